import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironment } from '../relay/environment';
import { BROWSER_ID_KEY } from '../lib/favourites';
import { FavouriteButton } from './FavouriteButton';

type Sent = { id: string; browserId: string; liked: boolean };

function renderHeart() {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(((_url: string, init: RequestInit) => {
    const { variables } = JSON.parse(init.body as string) as { variables: Sent };
    sent.push(variables);
    return Promise.resolve(new Response(JSON.stringify({ data: { setApartmentLike: true } })));
  }) as unknown as typeof fetch);
  render(
    <RelayEnvironmentProvider environment={createEnvironment()}>
      <FavouriteButton apartmentId="a1" name="NS-7" />
    </RelayEnvironmentProvider>,
  );
  return sent;
}

describe('the heart is a like (docs/contract.md "Beyond docs/product.md" (likes, shares and clicks))', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("gives the apartment this browser's like, and takes it back when un-favourited", async () => {
    const sent = renderHeart();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save NS-7 to favourites' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove NS-7 from favourites' })));
    const browserId = localStorage.getItem(BROWSER_ID_KEY);
    expect(browserId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent).toEqual([
      { id: 'a1', browserId, liked: true },
      { id: 'a1', browserId, liked: false },
    ]);
  });
});

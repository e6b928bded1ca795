import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironment } from '../relay/environment';
import { ShareButtons } from './ShareButtons';

const SITE_CONFIG = {
  data: {
    siteConfig: {
      publicUrl: 'https://www.satx-locators.example',
      schedulingUrl: null,
      leadFormUrl: null,
      rentalFormUrl: null,
      adsConversionId: null,
    },
  },
};

function renderButtons() {
  // siteConfig answers PUBLIC_URL, which differs from the page's own origin (jsdom's http://localhost:3000).
  const fetchMock = vi.fn((_url: string, init: RequestInit) =>
    Promise.resolve(
      new Response(
        JSON.stringify(
          // The share counter's mutation is the request with the apartment's id.
          (JSON.parse(init.body as string) as { variables: { id?: string } }).variables.id
            ? { data: { recordApartmentShare: true } }
            : SITE_CONFIG,
        ),
      ),
    ),
  );
  vi.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
  const onToast = vi.fn();
  render(
    <RelayEnvironmentProvider environment={createEnvironment()}>
      <ShareButtons apartmentId="a1" path="/apartment/a1/filteredFloorplans/" title="Medina Lofts" onToast={onToast} />
    </RelayEnvironmentProvider>,
  );
  return { onToast, fetchMock };
}

/** The share counts the requests sent: docs/product.md section 3's counter, for a copied link as for a shared one. */
const sharesRecorded = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(
    ([, init]) => (JSON.parse((init as RequestInit).body as string) as { variables: { id?: string } }).variables.id,
  ).length;

describe('Copy-link and share-link icons (docs/product.md sections 2 and 7)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'share');
  });

  it('copies the link at PUBLIC_URL, not at the address the browser uses', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { onToast, fetchMock } = renderButtons();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link to Medina Lofts' })));
    expect(writeText).toHaveBeenCalledWith('https://www.satx-locators.example/apartment/a1/filteredFloorplans/');
    expect(onToast).toHaveBeenCalledWith('Copied');
    expect(sharesRecorded(fetchMock)).toBe(1);
  });

  it('hands the share sheet the link at PUBLIC_URL', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { onToast, fetchMock } = renderButtons();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share Medina Lofts' })));
    expect(share).toHaveBeenCalledWith({
      url: 'https://www.satx-locators.example/apartment/a1/filteredFloorplans/',
      title: 'Medina Lofts',
    });
    expect(onToast).toHaveBeenCalledWith('Shared');
    expect(sharesRecorded(fetchMock)).toBe(1);
  });
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironment } from '../../relay/environment';
import { Component as AlertLinkPage } from './AlertLinkPage';

const TOKEN = 'a'.repeat(43);

/** The page as a link in an e-mail opens it; answers every GraphQL request with `data`. */
function openLink(path: string, data: Record<string, unknown>) {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(new Response(JSON.stringify({ data }))),
  );
  vi.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
  render(
    <RelayEnvironmentProvider environment={createEnvironment()}>
      <MemoryRouter initialEntries={[`${path}?token=${TOKEN}`]}>
        <AlertLinkPage />
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  return fetchMock;
}

/** The page is live once its button is enabled: by then anything it would start by itself on load has started. */
const ready = (name: string) =>
  waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(false));

const sentVariables = (fetchMock: ReturnType<typeof openLink>) =>
  fetchMock.mock.calls.map(([, init]) => (JSON.parse(init.body as string) as { variables: unknown }).variables);

describe('the links in saved-search e-mails', () => {
  afterEach(() => vi.restoreAllMocks());

  it('confirms nothing when the link is only opened (as a mail scanner does), and confirms on the button', async () => {
    const fetchMock = openLink('/alerts/confirm/', {
      confirmSavedSearch: { label: '2 Bedroom', frequency: 'instant', searchPath: '/search/?roomTypes=twoBed' },
    });
    await ready('Confirm alerts');
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm alerts' })));
    await screen.findByText('Confirmed: we will e-mail you as soon as something changes for "2 Bedroom".');
    expect(sentVariables(fetchMock)).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Back to the search' }).getAttribute('href')).toBe(
      '/search/?roomTypes=twoBed',
    );
  });

  it('unsubscribes only on the button too', async () => {
    const fetchMock = openLink('/alerts/unsubscribe/', {
      unsubscribeSavedSearch: { label: '2 Bedroom', searchPath: '/search/?roomTypes=twoBed' },
    });
    await ready('Unsubscribe');
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' })));
    await screen.findByText('You are unsubscribed: no more e-mails for "2 Bedroom".');
    expect(sentVariables(fetchMock)).toEqual([{ token: TOKEN }]);
  });
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import linkQuery from '../../__generated__/AlertLinkPageQuery.graphql';
import { createEnvironment } from '../../relay/environment';
import { Component as AlertLinkPage } from './AlertLinkPage';

const TOKEN = 'a'.repeat(43);

const LINK = { label: '2 Bedroom', frequency: 'instant', searchPath: '/search/?roomTypes=twoBed' };

type Body = { query?: string; extensions?: { persistedQuery?: { sha256Hash?: string } }; variables: unknown };
const bodyOf = (init: RequestInit) => JSON.parse(init.body as string) as Body;
/** Relay sends a persisted operation's hash, else its text: either names the link's read. */
const operationOf = (body: Body) =>
  body.extensions?.persistedQuery?.sha256Hash === linkQuery.params.id ? 'AlertLinkPageQuery' : (body.query ?? '');

/**
 * The page as a link in an e-mail opens it: the link's read answers `link` (a GraphQL answer), and every other
 * request `data`.
 */
function openLink(
  path: string,
  data: Record<string, unknown>,
  link: unknown = { data: { savedSearchLink: { ...LINK, confirmedAt: null, unsubscribedAt: null } } },
  token = TOKEN,
) {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>((_url, init) => {
    const reading = /savedSearchLink|AlertLinkPageQuery/.test(operationOf(bodyOf(init)));
    return Promise.resolve(new Response(JSON.stringify(reading ? link : { data })));
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
  render(
    <RelayEnvironmentProvider environment={createEnvironment()}>
      <MemoryRouter initialEntries={[`${path}?token=${token}`]}>
        <AlertLinkPage />
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  return fetchMock;
}

/** The page is live once its button is enabled: by then anything it would start by itself on load has started. */
const ready = (name: string) =>
  waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(false));

/** The mutations sent (the link's read changes nothing and is left out). */
const sentVariables = (fetchMock: ReturnType<typeof openLink>) =>
  fetchMock.mock.calls
    .map(([, init]) => bodyOf(init))
    .filter((body) => !/savedSearchLink|AlertLinkPageQuery/.test(operationOf(body)))
    .map((body) => body.variables);

describe('the links in saved-search e-mails', () => {
  afterEach(() => vi.restoreAllMocks());

  it('confirms nothing when the link is only opened (as a mail scanner does), and confirms on the button', async () => {
    const fetchMock = openLink('/alerts/confirm/', {
      confirmSavedSearch: { label: '2 Bedroom', frequency: 'instant', searchPath: '/search/?roomTypes=twoBed' },
    });
    await ready('Confirm alerts');
    expect(sentVariables(fetchMock)).toEqual([]);
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
    expect(sentVariables(fetchMock)).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' })));
    await screen.findByText('You are unsubscribed: no more e-mails for "2 Bedroom".');
    expect(sentVariables(fetchMock)).toEqual([{ token: TOKEN }]);
  });

  it("shows the server's answer when Confirm is refused for the link's token", async () => {
    const refused = {
      data: null,
      errors: [
        {
          message: 'This link is not valid',
          extensions: { code: 'BAD_USER_INPUT', errors: { token: 'This link is not valid' } },
        },
      ],
    };
    const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>((_url, init) => {
      const reading = /savedSearchLink|AlertLinkPageQuery/.test(operationOf(bodyOf(init)));
      const link = { data: { savedSearchLink: { ...LINK, confirmedAt: null, unsubscribedAt: null } } };
      return Promise.resolve(new Response(JSON.stringify(reading ? link : refused)));
    });
    vi.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
    render(
      <RelayEnvironmentProvider environment={createEnvironment()}>
        <MemoryRouter initialEntries={[`/alerts/confirm/?token=${TOKEN}`]}>
          <AlertLinkPage />
        </MemoryRouter>
      </RelayEnvironmentProvider>,
    );
    await ready('Confirm alerts');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm alerts' })));
    expect((await screen.findByText('This link is not valid')).getAttribute('role')).toBe('status');
  });

  it("answers a bogus or removed link at once with the server's words, and offers no button", async () => {
    openLink(
      '/alerts/confirm/',
      {},
      {
        data: null,
        errors: [{ message: 'This link is not valid or the alert was removed', extensions: { code: 'NOT_FOUND' } }],
      },
    );
    expect((await screen.findByText('This link is not valid or the alert was removed')).getAttribute('role')).toBe(
      'status',
    );
    expect(screen.queryByRole('button', { name: 'Confirm alerts' })).toBeNull();
  });

  it('says "Already confirmed" when the link is opened again after confirming, and asks nothing', async () => {
    const fetchMock = openLink(
      '/alerts/confirm/',
      {},
      { data: { savedSearchLink: { ...LINK, confirmedAt: '2026-11-28T10:00:00.000Z', unsubscribedAt: null } } },
    );
    await screen.findByText(
      'Already confirmed. Confirmed: we will e-mail you as soon as something changes for "2 Bedroom".',
    );
    expect(screen.queryByRole('button', { name: 'Confirm alerts' })).toBeNull();
    expect(sentVariables(fetchMock)).toEqual([]);
  });
});

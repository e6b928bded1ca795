// The renter's shortlist: each apartment with the search card's own price tag and today's all-in to the cent,
// and an answer that updates its item from the save's answer, with no second load of the list.
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ShortlistPageQuery from '../../__generated__/ShortlistPageQuery.graphql';
import ShortlistItemReactMutation from '../../__generated__/ShortlistItemReactMutation.graphql';
import { createI18n, loadMessages } from '../../i18n';
import { createEnvironment } from '../../relay/environment';
import { Component } from './ShortlistPage';

const TOKEN = 't'.repeat(43);

const shortlist = {
  id: 'list-1',
  note: 'Two near UT Health',
  createdByName: 'Sam Agent',
  items: [
    {
      id: 'item-1',
      note: 'Closest to work',
      allInMonthlyCents: 126_899,
      changeDetails: [
        {
          kind: 'PRICE_DROPPED',
          wasAllInMonthlyCents: 150_000,
          specialText: null,
          text: 'Price dropped since we sent it (was $1,500/month all-in)',
        },
        { kind: 'SPECIAL_ENDED', wasAllInMonthlyCents: null, specialText: '6 weeks free', text: '' },
      ],
      reaction: null,
      comment: null,
      apartment: {
        __typename: 'Apartment',
        id: 'Apartment:a1',
        _id: 'a1',
        displayName: 'Brook Hollow',
        location: ['Medical Center/UTSA'],
        promotion: true,
        cardImage: '/uploads/photos/a1/building.jpg',
        headlineSpecial: {
          id: 'Special:s1',
          displayText: '4 weeks free',
          concessionKind: 'weeksFree',
          concessionValue: 4,
          minLeaseTermMonths: 1,
          validUntil: '2026-12-31',
        },
        specialStartingPrice: 1_188,
        allInMonthlyFromCents: 122_810,
      },
      floorplan: { __typename: 'Floorplan', id: 'Floorplan:f1', typeLabel: '2 Bedroom' },
    },
  ],
};

function openList() {
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    const body = JSON.parse(init?.body as string) as { extensions: { persistedQuery: { sha256Hash: string } } };
    const data = {
      [ShortlistPageQuery.params.id!]: { shortlist },
      [ShortlistItemReactMutation.params.id!]: {
        reactToShortlistItem: { id: 'item-1', reaction: 'love', comment: 'Love the pool' },
      },
    }[body.extensions.persistedQuery.sha256Hash];
    return Promise.resolve(new Response(JSON.stringify({ data })));
  });
  const router = createMemoryRouter([{ path: '/list/:token/', Component }], { initialEntries: [`/list/${TOKEN}/`] });
  render(
    <RelayEnvironmentProvider environment={createEnvironment()}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return fetchMock;
}

describe("a renter's shortlist", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows each apartment's deal with the card's price tag and today's all-in to the cent", async () => {
    openList();
    const item = (await screen.findByRole('heading', { level: 2 })).closest('li')!;
    expect(item.querySelector('.price-tag')?.textContent).toBe(
      'Special Starting Price$1,188/moActual price may varyfrom $1,228.10/mo all-in',
    );
    expect(within(item).getByText(/all-in today/).textContent).toBe('From $1,268.99/month all-in today');
    // The card's own picture, its headline special, and a tour to book of this apartment.
    expect(item.querySelector('img.shortlist-item__image')?.getAttribute('src')).toBe(
      '/uploads/photos/a1/building.jpg',
    );
    expect(item.querySelector('.shortlist-item__special')?.textContent).toBe('4 weeks free, ends Dec 31, 2026');
    expect(within(item).getByRole('link', { name: 'Book a tour' }).getAttribute('href')).toBe(
      '/appointment/?apartment=a1',
    );
    expect([...item.querySelectorAll('.notice')].map((line) => line.textContent)).toEqual([
      'Price dropped since we sent it (was $1,500/month all-in)',
      'The special "6 weeks free" has ended',
    ]);
  });

  it('writes what changed in Spanish on the Spanish list, the special as the property wrote it', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ data: { shortlist } }))),
    );
    const router = createMemoryRouter([{ path: '/list/:token/', Component }], { initialEntries: [`/list/${TOKEN}/`] });
    render(
      <I18nProvider i18n={createI18n('es', await loadMessages('es'))}>
        <RelayEnvironmentProvider environment={createEnvironment()}>
          <RouterProvider router={router} />
        </RelayEnvironmentProvider>
      </I18nProvider>,
    );
    const item = (await screen.findByRole('heading', { level: 2 })).closest('li')!;
    expect([...item.querySelectorAll('.notice')].map((line) => line.textContent)).toEqual([
      'Bajó de precio desde que se la mandamos (antes $1,500/mes con todo incluido)',
      'El especial "6 weeks free" ya terminó',
    ]);
  });

  it('marks the answer from the save, without loading the list again', async () => {
    const fetchMock = openList();
    await screen.findByRole('heading', { level: 2 });
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: 'Love the pool' } });
    fireEvent.click(screen.getByRole('button', { name: 'Love it' }));
    expect(await screen.findByText('Thanks, your agent will see this.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Love it' }).getAttribute('aria-pressed')).toBe('true');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

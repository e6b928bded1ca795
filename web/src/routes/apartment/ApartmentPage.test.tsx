import { render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { environment } from '../../relay/environment';
import { Component, loader } from './ApartmentPage';

function floorplan(id: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Floorplan',
    id: `Floorplan:${id}`,
    _id: id,
    type: 'oneBed',
    typeLabel: '1 Bedroom',
    totalFloorplans: 1,
    details: { minPrice: 1000, maxPrice: 1200, minSqft: 600, maxSqft: 700 },
    modelDetails: { video: null },
    imageUrls: [],
    allInMonthlyCents: { min: 95722 },
    moveInCostCents: { min: 181000 },
    special: { id: 'Special:s1', text: '4 weeks free on 1 bedrooms', validUntil: '2026-11-30' },
    availableFrom: '2026-11-23',
    availableNow: true,
    unitsAvailable: 2,
    verifiedDaysAgo: 3,
    verificationStale: false,
    ...extra,
  };
}

const apartment = {
  __typename: 'Apartment',
  id: 'Apartment:a1',
  _id: 'a1',
  displayName: 'DT-101',
  location: ['Downtown/Pearl/Southtown'],
  freeMove: false,
  promotion: true,
  promotionalTerm: 4,
  specialStartingPrice: 922,
  allInMonthlyFromCents: 95722,
  fees: [
    { name: 'Valet trash', amountCents: 3000, kind: 'monthlyMandatory' },
    { name: 'Application', amountCents: 7500, kind: 'oneTime' },
  ],
  specials: [{ id: 'Special:s1', text: '4 weeks free on 1 bedrooms', validUntil: '2026-11-30' }],
  petPolicy: { petsAllowed: ['cats', 'smallDogs'], petRentCents: 2500, petDepositCents: null },
  amenities: ['pool', 'washerDryer'],
  floorplans: [
    floorplan('f1'),
    floorplan('f2', {
      type: 'twoBed',
      typeLabel: '2 Bedroom',
      allInMonthlyCents: { min: 153500 },
      moveInCostCents: { min: 231000 },
      special: null,
      availableFrom: '2027-01-15',
      availableNow: false,
      verifiedDaysAgo: 41,
      verificationStale: true,
    }),
  ],
};

const HydrateFallback = () => null;

function openPage(path: string, respond = () => new Response(JSON.stringify({ data: { apartment } }))) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(respond()));
  const router = createMemoryRouter(
    [
      { path: '/apartment/:aptmentId/filteredFloorplans/', loader, Component, HydrateFallback },
      { path: '/apartment/:aptmentId/:floorplanId/', loader, Component, HydrateFallback },
    ],
    { initialEntries: [path] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
}

describe('what an apartment really costs', () => {
  afterEach(() => vi.restoreAllMocks());

  it("heads the page with the search card's price and deal, in whole dollars", async () => {
    openPage('/apartment/a1/filteredFloorplans/');
    // The first page of the file also loads the route's modules: allow for a busy machine.
    const heading = await screen.findByRole('heading', { level: 1, name: 'DT-101' }, { timeout: 5_000 });
    const header = heading.closest('header') as HTMLElement;
    expect(header.querySelector('.price-tag')?.textContent).toBe(
      'Special Starting Price$922/moActual price may varyfrom $957/mo all-in',
    );
  });

  it('shows each floorplan from its all-in monthly, with the move-in cost, special, availability and verification', async () => {
    openPage('/apartment/a1/filteredFloorplans/');
    const cards = await screen.findAllByRole('article');
    const oneBed = within(cards[0]);
    expect(oneBed.getByText(/month all-in/).closest('p')?.textContent).toBe('from $957/month all-in ($957 or more)');
    expect(oneBed.getByText('Move-in cost').nextSibling?.textContent).toBe('from $1,810');
    expect(oneBed.getByText(/Special:/).closest('p')?.textContent).toBe(
      'Special: 4 weeks free on 1 bedrooms, ends Nov 30, 2026',
    );
    expect(oneBed.getByText('Available').nextSibling?.textContent).toBe('Now');
    expect(oneBed.getByText('Verified 3 days ago')).toBeTruthy();
    expect(
      oneBed.getByText('Prices and availability change daily; confirm with the property before you apply.'),
    ).toBeTruthy();
    expect(oneBed.getByRole('button', { name: 'Report outdated' })).toBeTruthy();

    const twoBed = within(cards[1]);
    expect(twoBed.getByText(/month all-in/).closest('p')?.textContent).toBe(
      'from $1,535/month all-in ($1,535 or more)',
    );
    expect(twoBed.getByText('Available').nextSibling?.textContent).toBe('Jan 15, 2027');
    expect(twoBed.getByText(/Verified 41 days ago/).textContent).toBe(
      'Verified 41 days ago · not checked in the last 30 days, confirm before you apply',
    );
    expect(twoBed.queryByText(/Special:/)).toBeNull();
  });

  it('itemizes the fees and shows the pet policy and amenities', async () => {
    openPage('/apartment/a1/filteredFloorplans/');
    const section = within(await screen.findByRole('region', { name: 'Fees and specials' }));
    const rows = section.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['FeeWhenAmount', 'Valet trashMonthly, required$30', 'ApplicationOne-time, at move-in$75']);
    expect(section.getByText('4 weeks free on 1 bedrooms, ends Nov 30, 2026')).toBeTruthy();
    expect(section.getByText('Pets').nextSibling?.textContent).toBe('Cats, Small dogs · pet rent $25/month');
    expect(section.getByText('Amenities').nextSibling?.textContent).toBe('In-unit washer/dryer, Pool');
  });
});

describe('an apartment that does not load or does not exist', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("says 'Failed to load floorplans' with a retry when the API fails, never 'No floorplans available.'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openPage(
      '/apartment/down-1/filteredFloorplans/',
      () => new Response(JSON.stringify({ errors: [{ message: 'Unexpected error.' }] }), { status: 500 }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe('Failed to load floorplans');
    expect(within(alert).getByText('We could not reach our server. Check your connection and try again.')).toBeTruthy();
    // The retry loads this very page again.
    expect(within(alert).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/apartment/down-1/filteredFloorplans/',
    );
    expect(screen.queryByText('No floorplans available.')).toBeNull();
  });

  it("shows the server's request id, so that support finds the failure in the log", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const requestId = '0f6c2d4e-1b7a-4c3e-9d2f-5a8b7c6d5e4f';
    openPage(
      '/apartment/down-3/filteredFloorplans/',
      () =>
        new Response(
          JSON.stringify({
            errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } }],
          }),
          { status: 500 },
        ),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(requestId).tagName).toBe('CODE');
    expect(within(alert).getByText(requestId).parentElement?.textContent).toBe(`Reference for support: ${requestId}`);
  });

  it('says so with a retry when the network itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openPage('/apartment/down-2/filteredFloorplans/', () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Failed to load floorplans');
    expect(screen.getByRole('link', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('No floorplans available.')).toBeNull();
  });

  it('books a tour of this apartment: Schedule a Tour carries its id to the appointment page', async () => {
    openPage('/apartment/a1/filteredFloorplans/');
    const link = await screen.findByRole('link', { name: 'Schedule a Tour' });
    expect(link.getAttribute('href')).toBe('/appointment/?apartment=a1');
  });

  it('says an unknown apartment was not found and leads back to search', async () => {
    openPage(
      '/apartment/gone-1/filteredFloorplans/',
      () => new Response(JSON.stringify({ data: { apartment: null } })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Apartment not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search every apartment' }).getAttribute('href')).toBe('/search/');
    expect(screen.queryByText('No floorplans available.')).toBeNull();
  });

  it('says a floorplan the apartment does not have was not found', async () => {
    openPage('/apartment/a1/f-gone/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Floorplan not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search every apartment' }).getAttribute('href')).toBe('/search/');
  });
});

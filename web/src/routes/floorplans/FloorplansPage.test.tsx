import { render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { environment } from '../../relay/environment';
import { Component, loader } from './FloorplansPage';

function floorplan(id: string, type: string, typeLabel: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Floorplan',
    id: `Floorplan:${id}`,
    _id: id,
    type,
    typeLabel,
    totalFloorplans: 1,
    details: { minPrice: 900, maxPrice: 1200, minSqft: 500, maxSqft: 700 },
    imageUrls: [],
    ...extra,
  };
}

function apartment(id: string) {
  return {
    __typename: 'Apartment',
    id: `Apartment:${id}`,
    _id: id,
    displayName: `DT-${id}`,
    location: ['Downtown/Pearl/Southtown', 'Alamo Heights'],
    freeMove: true,
    promotion: true,
    promotionalTerm: 4,
    specialStartingPrice: 922,
    headlineSpecial: {
      __typename: 'Special',
      id: `Special:${id}-4w`,
      concessionKind: 'weeksFree',
      concessionValue: 4,
      displayText: '4 weeks free',
    },
    floorplans: [
      floorplan(`${id}-2a`, 'twoBed', '2 Bedroom', { totalFloorplans: 2 }),
      floorplan(`${id}-s`, 'studio', 'Studio', {
        details: { minPrice: 700, maxPrice: 800, minSqft: 400, maxSqft: 450 },
      }),
      floorplan(`${id}-2b`, 'twoBed', '2 Bedroom', {
        details: { minPrice: 1100, maxPrice: 1500, minSqft: 650, maxSqft: 900 },
      }),
    ],
  };
}

const HydrateFallback = () => null;

/** The page as the router runs it: its loader starts the query, the page reads it. */
function openPage(
  path: string,
  answer: unknown,
  respond = () => new Response(JSON.stringify({ data: { apartment: answer } })),
) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(respond()));
  const router = createMemoryRouter(
    [
      { path: '/apartment/:aptmentId/floorplans/', loader, Component, HydrateFallback },
      { path: '/apartment/:aptmentId/floorplans/:floorplanId/', loader, Component, HydrateFallback },
    ],
    { initialEntries: [path] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
}

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('Apartment floorplan list (docs/product.md section 2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("is titled 'Apartment {code}' with the location, room types, free move and promotion, one card per type", async () => {
    openPage('/apartment/a1/floorplans/', apartment('a1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Apartment DT-a1' })).toBeTruthy();
    expect(screen.getByText('Downtown/Pearl/Southtown · Alamo Heights')).toBeTruthy();
    expect(screen.getByText('Room types: Studio, 2 Bedroom')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'FREE MOVE' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'FREE RENT PROMO: 4 weeks free · from $922/mo' }).getAttribute('href'),
    ).toBe('/appointment/?apartment=a1');
    expect(cardTitles()).toEqual(['Studio', '2 Bedroom']);
    const twoBed = screen.getAllByRole('article')[1];
    expect(twoBed.textContent).toContain('3 floorplans');
    expect(twoBed.textContent).toContain('$900 - $1,500/mo');
    expect(twoBed.textContent).toContain('500 sq ft - 900 sq ft');
  });

  it('shows only the floorplans of one group on the floorplanId variant', async () => {
    openPage('/apartment/a2/floorplans/a2-s/', apartment('a2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Apartment DT-a2' })).toBeTruthy();
    expect(screen.getByText('Room types: Studio')).toBeTruthy();
    expect(cardTitles()).toEqual(['Studio']);
  });

  it("says 'No floorplan found for this apartment.' for an apartment without floorplans", async () => {
    openPage('/apartment/a3/floorplans/', {
      ...apartment('a3'),
      ...{ promotion: false, freeMove: false, specialStartingPrice: null, headlineSpecial: null, floorplans: [] },
    });
    expect(await screen.findByText('No floorplan found for this apartment.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Apartment DT-a3' })).toBeTruthy();
    expect(screen.queryByText(/Room types/)).toBeNull();
    expect(screen.queryByRole('link', { name: /FREE RENT PROMO/ })).toBeNull();
  });

  it('says an unknown apartment was not found and leads back to search, not that it has no floorplans', async () => {
    openPage('/apartment/a4/floorplans/', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Apartment not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search every apartment' }).getAttribute('href')).toBe('/search/');
    expect(screen.queryByText('No floorplan found for this apartment.')).toBeNull();
  });

  it('says a floorplan the apartment does not have was not found', async () => {
    openPage('/apartment/a5/floorplans/a5-gone/', apartment('a5'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Floorplan not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search every apartment' }).getAttribute('href')).toBe('/search/');
  });

  it("says 'Failed to load floorplans' with a retry when the API fails, never the empty state", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openPage(
      '/apartment/a6/floorplans/',
      null,
      () => new Response(JSON.stringify({ errors: [{ message: 'Unexpected error.' }] }), { status: 500 }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe('Failed to load floorplans');
    expect(within(alert).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/apartment/a6/floorplans/',
    );
    expect(screen.queryByText('No floorplan found for this apartment.')).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironment } from '../../relay/environment';
import { Component } from './FavouritesPage';

function floorplan(id: string, type: string, typeLabel: string, allIn: number, extra: Record<string, unknown> = {}) {
  return {
    id: `Floorplan:${id}`,
    _id: id,
    type,
    typeLabel,
    details: { minSqft: 700, maxSqft: 900 },
    allInMonthlyCents: { min: allIn },
    moveInCostCents: { min: allIn + 50_000 },
    special: null,
    availableFrom: '2027-01-15',
    availableNow: false,
    ...extra,
  };
}

function apartment(id: string, name: string, floorplans: unknown[], deal: Record<string, unknown> = {}) {
  return {
    __typename: 'Apartment',
    id: btoa(`Apartment:${id}`),
    _id: id,
    displayName: name,
    location: ['Leon Valley'],
    promotion: false,
    specialStartingPrice: null,
    allInMonthlyFromCents: null,
    ...deal,
    fees: [{ name: 'Valet trash', amountCents: 2_999, kind: 'monthlyMandatory' }],
    floorplans,
  };
}

const NODES = [
  apartment(
    'a1',
    'Brook Hollow',
    [
      floorplan('f1', 'oneBed', '1 Bedroom', 98_000),
      floorplan('f2', 'twoBed', '2 Bedroom', 126_899, {
        special: {
          id: 'Special:s1',
          displayText: '6 weeks free',
          concessionKind: 'weeksFree',
          concessionValue: 6,
          minLeaseTermMonths: 12,
          validUntil: '2026-12-18',
        },
      }),
    ],
    { promotion: true, specialStartingPrice: 1_188, allInMonthlyFromCents: 98_000 },
  ),
  apartment('a2', 'Cedar Flats', [floorplan('f3', 'oneBed', '1 Bedroom', 90_000)], {
    allInMonthlyFromCents: 90_000,
  }),
];

function renderPage() {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ data: { nodes: NODES } })));
  localStorage.setItem('favourites', JSON.stringify(['a1', 'a2']));
  render(
    <MemoryRouter initialEntries={['/favourites/']}>
      <RelayEnvironmentProvider environment={createEnvironment()}>
        <Component />
      </RelayEnvironmentProvider>
    </MemoryRouter>,
  );
}

const cells = (table: HTMLElement, label: string) =>
  within(within(table).getByRole('rowheader', { name: label }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('comparing favourites', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("compares the room types of the renter's search, money to the cent and days written one way", async () => {
    localStorage.setItem('searchFilters', JSON.stringify({ savedAt: Date.now(), value: 'roomTypes=twoBed' }));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Favourites side by side' });
    expect(screen.getByText('Figures for 2 Bedroom, as in your search.')).toBeTruthy();
    expect(cells(table, 'All-in monthly')).toEqual(['from $1,268.99', 'Ask us']);
    expect(cells(table, 'Room types')).toEqual(['2 Bedroom', 'None of these']);
    expect(cells(table, 'Special')).toEqual(['6 weeks free, ends Dec 18, 2026', 'None now']);
    expect(cells(table, 'Available')).toEqual(['From Jan 15, 2027', '-']);
    expect(cells(table, 'Fees')).toEqual([
      'Valet trash $29.99 (Monthly, required)',
      'Valet trash $29.99 (Monthly, required)',
    ]);
  });

  it('compares every floorplan when the search names no room type', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Favourites side by side' });
    expect(cells(table, 'All-in monthly')).toEqual(['from $980', 'from $900']);
    expect(cells(table, 'Room types')).toEqual(['1 Bedroom, 2 Bedroom', '1 Bedroom']);
    expect(cells(table, 'Size')).toEqual(['700-900 sq ft', '700-900 sq ft']);
  });

  it("shows each apartment's deal with the search card's own price tag", async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Favourites side by side' });
    expect(cells(table, 'Deal')).toEqual([
      'Special Starting Price$1,188/moActual price may varyfrom $980/mo all-in',
      'CONTACT US FOR THE SPECIALSfrom $900/mo all-in',
    ]);
  });
});

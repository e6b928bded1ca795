import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n, loadMessages } from '../../i18n';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveAnswers } from '../../lib/qualification/answers';
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
    allInMonthlyCents: { min: 126899 },
    moveInCostCents: { min: 181000 },
    special: {
      id: 'Special:s1',
      displayText: '4 weeks free on 1 bedrooms',
      concessionKind: 'weeksFree',
      concessionValue: 4,
      minLeaseTermMonths: 12,
      validUntil: '2026-11-30',
    },
    availableFrom: '2026-11-23',
    availableNow: true,
    unitsAvailable: 2,
    verifiedDaysAgo: 3,
    verificationStale: false,
    qualification: null,
    dealMeter: null,
    priceHistory: null,
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
  allInMonthlyFromCents: 126899,
  fees: [
    { name: 'Valet trash', amountCents: 2999, kind: 'monthlyMandatory' },
    { name: 'Application', amountCents: 7500, kind: 'oneTime' },
  ],
  specials: [
    {
      id: 'Special:s1',
      displayText: '4 weeks free on 1 bedrooms',
      concessionKind: 'weeksFree',
      concessionValue: 4,
      minLeaseTermMonths: 12,
      validUntil: '2026-11-30',
    },
  ],
  petPolicy: { petsAllowed: ['cats', 'smallDogs'], petRentCents: 2500, petDepositCents: null },
  amenities: ['pool', 'washerDryer'],
  displayDescription: 'Lofts by the river.\nWalk to the Pearl.',
  yearBuilt: 1998,
  cardImage: null,
  photos: [],
  screening: null,
  qualification: null,
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

const UPLOAD = '/uploads/photos/dt-101/0b6f6f3e-5a4c-4d55-9a41-1f2f3e4d5c6';
/** A building photo as the API answers it, with the copies' srcsets (api/src/graphql/schema/photo.ts). */
const photo = (n: number) => ({
  id: `p${n}`,
  url: `${UPLOAD}${n}.jpg`,
  displayAlt: `Photo ${n} of the pool`,
  srcsetWebp: `${UPLOAD}${n}.w100.webp 100w, ${UPLOAD}${n}.w400.webp 400w, ${UPLOAD}${n}.w960.webp 960w`,
  srcsetJpg: `${UPLOAD}${n}.w100.jpg 100w, ${UPLOAD}${n}.w400.jpg 400w, ${UPLOAD}${n}.w960.jpg 960w`,
});

function openPage(
  path: string,
  respond: (init?: RequestInit) => Response = () => new Response(JSON.stringify({ data: { apartment } })),
  spanish?: Messages,
) {
  vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => Promise.resolve(respond(init)));
  const router = createMemoryRouter(
    [
      { path: '/apartment/:aptmentId/filteredFloorplans/', loader, Component, HydrateFallback },
      { path: '/apartment/:aptmentId/:floorplanId/', loader, Component, HydrateFallback },
    ],
    { initialEntries: [path] },
  );
  const page = (
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  );
  render(spanish ? <I18nProvider i18n={createI18n('es', spanish)}>{page}</I18nProvider> : page);
}

describe('what an apartment really costs', () => {
  afterEach(() => vi.restoreAllMocks());

  it("heads the page with the search card's price and deal: the special price in whole dollars, the all-in to the cent", async () => {
    openPage('/apartment/a1/filteredFloorplans/');
    // The first page of the file also loads the route's modules: allow for a busy machine.
    const heading = await screen.findByRole('heading', { level: 1, name: 'DT-101' }, { timeout: 5_000 });
    const header = heading.closest('header') as HTMLElement;
    expect(header.querySelector('.price-tag')?.textContent).toBe(
      'Special Starting Price$922/moActual price may varyfrom $1,268.99/mo all-in',
    );
  });

  it('shows each floorplan from its all-in monthly, with the move-in cost, special, availability and verification', async () => {
    openPage('/apartment/a1/filteredFloorplans/');
    const cards = await screen.findAllByRole('article');
    const oneBed = within(cards[0]);
    expect(oneBed.getByText(/month all-in/).closest('p')?.textContent).toBe(
      'from $1,268.99/month all-in ($1,268.99 or more)',
    );
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

  it('reads in Spanish on the Spanish page: price, all-in monthly, special and its last day (es-US)', async () => {
    openPage('/apartment/a1/filteredFloorplans/', undefined, await loadMessages('es'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'DT-101' }, { timeout: 5_000 });
    expect(heading.closest('header')?.querySelector('.price-tag')?.textContent).toBe(
      'Precio especial desde$922/mesEl precio real puede variardesde $1,268.99/mes todo incluido',
    );
    const oneBed = within((await screen.findAllByRole('article'))[0]);
    expect(oneBed.getByText(/mes con todo incluido/).closest('p')?.textContent).toBe(
      'desde $1,268.99/mes con todo incluido ($1,268.99 o más)',
    );
    expect(oneBed.getByText(/Especial:/).closest('p')?.textContent).toBe(
      'Especial: 4 semanas gratis con contrato de 12 meses, termina el 30 de noviembre de 2026',
    );
    // The fee names the editor suggests read in Spanish; the description is the property's, marked as English.
    const costs = within(await screen.findByRole('region', { name: 'Cargos y especiales' }));
    expect(costs.getAllByRole('row').map((row) => row.firstElementChild?.textContent)).toEqual([
      'Cargo',
      'Recolección de basura a domicilio',
      'Solicitud',
    ]);
    const description = screen.getByText(/Lofts by the river/);
    expect(description.getAttribute('lang')).toBe('en');
    expect(description.previousElementSibling?.textContent).toBe('Descripción de la propiedad, en inglés:');
  });

  it('says a special with no end date has none, in English and in Spanish, never a year', async () => {
    const openEnded = {
      id: 'Special:s9',
      displayText: '2 weeks free',
      concessionKind: 'weeksFree',
      concessionValue: 2,
      minLeaseTermMonths: 1,
      validUntil: null,
    };
    // An apartment of its own, so that the store holds nothing of it from the tests before.
    const answer = {
      ...apartment,
      id: 'Apartment:a9',
      _id: 'a9',
      specials: [openEnded],
      floorplans: [floorplan('f1', { special: openEnded }), apartment.floorplans[1]],
    };
    openPage('/apartment/a9/filteredFloorplans/', () => new Response(JSON.stringify({ data: { apartment: answer } })));
    const english = within((await screen.findAllByRole('article', {}, { timeout: 5_000 }))[0]);
    expect(english.getByText(/Special:/).closest('p')?.textContent).toBe('Special: 2 weeks free, no end date');
    cleanup();
    openPage(
      '/apartment/a9/filteredFloorplans/',
      () => new Response(JSON.stringify({ data: { apartment: answer } })),
      await loadMessages('es'),
    );
    const spanish = within((await screen.findAllByRole('article', {}, { timeout: 5_000 }))[0]);
    expect(spanish.getByText(/Especial:/).closest('p')?.textContent).toBe(
      'Especial: 2 semanas gratis, sin fecha de fin',
    );
  });

  it('itemizes the fees and shows the pet policy and amenities', async () => {
    openPage('/apartment/a1/filteredFloorplans/');
    const section = within(await screen.findByRole('region', { name: 'Fees and specials' }));
    const rows = section.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['FeeWhenAmount', 'Valet trashMonthly, required$29.99', 'ApplicationOne-time, at move-in$75']);
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

describe('the building a renter can picture', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  /** An apartment of its own per test (`id`), so no record of another test's answer stands in for it. */
  const withPhotos =
    (id: string, count: number, extra: Record<string, unknown> = {}) =>
    () =>
      new Response(
        JSON.stringify({
          data: {
            apartment: {
              ...apartment,
              id: `Apartment:${id}`,
              _id: id,
              photos: Array.from({ length: count }, (_, i) => photo(i + 1)),
              ...extra,
            },
          },
        }),
      );

  it('shows the first photo at high priority with its sized copies, and the next ones lazily', async () => {
    openPage('/apartment/g1/filteredFloorplans/', withPhotos('g1', 6));
    const gallery = await screen.findByRole('region', { name: 'Photos' });
    const images = within(gallery).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Photo 1 of the pool',
      'Photo 2 of the pool',
      'Photo 3 of the pool',
      'Photo 4 of the pool',
      'Photo 5 of the pool',
    ]);
    const [main, ...rest] = images;
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('width')).toBe('960');
    expect(main.getAttribute('height')).toBe('720');
    expect(main.getAttribute('src')).toBe(`${UPLOAD}1.jpg`);
    expect(main.getAttribute('srcset')).toBe(photo(1).srcsetJpg);
    const webp = main.parentElement?.querySelector('source');
    expect(webp?.getAttribute('type')).toBe('image/webp');
    expect(webp?.getAttribute('srcset')).toBe(photo(1).srcsetWebp);
    for (const image of rest) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('fetchpriority')).toBe('auto');
    }
  });

  it('opens every photo in a dialog, moves focus into it, and closes it with Escape back to the button', async () => {
    openPage('/apartment/g2/filteredFloorplans/', withPhotos('g2', 6));
    const open = await screen.findByRole('button', { name: 'See all 6 photos' });
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'DT-101: all 6 photos' });
    const images = within(dialog).getAllByRole('img');
    expect(images).toHaveLength(6);
    expect(images[5].getAttribute('alt')).toBe('Photo 6 of the pool');
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
  });

  it('tells the description, the year built and the area, never an address', async () => {
    openPage('/apartment/a1/filteredFloorplans/');
    const about = within(await screen.findByRole('region', { name: 'About this apartment' }));
    expect(about.getByText('Area').nextSibling?.textContent).toBe('Downtown/Pearl/Southtown');
    expect(about.getByText('Built 1998')).toBeTruthy();
    expect(about.getByText(/Lofts by the river/).textContent).toBe('Lofts by the river.\nWalk to the Pearl.');
    // Neither photos nor an Image URL: no picture at all rather than a placeholder at the top of the page.
    expect(screen.queryByRole('region', { name: 'Photos' })).toBeNull();
  });

  it('shows the Image URL the admin chose when there are no photos', async () => {
    openPage('/apartment/g3/filteredFloorplans/', withPhotos('g3', 0, { cardImage: '/uploads/demo/building-3.svg' }));
    const gallery = await screen.findByRole('region', { name: 'Photos' });
    const image = within(gallery).getByRole('img');
    expect(image.getAttribute('src')).toBe('/uploads/demo/building-3.svg');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(screen.queryByRole('button', { name: /See all \d+ photos/ })).toBeNull();
  });
});

describe('the property\'s stated criteria (docs/contract.md "Who qualifies")', () => {
  afterEach(() => vi.restoreAllMocks());

  const stated = {
    ...apartment,
    id: 'Apartment:c1',
    _id: 'c1',
    screening: {
      incomeMultiple: 3,
      creditPolicy: 'NO_MINIMUM',
      minimumCreditScore: null,
      brokenLeasePolicy: 'NEVER',
      brokenLeaseYears: null,
      evictionPolicy: 'AFTER_YEARS',
      evictionYears: 3,
      criminalPolicy: null,
      criminalYears: null,
      coSignerAccepted: true,
      guarantorServicesAccepted: null,
      acceptsVouchers: true,
      ssnOrItin: 'SSN_OR_ITIN',
      applicationFeeCents: 4999,
      adminFeeCents: 15000,
      verifiedDaysAgo: 41,
      isCurrent: false,
    },
  };

  it('lists every rule in neutral words, "Not stated" for the rest, and marks rules older than 30 days', async () => {
    openPage('/apartment/c1/filteredFloorplans/', () => new Response(JSON.stringify({ data: { apartment: stated } })));
    const block = await screen.findByRole('region', { name: "This property's stated criteria" });
    const rows = [...block.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Income', '3x the all-in monthly rent'],
      ['Credit score', 'No minimum score'],
      ['Broken leases', 'Not accepted'],
      ['Evictions', 'Accepted after 3 years'],
      ['Criminal history', 'Not stated'],
      ['Co-signers', 'Accepted'],
      ['Guarantor services', 'Not stated'],
      ['Housing vouchers', 'Accepted'],
      ['SSN or ITIN', 'SSN or ITIN'],
      ['Application fee', '$49.99'],
      ['Admin fee', '$150'],
    ]);
    expect(within(block).getByText('Unverified: older than 30 days (verified 41 days ago)')).toBeTruthy();
  });

  it('says so when the property has stated none', async () => {
    openPage('/apartment/a1/filteredFloorplans/');
    const block = await screen.findByRole('region', { name: "This property's stated criteria" });
    expect(block.querySelector('p')?.textContent).toBe('The property has not stated its criteria to us yet: ask us.');
  });
});

describe('"Do I qualify?" on the apartment page (docs/contract.md "Who qualifies")', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    localStorage.clear();
  });

  it("asks with the tab's answers in the body, marks each floorplan, and keeps that answer out of the detail cache", async () => {
    const answers = {
      monthlyIncomeCents: 300_000,
      creditScoreBand: 'FROM_720' as const,
      hasVoucher: false,
      yearsSinceBrokenLease: null,
      yearsSinceEviction: null,
      criminalHistory: 'NONE' as const,
      yearsSinceCriminalRecord: null,
      hasCoSigner: false,
      pets: [],
    };
    saveAnswers(answers);
    // The API's reasons: a code with its numbers, and the English sentence for other clients.
    const reason = (code: string, text: string) => ({
      code,
      multiple: 3,
      minimumCreditScore: null,
      years: null,
      pets: null,
      text,
    });
    const likely = {
      verdict: 'LIKELY',
      reasonDetails: [reason('INCOME_MET', 'income of at least 3x the all-in rent')],
    };
    const unlikely = {
      verdict: 'UNLIKELY',
      reasonDetails: [reason('INCOME_SHORT', 'income under 3x the all-in rent')],
    };
    const bodies: { variables: Record<string, unknown> }[] = [];
    openPage('/apartment/q1/filteredFloorplans/', (init) => {
      bodies.push(JSON.parse(init?.body as string) as { variables: Record<string, unknown> });
      const [oneBed, twoBed] = apartment.floorplans;
      return new Response(
        JSON.stringify({
          data: {
            apartment: {
              ...apartment,
              id: 'Apartment:q1',
              _id: 'q1',
              qualification: likely,
              floorplans: [
                { ...oneBed, id: 'Floorplan:q1-1', _id: 'q1-1', qualification: likely },
                { ...twoBed, id: 'Floorplan:q1-2', _id: 'q1-2', qualification: unlikely },
              ],
            },
          },
        }),
      );
    });
    const cards = await screen.findAllByRole('article');
    await waitFor(() => expect(within(cards[1]).getByText('Likely not')).toBeTruthy());
    expect(within(cards[0]).getByText('Likely qualifies')).toBeTruthy();
    expect(within(cards[1]).getByText('income under 3x the all-in rent')).toBeTruthy();
    expect(bodies.map((body) => body.variables)).toEqual([{ id: 'q1', answers }]);
    expect(localStorage.getItem('apartmentDetail:q1')).toBeNull();
  });
});

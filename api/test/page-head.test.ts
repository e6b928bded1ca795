// Every page carries its own title, description, canonical URL at PUBLIC_URL, link-preview tags and schema.org
// JSON-LD in the HTML the server sends, so search engines and link previews read them without running scripts.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASKING_RENT_LABEL } from '../src/http/structured-data.js';
import { verifyFloorplan } from '../src/services/verification.js';
import { addApartment, seedInventory } from './fixtures.js';
import { storeDemoPictures, testApp, type TestApp } from './harness.js';

// The built index.html's head, as Vite writes it (multi-line description meta included).
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Generic description"
    />
    <title>Generic title</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let app: TestApp;
let ids: Awaited<ReturnType<typeof seedInventory>>;

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  app = await testApp({ webDist, env: { PUBLIC_URL: 'https://satx-locators.example' } });
  await storeDemoPictures(app);
  ids = await seedInventory(app.db.prisma);
  // Staff checked Pearl Lofts' floorplan today; Medical Park's was never checked.
  const locator = { role: 'AGENT', id: '00000000-0000-4000-8000-000000000000', name: 'Test locator' } as const;
  await verifyFloorplan(app.db.prisma, locator, ids.pearl.floorplans[0].id, {}, new Date());
});
afterAll(() => app.close());

async function page(pathname: string) {
  const response = await app.fetch(new Request(`http://evil.example${pathname}`));
  const html = await response.text();
  const meta = (attribute: string, name: string) =>
    html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)" />`))?.[1];
  return {
    status: response.status,
    html,
    // The document's titles: a chart's SVG <title> in the body is a tooltip, not the page's.
    title: html.slice(0, html.indexOf('</head>')).match(/<title>[^<]*<\/title>/g),
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    canonical: html.match(/<link rel="canonical" href="([^"]*)" \/>/)?.[1],
    og: (name: string) => meta('property', `og:${name}`),
    twitter: (name: string) => meta('name', `twitter:${name}`),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the schema.org fields it expects
      (match) => JSON.parse(match[1]) as Record<string, any>,
    ),
  };
}

const PUBLIC_PAGES = [
  '/',
  '/search/',
  '/blockBusterDeals/',
  '/process/',
  '/ourMission/',
  '/aboutUs/',
  '/ourServices/',
  '/appointment/',
  '/ConnectWithAnAgent/',
];

describe('page heads', () => {
  it('gives each public page one title and description of its own, a canonical URL and valid JSON-LD', async () => {
    const titles = new Set<string>();
    for (const pathname of PUBLIC_PAGES) {
      const result = await page(pathname);
      expect(result.status).toBe(200);
      expect(result.title).toHaveLength(1);
      expect(result.html).not.toContain('Generic');
      expect(result.robots).toBeUndefined();
      expect(result.canonical).toBe(`https://satx-locators.example${pathname}`);
      expect(result.og('url')).toBe(`https://satx-locators.example${pathname}`);
      expect(result.twitter('card')).toBe('summary_large_image');
      expect(result.jsonLd.length).toBeGreaterThan(0);
      for (const data of result.jsonLd) expect(data['@context']).toBe('https://schema.org');
      titles.add(result.title![0]);
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
    expect((await page('/search/')).title).toEqual(['<title>All Apartments SATX | SATX Apartment Locators</title>']);
  });

  it('describes the business as a RealEstateAgent with its address, phone and opening hours', async () => {
    const [business] = (await page('/')).jsonLd;
    expect(business['@type']).toBe('RealEstateAgent');
    expect(business.name).toBe('SATX Apartment Locators');
    expect(business.telephone).toBe('+12105550142');
    expect(business.address).toMatchObject({
      streetAddress: '1100 NW Loop 410, Suite 700',
      addressLocality: 'San Antonio',
      addressRegion: 'TX',
      postalCode: '78213',
    });
    // docs/product.md section 1: Mon-Fri 8:00 AM-7:00 PM, Sat-Sun 10:00 AM-5:00 PM.
    expect(business.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: '08:00', closes: '19:00', dayOfWeek: expect.arrayContaining(['Monday']) }),
      expect.objectContaining({ opens: '10:00', closes: '17:00', dayOfWeek: ['Saturday', 'Sunday'] }),
    ]);
  });

  it('describes an apartment as an ApartmentComplex with its floorplans, price ranges and breadcrumbs', async () => {
    const pathname = `/apartment/${ids.pearl.id}/filteredFloorplans/`;
    const result = await page(pathname);
    expect(result.status).toBe(200);
    expect(result.title).toEqual(['<title>Apartment DT-7 | SATX Apartment Locators</title>']);
    expect(result.description).toContain('From $1,200/month or more');
    expect(result.canonical).toBe(`https://satx-locators.example${pathname}`);
    const complex = result.jsonLd.find((data) => data['@type'] === 'ApartmentComplex')!;
    expect(complex.name).toBe('DT-7');
    expect(complex.accommodationFloorPlan).toEqual([
      expect.objectContaining({
        '@type': 'FloorPlan',
        name: '1 Bedroom',
        numberOfBedrooms: 1,
        floorSize: expect.objectContaining({ minValue: 700, maxValue: 780, unitCode: 'FTK' }),
        offers: {
          '@type': 'AggregateOffer',
          description: ASKING_RENT_LABEL,
          priceCurrency: 'USD',
          lowPrice: 1200,
          highPrice: 1400,
        },
      }),
    ]);
    const crumbs = result.jsonLd.find((data) => data['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'All Apartments SATX',
      'Apartment DT-7',
    ]);
  });

  it("describes the building by its photos and description, with no street address or exact point unless an 'xxx-' code", async () => {
    const place = { street: '300 E Grayson St', city: 'San Antonio', state: 'TX', zip: '78215' };
    const point = { latitude: 29.4425, longitude: -98.4794 };
    const coded = await addApartment(app.db.prisma, {
      name: 'Grayson Lofts',
      code: 'DT-88',
      location: ['Downtown/Pearl/Southtown'],
      floorplans: [{ type: 'studio', minPrice: 1100 }],
    });
    const named = await addApartment(app.db.prisma, {
      name: 'Grayson Flats',
      code: 'xxx-grayson',
      location: ['Downtown/Pearl/Southtown'],
      floorplans: [{ type: 'studio', minPrice: 1150 }],
    });
    for (const apartment of [coded, named]) {
      await app.db.prisma.apartment.update({
        where: { id: apartment.id },
        data: { ...place, ...point, image: null, description: 'Lofts by the river.', yearBuilt: 1998 },
      });
      await app.db.prisma.photo.createMany({
        data: [1, 2].map((n) => ({
          apartmentId: apartment.id,
          url: `/uploads/demo/building-${n}.svg`,
          alt: `View ${n}`,
          position: n,
        })),
      });
    }
    const codedPage = await page(`/apartment/${coded.id}/filteredFloorplans/`);
    const complex = codedPage.jsonLd.find((data) => data['@type'] === 'ApartmentComplex')!;
    expect(complex.image).toEqual([
      'https://satx-locators.example/uploads/demo/building-1.svg',
      'https://satx-locators.example/uploads/demo/building-2.svg',
    ]);
    expect(complex.description).toBe('Lofts by the river.');
    // schema.org's ApartmentComplex has no year built; the street and the point are staff only.
    expect(complex).not.toHaveProperty('yearBuilt');
    expect(complex).not.toHaveProperty('geo');
    expect(complex.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'San Antonio',
      addressRegion: 'TX',
      addressCountry: 'US',
    });
    expect(codedPage.html).not.toContain('Grayson St');
    expect(codedPage.html).not.toContain('29.4425');
    expect(codedPage.og('image')).toBe('https://satx-locators.example/uploads/demo/building-1.svg');

    const namedPage = await page(`/apartment/${named.id}/filteredFloorplans/`);
    expect(namedPage.jsonLd.find((data) => data['@type'] === 'ApartmentComplex')!.geo).toEqual({
      '@type': 'GeoCoordinates',
      ...point,
    });
    expect(namedPage.html).not.toContain('Grayson St');
  });

  it('advertises no rent for a floorplan nobody checked within 30 days, in the JSON-LD or the description', async () => {
    const result = await page(`/apartment/${ids.medical.id}/filteredFloorplans/`);
    const complex = result.jsonLd.find((data) => data['@type'] === 'ApartmentComplex')!;
    expect(complex.accommodationFloorPlan).toHaveLength(1);
    expect(complex.accommodationFloorPlan[0].name).toBe('2 Bedroom');
    expect(complex.accommodationFloorPlan[0].offers).toBeUndefined();
    expect(result.description).toBe(
      'MC-22 in Medical Center/UTSA. Floorplans: 2 Bedroom. Tour it free with a licensed locator.',
    );
  });

  it('answers an unknown apartment with 404 and noindex', async () => {
    const result = await page('/apartment/00000000-0000-4000-8000-000000000000/filteredFloorplans/');
    expect(result.status).toBe(404);
    expect(result.robots).toBe('noindex');
    expect(result.canonical).toBeUndefined();
  });

  it('keeps staff pages and conversion pages out of search results', async () => {
    for (const pathname of ['/admins/login/', '/agents/login/', '/agents/rental-details/', '/thank-you/'])
      expect((await page(pathname)).robots).toBe('noindex');
  });

  it('escapes page data so that it cannot end the JSON-LD element', async () => {
    await app.db.prisma.apartment.update({
      where: { id: ids.ranch.id },
      data: { name: 'Ranch </script><script>alert(1)</script>' },
    });
    const result = await page(`/apartment/${ids.ranch.id}/filteredFloorplans/`);
    expect(result.html).not.toContain('<script>alert(1)');
    expect(result.jsonLd.find((data) => data['@type'] === 'ApartmentComplex')!.name).toBe(
      'Ranch </script><script>alert(1)</script>',
    );
  });

  it("writes a code or name holding replacement patterns ($', $&, $`, $1) as text, in one page", async () => {
    const patterns = "$'|$&|$`|$1|$$";
    const shown = await addApartment(app.db.prisma, {
      name: 'Dollar Flats',
      code: `DL-${patterns}`,
      location: ['Leon Valley'],
      floorplans: [{ type: 'studio', minPrice: 900 }],
    });
    const named = await addApartment(app.db.prisma, {
      name: `Dollar ${patterns} Lofts`,
      code: 'xxx-dl2',
      location: ['Leon Valley'],
      floorplans: [{ type: 'studio', minPrice: 950 }],
    });
    for (const [id, display] of [
      [shown.id, `DL-${patterns}`],
      [named.id, `Dollar ${patterns} Lofts`],
    ]) {
      const result = await page(`/apartment/${id}/filteredFloorplans/`);
      expect(result.status).toBe(200);
      expect(result.html.match(/<!doctype html>/gi)).toHaveLength(1);
      expect(result.html.match(/<\/head>/g)).toHaveLength(1);
      expect(result.html.match(/<\/html>/g)).toHaveLength(1);
      expect(result.title).toEqual([
        `<title>Apartment ${display.replaceAll('&', '&amp;')} | SATX Apartment Locators</title>`,
      ]);
      expect(result.og('title')).toBe(`Apartment ${display.replaceAll('&', '&amp;')} | SATX Apartment Locators`);
      expect(result.jsonLd.find((data) => data['@type'] === 'ApartmentComplex')!.name).toBe(display);
    }
  });
});

describe('Spanish twins (docs/contract.md "Spanish pages")', () => {
  it('serves /es/ pages in Spanish, with lang, their own title and JSON-LD inLanguage', async () => {
    const home = await page('/es/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('<html lang="es">');
    expect(home.title).toEqual([
      '<title>Localizador de apartamentos gratis en San Antonio | SATX Apartment Locators</title>',
    ]);
    expect(home.canonical).toBe('https://satx-locators.example/es/');
    expect(home.jsonLd.find((data) => data['@type'] === 'WebPage')).toMatchObject({
      url: 'https://satx-locators.example/es/',
      inLanguage: 'es-US',
    });
    const search = await page('/es/search/');
    expect(search.title).toEqual(['<title>Todos los apartamentos SATX | SATX Apartment Locators</title>']);
    expect((await page('/search/')).html).toContain('<html lang="en">');
  });

  it('links both twins with hreflang en, es and x-default', async () => {
    for (const pathname of ['/search/', '/es/search/']) {
      const { html } = await page(pathname);
      expect(html).toContain('<link rel="alternate" hreflang="en" href="https://satx-locators.example/search/" />');
      expect(html).toContain('<link rel="alternate" hreflang="es" href="https://satx-locators.example/es/search/" />');
      expect(html).toContain(
        '<link rel="alternate" hreflang="x-default" href="https://satx-locators.example/search/" />',
      );
    }
    const apartment = await page(`/es/apartment/${ids.pearl.id}/filteredFloorplans/`);
    expect(apartment.status).toBe(200);
    expect(apartment.title?.[0]).toMatch(/^<title>Apartamento /);
    const missing = await page('/es/apartment/no-such-apartment/filteredFloorplans/');
    expect([missing.status, missing.title]).toEqual([
      404,
      ['<title>No encontramos el apartamento | SATX Apartment Locators</title>'],
    ]);
  });

  it('describes a Spanish apartment page in Spanish: its description, floorplans and breadcrumbs under /es/', async () => {
    const result = await page(`/es/apartment/${ids.pearl.id}/filteredFloorplans/`);
    expect(result.description).toBe(
      'DT-7 en Downtown/Pearl/Southtown, Alamo Heights. Planos: 1 recámara. Desde $1,200/mes o más; los precios cambian a diario. Visítelo gratis con un localizador con licencia.',
    );
    const complex = result.jsonLd.find((data) => data['@type'] === 'ApartmentComplex')!;
    // One building in both languages: the English page's @id, the Spanish page as its url.
    expect(complex['@id']).toBe(`https://satx-locators.example/apartment/${ids.pearl.id}/filteredFloorplans/`);
    expect(complex.url).toBe(`https://satx-locators.example/es/apartment/${ids.pearl.id}/filteredFloorplans/`);
    expect(complex.accommodationFloorPlan).toEqual([
      expect.objectContaining({
        name: '1 recámara',
        url: `https://satx-locators.example/es/apartment/${ids.pearl.id}/${ids.pearl.floorplans[0].id}/`,
        offers: expect.objectContaining({ description: 'Renta mensual publicada, antes de especiales y cargos' }),
      }),
    ]);
    const crumbs = result.jsonLd.find((data) => data['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['Inicio', 'https://satx-locators.example/es/'],
      ['Todos los apartamentos SATX', 'https://satx-locators.example/es/search/'],
      ['Apartamento DT-7', `https://satx-locators.example/es/apartment/${ids.pearl.id}/filteredFloorplans/`],
    ]);
    const deals = (await page('/es/blockBusterDeals/')).jsonLd.find((data) => data['@type'] === 'BreadcrumbList')!;
    expect(deals.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['Inicio', 'https://satx-locators.example/es/'],
      ['Ofertas imperdibles', 'https://satx-locators.example/es/blockBusterDeals/'],
    ]);
  });

  it('describes every Spanish page in Spanish, addressing the renter as usted', async () => {
    expect((await page('/es/')).description).toBe(
      'Localizador de apartamentos gratis en San Antonio, TX: busque apartamentos, planos y especiales de mudanza, y visítelos con un agente con licencia. Gratis para quien renta.',
    );
    expect((await page('/es/process/')).description).toBe(
      'Cómo funciona un localizador de apartamentos gratis en San Antonio: díganos qué necesita, visite y múdese.',
    );
    // Pages without a head of their own (favourites, the alert links) take the Spanish default.
    for (const pathname of ['/es/favourites/', '/es/alerts/confirm/', '/es/alerts/unsubscribe/'])
      expect([pathname, (await page(pathname)).description]).toEqual([pathname, (await page('/es/')).description]);
  });

  it('keeps staff pages English: an /es/ staff path leads to the Spanish home', async () => {
    const response = await app.fetch(new Request('http://evil.example/es/admins/login/'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/es/');
    const bare = await app.fetch(new Request('http://evil.example/es'));
    expect(bare.headers.get('location')).toBe('/es/');
    const noSlash = await app.fetch(new Request('http://evil.example/es/search?roomTypes=twoBed'));
    expect(noSlash.headers.get('location')).toBe('/es/search/?roomTypes=twoBed');
  });
});

// Public pages are rendered on the server (web/src/entry-server.tsx): their records travel with the HTML, each
// request reads them in a Relay environment of its own, and anonymous pages are cached per catalog version.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedInventory } from './fixtures.js';
import { storeDemoPictures, testApp, type TestApp } from './harness.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Generic title</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-test.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript
      >This site needs JavaScript.</noscript
    >
  </body>
</html>
`;

let app: TestApp;
/** The client build the pages are composed with (its index.html and manifest). */
let webDist: string;
let ids: Awaited<ReturnType<typeof seedInventory>>;

beforeAll(async () => {
  // The server entry as `npm run build` makes it: the shared build, made once and reused while its inputs are
  // unchanged (scripts/build.mjs). The test reads it and writes only into its own folder below.
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], {
    cwd: repoRoot,
    stdio: 'pipe',
  });
  if (build.status !== 0) throw new Error(`npm run build failed: ${build.stdout.toString()}${build.stderr.toString()}`);
  webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  // The client build's manifest, as Vite writes it: the search page's chunk and a chunk it imports have stylesheets.
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(
    path.join(webDist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-test.js', isEntry: true, css: ['assets/index-test.css'] },
      'src/routes/search/SearchPage.tsx': {
        file: 'assets/SearchPage-test.js',
        imports: ['index.html', '_Card-test.js'],
        css: ['assets/search-test.css'],
      },
      '_Card-test.js': { file: 'assets/Card-test.js', imports: ['index.html'], css: ['assets/card-test.css'] },
      // A staff page: its own stylesheet and the one every staff page shares.
      'src/routes/leads/LeadsPage.tsx': {
        file: 'assets/LeadsPage-test.js',
        imports: ['index.html', '_StaffLinks-test.js'],
        css: ['assets/leads-test.css'],
      },
      '_StaffLinks-test.js': {
        file: 'assets/StaffLinks-test.js',
        imports: ['index.html'],
        css: ['assets/staff-test.css'],
      },
    }),
  );
  app = await testApp({ webDist, env: { PUBLIC_URL: 'https://satx-locators.example' } });
  await storeDemoPictures(app);
  ids = await seedInventory(app.db.prisma);
}, 300_000);
afterAll(() => app.close());

const get = async (pathname: string, headers: Record<string, string> = {}): Promise<Response> =>
  app.fetch(new Request(`http://localhost${pathname}`, { headers }));

/** The page's text as a reader sees it: React separates neighbouring text nodes with empty comments. */
const text = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '');

/** What a not-found page shows: its title, its heading, and whether it links back to search. */
function notFoundPage(html: string) {
  const root = html.slice(html.indexOf('<div id="root">'));
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    heading: /<h1>([^<]*)<\/h1>/.exec(root)?.[1],
    backToSearch: /<a [^>]*href="\/search\/"[^>]*>Search every apartment<\/a>/.test(root),
  };
}

/** The records the page hands the browser for hydration. */
function serverData(html: string): { records: Record<string, Record<string, unknown>>; viewportWidth: number } {
  const json = html.match(/<script type="application\/json" id="server-data">([^<]*)<\/script>/)?.[1];
  if (!json) throw new Error('no server data element');
  return JSON.parse(json) as { records: Record<string, Record<string, unknown>>; viewportWidth: number };
}

describe('server-rendered pages', () => {
  it('renders the apartment page with its floorplans and prices, and hands its records over', async () => {
    const response = await get(`/apartment/${ids.oak.id}/filteredFloorplans/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('NS-1');
    expect(root).toContain('$800');
    expect(root).toContain('$1,500');
    // Readable without JavaScript: the note asking for it is gone, and no inline script came with the page.
    expect(html).not.toContain('This site needs JavaScript');
    expect(html.match(/<script>/g)).toBeNull();
    const names = Object.values(serverData(html).records).map((record) => record.displayName);
    expect(names).toContain('NS-1');
  });

  it('never puts one request’s records in another’s page (two apartments at once)', async () => {
    const [oak, pearl] = await Promise.all([
      get(`/apartment/${ids.oak.id}/filteredFloorplans/`).then((r) => r.text()),
      get(`/apartment/${ids.pearl.id}/filteredFloorplans/`).then((r) => r.text()),
    ]);
    // Apartments show their codes (docs/product.md section 2): NS-1 is Oak Flats, DT-7 Pearl Lofts.
    expect(oak).toContain('NS-1');
    expect(oak).not.toContain('DT-7');
    expect(pearl).toContain('DT-7');
    expect(pearl).not.toContain('NS-1');
    const oakNames = Object.values(serverData(oak).records).map((record) => record.displayName);
    const pearlNames = Object.values(serverData(pearl).records).map((record) => record.displayName);
    expect(oakNames.filter(Boolean)).toEqual(['NS-1']);
    expect(pearlNames.filter(Boolean)).toEqual(['DT-7']);
  });

  it('shows a search whose address has an unusable filter without it, saying what was wrong', async () => {
    const price = await text(await get('/search/?maxPrice=-5&roomTypes=twoBed'));
    expect(price).toContain('The maximum price in the address is not a number of 0 or more.');
    expect(price).toContain('The search is shown without it.');
    expect(price).not.toContain('$0 - $0');
    expect(price).toContain('MC-22');
    const code = await text(await get(`/search/?code=${'A'.repeat(101)}`));
    expect(code).toContain('The apartment code in the address is longer than 100 characters.');
    expect(code).not.toContain('Failed to load apartments.');
    expect(code).toContain('MC-22');
  });

  it("preloads the first screen's largest image from the head", async () => {
    const html = await (await get('/search/?roomTypes=twoBed')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // The first card (Medical Park, MC-22: two-bedrooms sort by name) is the one marked high priority.
    expect(head).toContain(
      '<link rel="preload" as="image" href="/uploads/demo/building-1.svg" fetchpriority="high" />',
    );
    expect(head.match(/rel="preload" as="image"/g)).toHaveLength(1);
  });

  it('serves the apartment page with its first photo as the preloaded, high-priority picture and the rest lazy', async () => {
    // A building photo's key ends in a uuid: the last digit is the photo's position.
    const upload = '/uploads/photos/rc-5/0b6f6f3e-5a4c-4d55-9a41-1f2f3e4d5c6';
    await app.db.prisma.photo.createMany({
      data: [0, 1].map((position) => ({
        apartmentId: ids.ranch.id,
        url: `${upload}${position}.jpg`,
        alt: `Ranch view ${position}`,
        position,
      })),
    });
    const html = await (await get(`/apartment/${ids.ranch.id}/filteredFloorplans/`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="preload" as="image" href="${upload}0.jpg" fetchpriority="high" type="image/webp" imagesrcset="${upload}0.w100.webp 100w, ${upload}0.w400.webp 400w, ${upload}0.w960.webp 960w" imagesizes="(max-width: 700px) 100vw, 60vw" />`,
    );
    const images = html.match(/<img [^>]*>/g) ?? [];
    const main = images.find((tag) => tag.includes('alt="Ranch view 0"'));
    expect(main).toMatch(/ fetchpriority="high"/i);
    expect(main).toContain('loading="eager"');
    expect(main).toContain('width="960" height="720"');
    expect(images.find((tag) => tag.includes('alt="Ranch view 1"'))).toContain('loading="lazy"');
  });

  it("links the stylesheets of the page's own chunks from its head, each once", async () => {
    const html = await (await get('/search/?roomTypes=twoBed')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/search-test.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/card-test.css">');
    expect(head.match(/index-test\.css/g)).toHaveLength(1);
    const home = await (await get('/')).text();
    expect(home).toContain('<div id="root">');
    expect(home).not.toContain('search-test.css');
  });

  it('answers an unknown apartment with 404, noindex and a page that says so and leads back to search', async () => {
    for (const pathname of [
      '/apartment/no-such-apartment/filteredFloorplans/',
      '/apartment/00000000-0000-4000-8000-000000000000/floorplans/',
    ]) {
      const response = await get(pathname);
      expect([pathname, response.status]).toEqual([pathname, 404]);
      const html = await text(response);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect([pathname, notFoundPage(html)]).toEqual([
        pathname,
        { title: 'Apartment not found | SATX Apartment Locators', heading: 'Apartment not found', backToSearch: true },
      ]);
      expect(html).not.toContain('No floorplans available.');
      expect(html).not.toContain('No floorplan found for this apartment.');
    }
  });

  it('answers a floorplan the apartment does not have with 404 and a page back to search', async () => {
    const unknown = '00000000-0000-4000-8000-00000000f10a';
    for (const pathname of [
      `/apartment/${ids.oak.id}/${unknown}/`,
      `/apartment/${ids.oak.id}/floorplans/${unknown}/`,
    ]) {
      const response = await get(pathname);
      expect([pathname, response.status]).toEqual([pathname, 404]);
      const html = await text(response);
      expect([pathname, notFoundPage(html)]).toEqual([
        pathname,
        { title: 'Floorplan not found | SATX Apartment Locators', heading: 'Floorplan not found', backToSearch: true },
      ]);
    }
    // A floorplan it has is its page as always.
    const studio = await app.db.prisma.floorplan.findFirstOrThrow({
      where: { apartmentId: ids.oak.id, type: 'studio' },
    });
    for (const pathname of [
      `/apartment/${ids.oak.id}/${studio.id}/`,
      `/apartment/${ids.oak.id}/floorplans/${studio.id}/`,
    ]) {
      const response = await get(pathname);
      expect([pathname, response.status]).toEqual([pathname, 200]);
      expect(await text(response)).toContain('NS-1');
    }
  });

  it('renders the search filters as a GET form and the pages of results as links', async () => {
    const html = await text(await get('/search/?roomTypes=twoBed'));
    expect(html).toContain('<form class="filters-form" aria-label="Search filters" action="/search/" method="get">');
    // On a phone the filters fold behind a button that works without scripts and counts the active ones.
    expect(html).toContain('<details class="filters__fold"><summary class="filters__toggle">Filters');
    expect(html).toContain('1 active');
    expect(html).toContain('<input type="checkbox" name="roomTypes" checked="" value="twoBed"/>');
    for (const name of [
      'minPrice',
      'maxPrice',
      'minSqft',
      'maxSqft',
      'code',
      'locations',
      'maxAllInMonthly',
      'moveInBy',
      'pets',
      'amenities',
      'sort',
    ])
      expect(html).toContain(`name="${name}"`);
    expect(html).toContain('NS-1');
    expect(html).not.toContain('DT-7');
  });

  it('sizes the first page for the width the browser states (docs/product.md section 9)', async () => {
    // Five seeded apartments: one card per row and five rows at 390 px; two per row and two rows by default.
    const phone = await text(await get('/search/', { 'Sec-CH-Viewport-Width': '390' }));
    expect(serverData(phone).viewportWidth).toBe(390);
    expect(phone).toContain('Page 1 of 1');
    const unknown = await text(await get('/search/'));
    expect(serverData(unknown).viewportWidth).toBe(1024);
    expect(unknown).toContain('Page 1 of 2');
    expect(unknown).toContain('<a class="button button--ghost" href="?page=2">Next</a>');
  });

  it('caches anonymous pages per catalog version with an ETag, and answers 304 to a revalidation', async () => {
    const first = await get('/search/');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"\d+-[\w-]{22}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await get('/search/', { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    // A browser gets the kept page as it is kept, gzipped; a client that refuses gzip gets the same page as text.
    const zipped = await get('/search/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const plain = await get('/search/', { 'Accept-Encoding': 'gzip;q=0, identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(await plain.text());
    // A change to the catalog makes a new version: the old ETag no longer matches.
    await app.db.prisma.apartment.update({ where: { id: ids.pearl.id }, data: { name: 'Pearl Lofts II' } });
    const changed = await get('/search/', { 'If-None-Match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('keeps a cached page across catalog changes that leave what it shows alone', async () => {
    // Three-bedroom search: Ranch Commons only. Oak Flats has a studio and a two-bedroom.
    const search = '/search/?roomTypes=threeBed';
    const oakPage = `/apartment/${ids.oak.id}/filteredFloorplans/`;
    const first = { search: await get(search), oak: await get(oakPage) };
    const etags = { search: first.search.headers.get('etag')!, oak: first.oak.headers.get('etag')! };
    const revalidate = async (pathname: string, etag: string) =>
      (await get(pathname, { 'If-None-Match': etag })).status;
    const keptBefore = app.pageCacheStats().kept;

    // Medical Park is on neither page (nor in Oak Flats' area, which its deal meters compare with): both stay as
    // they were, and their ETags still match.
    await app.db.prisma.apartment.update({ where: { id: ids.medical.id }, data: { name: 'Medical Park West' } });
    expect(await revalidate(search, etags.search)).toBe(304);
    expect(await revalidate(oakPage, etags.oak)).toBe(304);
    expect(app.pageCacheStats().kept).toBeGreaterThan(keptBefore);

    // Oak Flats' studio gets cheaper: its page changes, the three-bedroom search does not.
    await app.db.prisma.floorplan.updateMany({
      where: { apartmentId: ids.oak.id, type: 'studio' },
      data: { minRentCents: 78_000 },
    });
    const oakAgain = await get(oakPage, { 'If-None-Match': etags.oak });
    expect(oakAgain.status).toBe(200);
    expect(await text(oakAgain)).toContain('$780');
    expect(await revalidate(search, etags.search)).toBe(304);

    // Oak Flats gets a three-bedroom floorplan: it now matches the search, which renders again and lists it.
    await app.db.prisma.floorplan.create({
      data: { apartmentId: ids.oak.id, type: 'threeBed', minRentCents: 200_000, maxRentCents: 220_000 },
    });
    const searchAgain = await get(search, { 'If-None-Match': etags.search });
    expect(searchAgain.status).toBe(200);
    expect(await text(searchAgain)).toContain('NS-1');
  });

  it('leaves staff pages to the browser', async () => {
    const html = await (await get('/admins/login/')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="server-data"');
  });

  it("links a staff page's own stylesheets from its shell, so a page opened directly is styled at once", async () => {
    const html = await (await get('/admins/leads/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-test.css">',
      '<link rel="stylesheet" crossorigin href="/assets/leads-test.css">',
      '<link rel="stylesheet" crossorigin href="/assets/staff-test.css">',
    ]);
    expect(html).toContain('<div id="root"></div>');
  });

  it('renders the guest card as a form a browser without JavaScript sends, asking once to confirm a quick card', async () => {
    /** The form on the page as the browser would post it: its hidden fields and a renter's answers. */
    const formOn = async (pathname: string) => {
      const response = await get(pathname);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await text(response);
      const form = /<form [^>]*>/.exec(html.slice(html.indexOf('<main')))?.[0];
      expect(form).toContain('action="/api/guest-card"');
      expect(form).toContain('method="post"');
      expect(html).not.toContain('Sending this form needs JavaScript');
      const hidden = Object.fromEntries(
        [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"\/>/g)].map((match) => [
          match[1],
          match[2],
        ]),
      );
      return { html, hidden };
    };
    const first = await formOn('/ConnectWithAnAgent/');
    expect(first.hidden.returnTo).toBe('/ConnectWithAnAgent/');
    // Every visitor gets a token of their own: the page is never kept.
    expect((await formOn('/ConnectWithAnAgent/')).hidden.formToken).not.toBe(first.hidden.formToken);
    const post = (hidden: Record<string, string>) =>
      app.fetch(
        new Request('http://localhost/api/guest-card', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
          body: new URLSearchParams({
            ...hidden,
            name: 'Nora Noscript',
            email: 'nora@example.com',
            preferredContact: 'email',
            budget: '1400',
            consent: 'true',
          }),
        }),
      );
    // Sent at once after the page was shown: back to the form, which asks to confirm.
    const quick = await post(first.hidden);
    expect(quick.status).toBe(303);
    const back = quick.headers.get('location')!;
    expect(back).toMatch(/^\/ConnectWithAnAgent\/\?cardError\.formToken=.*#guest-card-confirm$/);
    const again = await formOn(back.slice(0, back.indexOf('#')));
    expect(again.html).toContain('Please confirm you want to send this request.');
    expect(again.hidden.confirmed).toBe('true');
    const sent = await post(again.hidden);
    expect([sent.status, sent.headers.get('location')]).toEqual([303, '/thank-you/?sent=guest-card']);
    expect(await app.db.prisma.lead.count({ where: { email: 'nora@example.com' } })).toBe(1);
    const thanks = await text(await get('/thank-you/?sent=guest-card'));
    expect(thanks).toContain('Thanks! An agent will contact you within one business day.');
  });

  it('never renders words a link put in the form page’s address, only the messages of their codes', async () => {
    const words = 'Our office moved: wire the deposit to account 12345';
    const forged = await guestCardForm(
      `/ConnectWithAnAgent/?${new URLSearchParams({ 'cardError.form': words, 'cardError.name': words })}`,
    );
    expect(forged.html).not.toContain('wire the deposit');
    const coded = await guestCardForm('/ConnectWithAnAgent/?cardError.name=nameRequired');
    expect(coded.html).toContain('Please enter your name');
  });
});

/** The guest card form on a server-rendered page, as a browser without JavaScript would post it. */
async function guestCardForm(pathname: string) {
  const response = await get(pathname);
  const html = await text(response);
  const form = /<form [^>]*>/.exec(html.slice(html.indexOf('<main')))?.[0];
  expect(form).toContain('action="/api/guest-card"');
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"\/>/g)].map((match) => [match[1], match[2]]),
  );
  return { html, hidden };
}

const postGuestCard = (fields: Record<string, string>) =>
  app.fetch(
    new Request('http://localhost/api/guest-card', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams(fields),
    }),
  );

describe('the Spanish twins without JavaScript (docs/contract.md "Spanish pages")', () => {
  it('renders the Spanish apartment page with its floorplans and prices, and hands its records over', async () => {
    const response = await get(`/es/apartment/${ids.oak.id}/filteredFloorplans/`);
    expect(response.status).toBe(200);
    const html = await text(response);
    expect(html).toContain('<html lang="es">');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('NS-1');
    // The two-bedroom's rent (the studio's is changed by the cache test above).
    expect(root).toContain('$1,500');
    expect(root).toContain('Preguntar por este apartamento');
    expect(root).toContain('2 recámaras');
    expect(root).not.toContain('Ask about this apartment');
    // Its links stay Spanish.
    expect(root).toContain('href="/es/search/"');
    expect(html.match(/<script>/g)).toBeNull();
    expect(Object.values(serverData(html).records).map((record) => record.displayName)).toContain('NS-1');
  });

  it('renders the Spanish deals with their specials', async () => {
    const response = await get('/es/blockBusterDeals/');
    expect(response.status).toBe(200);
    const html = await text(response);
    expect(html).toContain('<html lang="es">');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(root)?.[1]).toBe('Ofertas imperdibles');
    // Oak Flats (NS-1) and Ranch Commons (an 'xxx-' code: shown by name) run specials; Pearl Lofts (DT-7) runs none.
    expect(root).toContain('NS-1');
    expect(root).toContain('Ranch Commons');
    expect(root).not.toContain('DT-7');
  });

  it('answers an unknown apartment on a Spanish path with 404, a Spanish heading and the way back to the Spanish search', async () => {
    const response = await get('/es/apartment/no-such-apartment/filteredFloorplans/');
    expect(response.status).toBe(404);
    const html = await text(response);
    const page = html.slice(html.indexOf('<div id="root">'));
    expect(/<h1>([^<]*)<\/h1>/.exec(page)?.[1]).toBe('No encontramos el apartamento');
    expect(page).toMatch(/<a [^>]*href="\/es\/search\/"[^>]*>Buscar en todos los apartamentos<\/a>/);
  });

  it('takes the Spanish guest card back to the Spanish form with Spanish field messages, then on to the Spanish thank-you page', async () => {
    const first = await guestCardForm('/es/ConnectWithAnAgent/');
    expect([first.hidden.returnTo, first.hidden.preferredLanguage]).toEqual(['/es/ConnectWithAnAgent/', 'es']);
    const renter = {
      name: 'Rosa Sinscript',
      email: 'rosa-noscript@example.com',
      preferredContact: 'email',
      consent: 'true',
    };

    // A card without a name: back to the Spanish form, the field's message in Spanish.
    const refused = await postGuestCard({ ...first.hidden, ...renter, name: '' });
    expect(refused.status).toBe(303);
    const back = refused.headers.get('location')!;
    expect(back).toMatch(/^\/es\/ConnectWithAnAgent\/\?.*#guest-card$/);
    const again = await guestCardForm(back.slice(0, back.indexOf('#')));
    expect(again.html).toContain('<html lang="es">');
    expect(again.html).toContain('Escriba su nombre');
    expect(again.html).not.toContain('Please enter your name');

    // Sent at once after the page was shown: asked once, in Spanish, to confirm.
    const quick = await postGuestCard({ ...again.hidden, ...renter });
    const confirmAt = quick.headers.get('location')!;
    expect(confirmAt).toMatch(/^\/es\/ConnectWithAnAgent\/\?cardError\.formToken=.*#guest-card-confirm$/);
    const confirm = await guestCardForm(confirmAt.slice(0, confirmAt.indexOf('#')));
    expect(confirm.html).toContain('Confirme que desea enviar esta solicitud.');
    expect(confirm.hidden.confirmed).toBe('true');

    const sent = await postGuestCard({ ...confirm.hidden, ...renter });
    expect([sent.status, sent.headers.get('location')]).toEqual([303, '/es/thank-you/?sent=guest-card']);
    const lead = await app.db.prisma.lead.findFirstOrThrow({ where: { email: 'rosa-noscript@example.com' } });
    expect(lead.preferredLanguage).toBe('ES');
    const thanks = await text(await get('/es/thank-you/?sent=guest-card'));
    expect(thanks).toContain('<html lang="es">');
    expect(thanks).toContain('¡Gracias! Un agente se comunicará con usted en un día hábil.');
  });
});

describe('a page whose data the API fails to give', () => {
  let failing: TestApp;
  let oakId: string;
  beforeAll(async () => {
    // The API answers none of the web app's operations (as after a deploy that does not know them): every query
    // the server rendering sends fails.
    failing = await testApp({ webDist, persisted: new Map() });
    oakId = (await seedInventory(failing.db.prisma)).oak.id;
  }, 60_000);
  afterAll(() => failing?.close());

  it('answers 503 with a page that says so and offers a retry, never the empty state, and keeps nothing', async () => {
    for (const [pathname, heading] of [
      [`/apartment/${oakId}/filteredFloorplans/`, 'Failed to load floorplans'],
      [`/apartment/${oakId}/floorplans/`, 'Failed to load floorplans'],
      ['/search/', 'Failed to load apartments.'],
    ]) {
      for (const attempt of ['first', 'second']) {
        const response = await failing.fetch(new Request(`http://localhost${pathname}`));
        expect([pathname, attempt, response.status]).toEqual([pathname, attempt, 503]);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const html = await text(response);
        const root = html.slice(html.indexOf('<div id="root">'));
        expect([pathname, /<h1>([^<]*)<\/h1>/.exec(root)?.[1]]).toEqual([pathname, heading]);
        // The retry loads the very page again.
        expect(root).toContain(`<a class="button button--primary" href="${pathname}">Try again</a>`);
        // The page's request id, for a renter to quote to support (docs/operations.md, Request ids).
        expect(root).toMatch(
          new RegExp(`Reference for support:(<!-- -->)? <code>${response.headers.get('x-request-id')}</code>`),
        );
        expect(root).not.toContain('No floorplans available.');
        expect(root).not.toContain('No floorplan found for this apartment.');
        // No records: the browser renders the page afresh and asks the API again.
        expect(html).not.toContain('id="server-data"');
      }
    }
  });
});

describe('a page rendered with the read cache off', () => {
  let uncached: TestApp;
  beforeAll(async () => {
    // As every page is after a catalog change empties the cache: rendered for this request alone.
    uncached = await testApp({ webDist, env: { READ_CACHE: 'false' } });
    await seedInventory(uncached.db.prisma);
  }, 60_000);
  afterAll(() => uncached?.close());

  it('goes out gzipped to a browser that takes gzip and as the same text to a client that refuses it', async () => {
    const fetchPage = (encoding: string) =>
      uncached.fetch(new Request('http://localhost/search/', { headers: { 'Accept-Encoding': encoding } }));
    const zipped = await fetchPage('gzip, deflate, br');
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(zipped.headers.get('vary')).toBe('Sec-CH-Viewport-Width, Accept-Encoding');
    expect(zipped.headers.get('etag')).toBeNull();
    const plain = await fetchPage('gzip;q=0, identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const page = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
    // The fixtures' apartment in Downtown/Pearl/Southtown, listed by its code.
    expect(page).toContain('>DT-7</a>');
    expect(page).toBe(await plain.text());
  });
});

// "Find address" in the listing editor (docs/contract.md "Where an apartment is"): the server asks the operator's own
// geocoder (GEOCODER_URL), here a local fake that answers as Nominatim and as Pelias do, fails, stalls and talks
// nonsense. Admins only; places outside the San Antonio metro area are left out; a failing geocoder is a message.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { TestApp } from './harness.js';
import { adminSession, agentSession, appWithSecret } from './sessions.js';

const GEOCODE = `query($street: String!, $city: String!, $zip: String) {
  geocodeAddress(street: $street, city: $city, state: "TX", zip: $zip) { label latitude longitude }
}`;
const CONFIGURED = `{ geocoderConfigured }`;
const PEARL = { street: '303 Pearl Pkwy', city: 'San Antonio', zip: '78215' };

// Nominatim's /search?format=jsonv2 answer: the Pearl, and a namesake in Dallas (outside the metro area).
const NOMINATIM = [
  { place_id: 1, lat: '29.4424', lon: '-98.4805', display_name: '303, Pearl Parkway, San Antonio, Texas, 78215' },
  { place_id: 2, lat: '32.7800', lon: '-96.8000', display_name: 'Pearl Street, Dallas, Texas' },
];
// Pelias's /v1/search answer: GeoJSON, [longitude, latitude].
const PELIAS = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-98.4772, 29.6386] },
      properties: { label: '100 Stone Oak Pkwy, San Antonio, TX, USA' },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-95.37, 29.76] },
      properties: { label: '100 Main St, Houston, TX, USA' },
    },
  ],
};

let fake: http.Server;
let base: string;
const asked: URL[] = [];
let app: TestApp;
let admin: string;

/** The fake's behaviour is chosen by the path GEOCODER_URL names. */
function serve(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = new URL(request.url ?? '/', base);
  asked.push(url);
  const send = (status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  };
  if (url.pathname === '/nominatim/search') return send(200, JSON.stringify(NOMINATIM));
  if (url.pathname === '/pelias/v1/search') return send(200, JSON.stringify(PELIAS));
  if (url.pathname === '/broken/search') return send(500, '{"error":"boom"}');
  if (url.pathname === '/garbage/search') return send(200, '<html>not json</html>');
  if (url.pathname === '/odd/search') return send(200, JSON.stringify({ results: [{ x: 1 }] }));
  if (url.pathname === '/huge/search') return send(200, `[${'"x",'.repeat(400_000)}"x"]`);
  // Slow: headers at once, the body long after the server has stopped waiting.
  if (url.pathname === '/slow/search') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('[');
    const timer = setTimeout(() => response.end(']'), 8_000);
    response.on('close', () => clearTimeout(timer));
    return;
  }
  send(404, '{}');
}

/** The app's config pointed at one of the fake's endpoints, as GEOCODER_URL would. */
function useGeocoder(path: string | undefined) {
  app.config.geocoderUrl = path === undefined ? undefined : `${base}${path}`;
}

beforeAll(async () => {
  fake = http.createServer(serve);
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  app = await appWithSecret();
  ({ token: admin } = await adminSession(app));
});

afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
  await app.close();
});

describe('GEOCODER_URL', () => {
  it('is optional and must be an http(s) URL', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).geocoderUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', GEOCODER_URL: 'https://geo.example/search' }).geocoderUrl).toBe(
      'https://geo.example/search',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', GEOCODER_URL: 'ftp://geo.example/search' })).toThrow(
      'GEOCODER_URL: must be an http(s) URL, e.g. https://nominatim.example.com/search',
    );
  });
});

describe('geocodeAddress', () => {
  it('is for admins only', async () => {
    useGeocoder('/nominatim/search');
    const { token: agent } = await agentSession(app);
    for (const token of [undefined, agent]) {
      const result = await app.gql(GEOCODE, PEARL, token);
      expect(result.data?.geocodeAddress ?? null).toBeNull();
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(result.errors?.[0]?.extensions?.code);
    }
    expect((await app.gql(CONFIGURED, {}, agent)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('without GEOCODER_URL says so, and the editor is told there is none', async () => {
    useGeocoder(undefined);
    expect((await app.gql(CONFIGURED, {}, admin)).data).toEqual({ geocoderConfigured: false });
    const result = await app.gql(GEOCODE, PEARL, admin);
    expect(result.status).toBe(200);
    expect(result.errors?.[0]?.message).toBe('No geocoder is configured (GEOCODER_URL). Place the pin by hand.');
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
  });

  it("reads Nominatim's answer, asks within the metro box, and leaves out places outside it", async () => {
    useGeocoder('/nominatim/search');
    expect((await app.gql(CONFIGURED, {}, admin)).data).toEqual({ geocoderConfigured: true });
    asked.length = 0;
    const result = await app.gql(GEOCODE, PEARL, admin);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      geocodeAddress: [
        { label: '303, Pearl Parkway, San Antonio, Texas, 78215', latitude: 29.4424, longitude: -98.4805 },
      ],
    });
    expect(asked).toHaveLength(1);
    expect(asked[0].searchParams.get('q')).toBe('303 Pearl Pkwy, San Antonio, TX 78215');
    expect(asked[0].searchParams.get('format')).toBe('jsonv2');
    expect(asked[0].searchParams.get('viewbox')).toBe('-99.61,30.15,-97.6,28.6');
  });

  it("reads Pelias's GeoJSON answer at /v1/search", async () => {
    useGeocoder('/pelias/v1/search');
    asked.length = 0;
    const result = await app.gql(GEOCODE, { street: '100 Stone Oak Pkwy', city: 'San Antonio' }, admin);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      geocodeAddress: [{ label: '100 Stone Oak Pkwy, San Antonio, TX, USA', latitude: 29.6386, longitude: -98.4772 }],
    });
    expect(asked[0].searchParams.get('text')).toBe('100 Stone Oak Pkwy, San Antonio, TX');
    expect(asked[0].searchParams.get('boundary.rect.min_lon')).toBe('-99.61');
  });

  it('refuses an address it cannot look up, naming the field', async () => {
    useGeocoder('/nominatim/search');
    const result = await app.gql(GEOCODE, { street: ' ', city: 'San Antonio', zip: '782' }, admin);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.errors).toEqual({
      street: 'Street is required to find an address',
      zip: 'ZIP must be five digits',
    });
  });

  it.each([
    ['/broken/search', 'The geocoder answered with an error (HTTP 500). Place the pin by hand, or try again later.'],
    [
      '/garbage/search',
      "The geocoder's answer was not a Nominatim or Pelias search result. Place the pin by hand, or try again later.",
    ],
    [
      '/odd/search',
      "The geocoder's answer was not a Nominatim or Pelias search result. Place the pin by hand, or try again later.",
    ],
    ['/huge/search', "The geocoder's answer was larger than 1 MB. Place the pin by hand, or try again later."],
  ])('a geocoder at %s is a clear message, not a server error', async (path, message) => {
    useGeocoder(path);
    const result = await app.gql(GEOCODE, PEARL, admin);
    expect(result.status).toBe(200);
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
  });

  it('a geocoder that cannot be reached is a clear message', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    app.config.geocoderUrl = `http://127.0.0.1:${port}/search`;
    const result = await app.gql(GEOCODE, PEARL, admin);
    expect(result.errors?.[0]?.message).toBe(
      'The geocoder could not be reached. Place the pin by hand, or try again later.',
    );
  });

  it('gives up on a slow geocoder after 5 seconds', { timeout: 15_000 }, async () => {
    useGeocoder('/slow/search');
    const started = performance.now();
    const result = await app.gql(GEOCODE, PEARL, admin);
    const waited = performance.now() - started;
    expect(result.errors?.[0]?.message).toBe(
      'The geocoder did not answer within 5 seconds. Place the pin by hand, or try again later.',
    );
    expect(waited).toBeGreaterThanOrEqual(4_900);
    expect(waited).toBeLessThan(7_500);
  });
});

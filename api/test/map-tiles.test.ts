// docs/contract.md, One origin, these paths: the map's basemap comes from this server. A PMTiles archive written at
// test time is read back through the tile route by the pmtiles library the browser's map uses, with range requests.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PMTiles, type RangeResponse, type Source } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { offlineBasemapGeoJson } from '../src/http/map.js';
import { testApp, type TestApp } from './harness.js';
import { writePmtilesArchive, type ArchiveTile } from './pmtiles-archive.js';

const TILES = '/tiles/basemap.pmtiles';
let app: TestApp;
let noTiles: TestApp;
let archive: string;
let tiles: ArchiveTile[];

const get = (target: TestApp, url: string, headers: Record<string, string> = {}, method = 'GET') =>
  target.fetch(new Request(`http://app.test${url}`, { method, headers }));

/** What the browser's map does: the pmtiles library fetching byte ranges, here through the app in process. */
class AppSource implements Source {
  getKey = () => TILES;
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const response = await get(app, TILES, { Range: `bytes=${offset}-${offset + length - 1}` });
    expect(response.status).toBe(206);
    return { data: await response.arrayBuffer(), etag: response.headers.get('etag') ?? undefined };
  }
}

beforeAll(async () => {
  archive = path.join(mkdtempSync(path.join(tmpdir(), 'apt-tiles-')), 'sa.pmtiles');
  tiles = writePmtilesArchive(archive, JSON.parse(await offlineBasemapGeoJson()), 'counties', 3);
  [app, noTiles] = await Promise.all([testApp({ env: { MAP_TILES: archive } }), testApp()]);
});
afterAll(async () => {
  await Promise.all([app.close(), noTiles.close()]);
});

describe('the basemap archive (MAP_TILES as a path)', () => {
  it('hands the map library every tile as written', async () => {
    const reader = new PMTiles(new AppSource());
    const header = await reader.getHeader();
    expect(header.specVersion).toBe(3);
    expect(header.maxZoom).toBe(3);
    // The San Antonio counties lie in one tile per zoom: 0/0/0, 1/0/0, 2/0/1, 3/1/3.
    expect(tiles.map((tile) => `${tile.z}/${tile.x}/${tile.y}`)).toEqual(['0/0/0', '1/0/0', '2/0/1', '3/1/3']);
    for (const tile of tiles) {
      const read = await reader.getZxy(tile.z, tile.x, tile.y);
      expect(new Uint8Array(read!.data)).toEqual(tile.data);
    }
    expect(await reader.getZxy(3, 7, 7)).toBeUndefined();
    expect(await reader.getMetadata()).toEqual({ vector_layers: [{ id: 'counties', fields: {} }] });
  });

  it('answers a range with 206, its Content-Range and validators', async () => {
    const response = await get(app, TILES, { Range: 'bytes=0-6' });
    expect(response.status).toBe(206);
    expect(await response.text()).toBe('PMTiles');
    expect(response.headers.get('content-range')).toMatch(/^bytes 0-6\/\d+$/);
    expect(response.headers.get('content-length')).toBe('7');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('application/vnd.pmtiles');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers.get('last-modified')).toBeTruthy();
  });

  it('answers the last bytes of a suffix range and the whole file without a range', async () => {
    const whole = await get(app, TILES);
    expect(whole.status).toBe(200);
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(whole.headers.get('content-length')).toBe(String(bytes.length));
    const suffix = await get(app, TILES, { Range: 'bytes=-5' });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe(`bytes ${bytes.length - 5}-${bytes.length - 1}/${bytes.length}`);
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(bytes.slice(-5));
    // An end past the file is cut to the file.
    const open = await get(app, TILES, { Range: `bytes=${bytes.length - 2}-${bytes.length + 100}` });
    expect(open.headers.get('content-range')).toBe(`bytes ${bytes.length - 2}-${bytes.length - 1}/${bytes.length}`);
  });

  it('answers 416 for a range past the end, naming the size', async () => {
    const size = Number((await get(app, TILES, {}, 'HEAD')).headers.get('content-length'));
    const response = await get(app, TILES, { Range: `bytes=${size}-${size + 10}` });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('answers 304 to a revalidation and the whole new file when If-Range names another version', async () => {
    const etag = (await get(app, TILES, {}, 'HEAD')).headers.get('etag')!;
    expect((await get(app, TILES, { 'If-None-Match': etag })).status).toBe(304);
    const stale = await get(app, TILES, { Range: 'bytes=0-6', 'If-Range': '"old"' });
    expect(stale.status).toBe(200);
    const fresh = await get(app, TILES, { Range: 'bytes=0-6', 'If-Range': etag });
    expect(fresh.status).toBe(206);
  });

  it('points the map style at the archive on this origin, with OpenStreetMap attribution', async () => {
    const style = await (await get(app, '/map/style.json')).json();
    expect(style.sources.basemap.type).toBe('vector');
    expect(style.sources.basemap.url).toBe('pmtiles:///tiles/basemap.pmtiles');
    expect(style.sources.basemap.attribution).toContain('OpenStreetMap');
    // The archive's header says how close it goes: the browser reads it there (web/src/components/map/mapStyle.ts).
    expect(style.metadata).toBeUndefined();
    // No layer draws text: the map loads no glyph files from anywhere.
    expect(style.layers.some((layer: { type: string }) => layer.type === 'symbol')).toBe(false);
    expect(style.glyphs).toBeUndefined();
  });
});

describe('without MAP_TILES', () => {
  it('has no archive and styles the offline county basemap', async () => {
    expect((await get(noTiles, TILES, { Range: 'bytes=0-6' })).status).toBe(404);
    const style = await (await get(noTiles, '/map/style.json')).json();
    expect(style.sources.basemap).toEqual({
      type: 'geojson',
      data: '/map/basemap.geojson',
      attribution: 'County outlines: US Census Bureau',
    });
  });

  it('stops the map at zoom 14 and, past zoom 10 where the outlines leave a screen empty, draws a 1 km grid', async () => {
    const style = await (await get(noTiles, '/map/style.json')).json();
    expect(style.metadata).toEqual({ 'satx:maxzoom': 14, 'satx:detailzoom': 10 });
    const grid = style.layers.find((layer: { id: string }) => layer.id === 'grid');
    expect(grid).toMatchObject({ type: 'line', source: 'grid', minzoom: 10 });
    const lines: { geometry: { coordinates: [number, number][] } }[] = style.sources.grid.data.features;
    // Downtown San Antonio lies between two north-south lines 0.01 degree apart, and so do the county seats.
    const meridians = lines
      .map((line) => line.geometry.coordinates)
      .filter(([a, b]) => a[0] === b[0])
      .map(([a]) => a[0]);
    expect(meridians).toContain(-98.49);
    expect(meridians).toContain(-98.5);
    expect(Math.min(...meridians)).toBeLessThanOrEqual(-99.6);
    expect(Math.max(...meridians)).toBeGreaterThanOrEqual(-97.64);
  });

  it('serves the eight metro counties, Bexar marked', async () => {
    const response = await get(noTiles, '/map/basemap.geojson');
    expect(response.headers.get('content-type')).toBe('application/geo+json');
    const basemap = await response.json();
    const names = basemap.features.map((county: { properties: { name: string } }) => county.properties.name).sort();
    expect(names).toEqual(['Atascosa', 'Bandera', 'Bexar', 'Comal', 'Guadalupe', 'Kendall', 'Medina', 'Wilson']);
    const bexar = basemap.features.find((county: { properties: { bexar: boolean } }) => county.properties.bexar);
    expect(bexar.properties.name).toBe('Bexar');
  });
});

describe('MAP_TILES', () => {
  it('takes an https URL for the browser to read', () => {
    const config = loadConfig({ MAP_TILES: 'https://tiles.example/sa.pmtiles' });
    expect(config.mapTiles).toEqual({ kind: 'url', url: 'https://tiles.example/sa.pmtiles' });
  });

  it('refuses a missing file, a file that is no archive and another scheme, naming the variable', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'apt-tiles-bad-'));
    const text = path.join(dir, 'notes.txt');
    writeFileSync(text, 'not tiles');
    expect(() => loadConfig({ MAP_TILES: path.join(dir, 'missing.pmtiles') })).toThrow(ConfigError);
    expect(() => loadConfig({ MAP_TILES: path.join(dir, 'missing.pmtiles') })).toThrow(/MAP_TILES: no readable file/);
    expect(() => loadConfig({ MAP_TILES: text })).toThrow(/MAP_TILES: .* is not a PMTiles archive/);
    expect(() => loadConfig({ MAP_TILES: 'ftp://tiles.example/sa.pmtiles' })).toThrow(
      /MAP_TILES: must be an http\(s\) URL/,
    );
  });
});

import { render, screen } from '@testing-library/react';
import type { StyleSpecification } from 'maplibre-gl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PinPicker } from '.';
import { basemapZooms, resolveStyle, usesPmtiles } from './mapStyle';

describe("the server's map style in the browser", () => {
  const style = (sources: StyleSpecification['sources']): StyleSpecification => ({ version: 8, sources, layers: [] });

  it('reads a relative archive, a remote archive and the offline outlines from absolute addresses', () => {
    const resolved = resolveStyle(
      style({
        own: { type: 'vector', url: 'pmtiles:///tiles/basemap.pmtiles' },
        remote: { type: 'vector', url: 'pmtiles://https://tiles.example/sa.pmtiles' },
        outlines: { type: 'geojson', data: '/map/basemap.geojson' },
      }),
      'http://192.168.1.5:4000',
    );
    expect(resolved.sources).toEqual({
      own: { type: 'vector', url: 'pmtiles://http://192.168.1.5:4000/tiles/basemap.pmtiles' },
      remote: { type: 'vector', url: 'pmtiles://https://tiles.example/sa.pmtiles' },
      outlines: { type: 'geojson', data: 'http://192.168.1.5:4000/map/basemap.geojson' },
    });
    expect(usesPmtiles(resolved)).toBe(true);
    expect(usesPmtiles(style({ outlines: { type: 'geojson', data: '/map/basemap.geojson' } }))).toBe(false);
  });
});

describe('how close the map may zoom', () => {
  const noArchive = () => Promise.reject(new Error('no archive to read'));

  it("stops the offline basemap where the server's style says, and knows where its detail ends", async () => {
    const offline: StyleSpecification = {
      version: 8,
      metadata: { 'satx:maxzoom': 14, 'satx:detailzoom': 10 },
      sources: { basemap: { type: 'geojson', data: '/map/basemap.geojson' } },
      layers: [],
    };
    expect(await basemapZooms(offline, noArchive)).toEqual({ maxZoom: 14, detailZoom: 10 });
  });

  it("stops a PMTiles basemap at its archive's maximum zoom, read from its header", async () => {
    const read: string[] = [];
    const archive: StyleSpecification = {
      version: 8,
      sources: { basemap: { type: 'vector', url: 'pmtiles://http://192.168.1.5:4000/tiles/basemap.pmtiles' } },
      layers: [],
    };
    const zooms = await basemapZooms(archive, (url) => {
      read.push(url);
      return Promise.resolve(15);
    });
    expect(zooms).toEqual({ maxZoom: 15, detailZoom: 15 });
    expect(read).toEqual(['http://192.168.1.5:4000/tiles/basemap.pmtiles']);
  });
});

describe('PinPicker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says so when the map cannot load, inside its labelled region', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response('{}', { status: 503 }));
    });
    render(<PinPicker value={null} onChange={() => undefined} label="Drag the pin to the building" />);
    // The map's chunk is large: the first import takes a while.
    const region = await screen.findByRole('region', { name: 'Drag the pin to the building' }, { timeout: 20_000 });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The map could not load. Reload the page to try again.',
    );
    expect(region.contains(screen.getByRole('alert'))).toBe(true);
    expect(fetched).toEqual(['/map/style.json']);
  }, 20_000); // the map library is imported on first use: slow on a busy machine
});

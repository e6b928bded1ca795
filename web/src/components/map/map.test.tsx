import { render, screen } from '@testing-library/react';
import type { StyleSpecification } from 'maplibre-gl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PinPicker } from '.';
import { resolveStyle, usesPmtiles } from './mapStyle';

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

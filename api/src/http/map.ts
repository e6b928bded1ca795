// The map's basemap, from this origin only (docs/contract.md, One origin, these paths): the style the browser's map
// loads, the PMTiles archive of MAP_TILES served with range requests, and, without MAP_TILES, an offline basemap of
// the San Antonio metro area's county outlines built from the US Census data shipped in the us-atlas package.
import { layers, namedFlavor } from '@protomaps/basemaps';
import type { Feature, FeatureCollection, LineString, MultiPolygon, Polygon } from 'geojson';
import { Hono } from 'hono';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MapTiles } from '../config.js';
import type { AppEnv } from '../context.js';
import { MAP_STYLE_ZOOM_METADATA } from '../domain/map-style.js';
import { serveFileRanges } from './file-ranges.js';

export const BASEMAP_TILES_PATH = '/tiles/basemap.pmtiles';
export const MAP_STYLE_PATH = '/map/style.json';
export const OFFLINE_BASEMAP_PATH = '/map/basemap.geojson';

/** The San Antonio-New Braunfels metro area's counties (US Census FIPS codes); Bexar is the city's own. */
export const METRO_COUNTIES: Readonly<Record<string, string>> = {
  '48029': 'Bexar',
  '48013': 'Atascosa',
  '48019': 'Bandera',
  '48091': 'Comal',
  '48187': 'Guadalupe',
  '48259': 'Kendall',
  '48325': 'Medina',
  '48493': 'Wilson',
};

// An hour: a new archive or style reaches renters the same day, and the ETag makes a revalidation cheap.
const CACHE_CONTROL = 'public, max-age=3600';

type CountyProperties = { name: string; bexar: boolean };

let offlineBasemap: Promise<string> | undefined;

/** The metro counties as GeoJSON polygons, read from us-atlas once per process, when a map first asks. */
export function offlineBasemapGeoJson(): Promise<string> {
  offlineBasemap ??= import('us-atlas/counties-10m.json', { with: { type: 'json' } }).then((module) =>
    metroCounties(module.default as unknown as Topology<{ counties: GeometryCollection }>),
  );
  return offlineBasemap;
}

function metroCounties(topology: Topology<{ counties: GeometryCollection }>): string {
  const counties = topology.objects.counties;
  const metro: GeometryCollection = {
    type: 'GeometryCollection',
    geometries: counties.geometries.filter((geometry) => String(geometry.id) in METRO_COUNTIES),
  };
  const collection = feature(topology, metro) as FeatureCollection<Polygon | MultiPolygon>;
  const result: FeatureCollection<Polygon | MultiPolygon, CountyProperties> = {
    type: 'FeatureCollection',
    features: collection.features.map((county) => ({
      type: 'Feature',
      id: Number(county.id),
      geometry: county.geometry,
      properties: { name: METRO_COUNTIES[String(county.id)], bexar: String(county.id) === '48029' },
    })),
  };
  return JSON.stringify(result);
}

/**
 * The offline basemap's zooms, which the browser reads from the style's metadata (a PMTiles archive says its own
 * maximum in its header, which the browser reads there). The county outlines are 1:10,000,000 data: past zoom 10 a
 * screen inside Bexar county may show no line at all, so from there a grid of lines about 1 km apart (0.01 degree)
 * keeps the map from going blank and the map says that its detail ends. It stops at zoom 14, where pins 200 to 500
 * m apart (docs/contract.md "Where an apartment is") stand apart.
 */
export const OFFLINE_BASEMAP_DETAIL_ZOOM = 10;
export const OFFLINE_BASEMAP_MAX_ZOOM = 14;

/** The box of the eight metro counties, in hundredths of a degree (the grid's step). */
const GRID_BOX = { west: -9961, south: 2861, east: -9763, north: 3014 };

function grid(): FeatureCollection<LineString> {
  const line = (coordinates: [number, number][]): Feature<LineString> => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'LineString', coordinates },
  });
  const { west, south, east, north } = GRID_BOX;
  const features: Feature<LineString>[] = [];
  for (let x = west; x <= east; x += 1)
    features.push(
      line([
        [x / 100, south / 100],
        [x / 100, north / 100],
      ]),
    );
  for (let y = south; y <= north; y += 1)
    features.push(
      line([
        [west / 100, y / 100],
        [east / 100, y / 100],
      ]),
    );
  return { type: 'FeatureCollection', features };
}

const OSM_ATTRIBUTION =
  '<a href="https://openstreetmap.org/copyright">© OpenStreetMap contributors</a>, <a href="https://protomaps.com">Protomaps</a>';
const CENSUS_ATTRIBUTION = 'County outlines: US Census Bureau';

/**
 * The MapLibre style. Its source addresses are relative to this origin (the site may be opened on another host than
 * PUBLIC_URL); the browser resolves them. No layer draws text, so the map needs no glyph files: area names are
 * HTML markers (web/src/components/map/).
 */
export function mapStyle(tiles: MapTiles | undefined) {
  if (tiles) {
    const url = tiles.kind === 'file' ? BASEMAP_TILES_PATH : tiles.url;
    return {
      version: 8,
      sources: { basemap: { type: 'vector', url: `pmtiles://${url}`, attribution: OSM_ATTRIBUTION } },
      layers: layers('basemap', namedFlavor('light')),
    };
  }
  return {
    version: 8,
    metadata: {
      [MAP_STYLE_ZOOM_METADATA.maxZoom]: OFFLINE_BASEMAP_MAX_ZOOM,
      [MAP_STYLE_ZOOM_METADATA.detailZoom]: OFFLINE_BASEMAP_DETAIL_ZOOM,
    },
    sources: {
      basemap: { type: 'geojson', data: OFFLINE_BASEMAP_PATH, attribution: CENSUS_ATTRIBUTION },
      grid: { type: 'geojson', data: grid() },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#eef1f4' } },
      {
        id: 'counties',
        type: 'fill',
        source: 'basemap',
        paint: { 'fill-color': ['case', ['get', 'bexar'], '#ffffff', '#f7f8fa'] },
      },
      {
        id: 'grid',
        type: 'line',
        source: 'grid',
        minzoom: OFFLINE_BASEMAP_DETAIL_ZOOM,
        paint: {
          'line-color': '#c3ccd5',
          'line-width': 1,
          'line-opacity': [
            'interpolate',
            ['linear'],
            ['zoom'],
            OFFLINE_BASEMAP_DETAIL_ZOOM,
            0,
            OFFLINE_BASEMAP_DETAIL_ZOOM + 1,
            0.7,
          ],
        },
      },
      {
        id: 'county-lines',
        type: 'line',
        source: 'basemap',
        paint: { 'line-color': '#9aa5b1', 'line-width': ['case', ['get', 'bexar'], 2, 1] },
      },
    ],
  };
}

export function mapRoutes(tiles: MapTiles | undefined) {
  const app = new Hono<AppEnv>();
  const style = JSON.stringify(mapStyle(tiles));
  app.get(MAP_STYLE_PATH, (c) =>
    c.body(style, 200, { 'Content-Type': 'application/json', 'Cache-Control': CACHE_CONTROL }),
  );
  app.get(OFFLINE_BASEMAP_PATH, async (c) =>
    c.body(await offlineBasemapGeoJson(), 200, {
      'Content-Type': 'application/geo+json',
      'Cache-Control': CACHE_CONTROL,
    }),
  );
  app.get(BASEMAP_TILES_PATH, (c) => {
    if (tiles?.kind !== 'file') return c.json({ message: 'Not found' }, 404);
    return serveFileRanges(c.req.raw, tiles.path, {
      contentType: 'application/vnd.pmtiles',
      cacheControl: CACHE_CONTROL,
    });
  });
  return app;
}

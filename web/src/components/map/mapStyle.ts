// The server's map style (api/src/http/map.ts) names its sources relative to the site, so that a page opened on
// another host than PUBLIC_URL still reads its basemap from where it came from; MapLibre wants absolute addresses.
import type { StyleSpecification } from 'maplibre-gl';

export const MAP_STYLE_PATH = '/map/style.json';
const PMTILES = 'pmtiles://';

/** The style with every source address made absolute against `origin` (pmtiles:// ones keep their scheme). */
export function resolveStyle(style: StyleSpecification, origin: string): StyleSpecification {
  const sources = Object.fromEntries(
    Object.entries(style.sources).map(([name, source]) => {
      if ((source.type === 'vector' || source.type === 'raster') && source.url) {
        const url = source.url.startsWith(PMTILES)
          ? PMTILES + new URL(source.url.slice(PMTILES.length), origin).href
          : new URL(source.url, origin).href;
        return [name, { ...source, url }];
      }
      if (source.type === 'geojson' && typeof source.data === 'string')
        return [name, { ...source, data: new URL(source.data, origin).href }];
      return [name, source];
    }),
  );
  return { ...style, sources };
}

/** True when a style reads a PMTiles archive, so the map needs the pmtiles protocol. */
export function usesPmtiles(style: StyleSpecification): boolean {
  return Object.values(style.sources).some(
    (source) => (source.type === 'vector' || source.type === 'raster') && source.url?.startsWith(PMTILES),
  );
}

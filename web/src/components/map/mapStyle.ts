// The server's map style (api/src/http/map.ts) names its sources relative to the site, so that a page opened on
// another host than PUBLIC_URL still reads its basemap from where it came from; MapLibre wants absolute addresses.
import type { StyleSpecification } from 'maplibre-gl';
import { MAP_STYLE_ZOOM_METADATA } from '../../lib/mapStyleZoom';

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

/** How close the map may zoom, and the zoom past which its basemap holds no more detail. */
export interface BasemapZooms {
  maxZoom: number;
  detailZoom: number;
}

/** The closest zoom when a style says nothing: street level. */
const STREET_ZOOM = 17;

/**
 * The zooms the style's basemap holds: the offline basemap says them in the style's metadata; a PMTiles archive in
 * its header (`archiveMaxZoom` reads it), past which the map would only enlarge the same tiles.
 */
export async function basemapZooms(
  style: StyleSpecification,
  archiveMaxZoom: (url: string) => Promise<number>,
): Promise<BasemapZooms> {
  const metadata = (style.metadata ?? {}) as Record<string, unknown>;
  const stated = metadata[MAP_STYLE_ZOOM_METADATA.maxZoom];
  if (typeof stated === 'number') {
    const detail = metadata[MAP_STYLE_ZOOM_METADATA.detailZoom];
    return { maxZoom: stated, detailZoom: typeof detail === 'number' ? detail : stated };
  }
  const archive = Object.values(style.sources).find(
    (source) => (source.type === 'vector' || source.type === 'raster') && source.url?.startsWith(PMTILES),
  );
  if (archive && 'url' in archive && archive.url) {
    const maxZoom = await archiveMaxZoom(archive.url.slice(PMTILES.length));
    return { maxZoom, detailZoom: maxZoom };
  }
  return { maxZoom: STREET_ZOOM, detailZoom: STREET_ZOOM };
}

// MapLibre GL, loaded only by the map's own chunk (docs/contract.md, One origin, these paths): the list view and
// server rendering never pay for it. Everything the map fetches comes from this origin: its worker script, the
// style, and the basemap the style names (a PMTiles archive or the offline county outlines).
import {
  AttributionControl,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  addProtocol,
  setWorkerUrl,
} from 'maplibre-gl';
import type { StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { PMTiles, Protocol } from 'pmtiles';
import { AREA_LABEL_POINTS, AREAS, SAN_ANTONIO_VIEW } from '../../lib/domain';
import type { Bounds } from '../../lib/domain';
import { basemapZooms, MAP_STYLE_PATH, resolveStyle, usesPmtiles, type BasemapZooms } from './mapStyle';
import './map.css';

export type { MapLibreMap };
export { Marker };

setWorkerUrl(workerUrl);

let protocol: Protocol | undefined;
const zooms = new WeakMap<MapLibreMap, BasemapZooms>();

/** The archive's own maximum zoom, from its header; the map's tile reads then reuse the archive already opened. */
async function archiveMaxZoom(url: string): Promise<number> {
  const archive = new PMTiles(url);
  protocol?.add(archive);
  return (await archive.getHeader()).maxZoom;
}
let style: Promise<StyleSpecification> | undefined;

/** The style, fetched once per page; a failure is not kept, so the next map tries again. */
function loadStyle(): Promise<StyleSpecification> {
  style ??= fetch(MAP_STYLE_PATH)
    .then((response) => {
      if (!response.ok) throw new Error(`The map style answered ${response.status}`);
      return response.json() as Promise<StyleSpecification>;
    })
    .then((loaded) => resolveStyle(loaded, window.location.origin))
    .catch((error: unknown) => {
      style = undefined;
      throw error;
    });
  return style;
}

export interface CreateMapOptions {
  container: HTMLElement;
  /** The box shown first; the 12 areas by default. */
  bounds?: Bounds | null;
}

/** The canvas's name (MapLibre makes it a region of its own, inside the page's labelled map). */
export const MAP_CANVAS_LABEL = 'Map: the arrow keys move it, + and - zoom';

const asBox = (bounds: Bounds): [number, number, number, number] => [
  bounds.west,
  bounds.south,
  bounds.east,
  bounds.north,
];

/** A map of San Antonio with the 12 area names (docs/product.md section 3) written as HTML, which needs no glyphs. */
export async function createMap({ container, bounds }: CreateMapOptions): Promise<MapLibreMap> {
  const loaded = await loadStyle();
  if (usesPmtiles(loaded) && !protocol) {
    protocol = new Protocol();
    addProtocol('pmtiles', protocol.tile);
  }
  const basemap = await basemapZooms(loaded, archiveMaxZoom);
  const map = new MapLibreMap({
    container,
    style: loaded,
    bounds: asBox(bounds ?? SAN_ANTONIO_VIEW),
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    // No closer than the basemap holds: past it the map would be blank.
    maxZoom: basemap.maxZoom,
    minZoom: 7,
  });
  zooms.set(map, basemap);
  map.getCanvas().setAttribute('aria-label', MAP_CANVAS_LABEL);
  map.addControl(new AttributionControl({ compact: false }), 'bottom-right');
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.touchZoomRotate.disableRotation();
  for (const area of AREAS) {
    const element = document.createElement('span');
    element.className = 'map-area-label';
    element.textContent = area.replaceAll('/', ' / ');
    element.setAttribute('aria-hidden', 'true');
    new Marker({ element, anchor: 'center' }).setLngLat([...AREA_LABEL_POINTS[area]]).addTo(map);
  }
  return map;
}

export function visibleBounds(map: MapLibreMap): Bounds {
  const box = map.getBounds();
  return { west: box.getWest(), south: box.getSouth(), east: box.getEast(), north: box.getNorth() };
}

/** The zoom past which the map's basemap holds no more detail. */
export function detailZoom(map: MapLibreMap): number {
  return zooms.get(map)?.detailZoom ?? map.getMaxZoom();
}

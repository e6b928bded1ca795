// Shared by the server's map style and the browser's map only (not in ./index.ts: the map's own chunk reads it, so
// a first visit's bundle never carries it).

/**
 * Where the server's map style (api/src/http/map.ts) tells the browser's map how close its basemap is drawn: the
 * closest zoom the map allows, and the zoom past which the basemap holds no more detail (the map says so).
 */
export const MAP_STYLE_ZOOM_METADATA = { maxZoom: 'satx:maxzoom', detailZoom: 'satx:detailzoom' } as const;

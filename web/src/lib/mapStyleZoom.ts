// The map style's zoom metadata, shared with the server (api/src/domain/map-style.ts); imported by the map's own chunk only.
export { MAP_STYLE_ZOOM_METADATA } from '../../../api/src/domain/map-style.js';

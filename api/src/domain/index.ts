export * from './constants.js';
export * from './areas.js';
export * from './floorplan-types.js';
export * from './pricing.js';
export * from './code-search.js';
export * from './messages.js';
export * from './site.js';
export * from './routes.js';

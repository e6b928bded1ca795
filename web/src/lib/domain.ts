// The spec's constants, areas, floorplan types, pricing and messages are shared with the API
// (README, Architecture: api/src/domain is imported by the web too). This is the web's one door into them.
export * from '../../../api/src/domain/index.js';

// The README's Architecture, checked by dependency-cruiser on every lint: imports run one way, from the edge through
// the two doors to the services and on down to the domain; business rules import no GraphQL or HTTP package; the web
// app reads only the API's domain (the spec's constants, messages and pricing, shared by both programs).

// Higher tiers may import lower ones. Within a tier folders may import each other, except the doors: REST and GraphQL
// answer the same requests side by side and neither may lean on the other.
const TIERS = [
  ['main\\.ts', 'processes\\.ts', 'run\\.ts', 'app\\.ts', 'server\\.ts', 'web\\.ts', 'setup\\.ts', 'http/'],
  ['graphql/', 'rest/', 'demo/', 'jobs/'],
  ['context\\.ts'],
  // The search (api/src/search): the filter, its URL form, the plan and the one pass; beside the services it serves.
  ['services/', 'search/'],
  // The catalog in memory (rows, loading, change notification, daily figures): what services read, built on db.
  ['catalog/'],
  ['auth/', 'db/', 'storage/'],
  ['errors\\.ts', 'config\\.ts', 'logger\\.ts', 'telemetry/', 'generated/'],
  ['domain/'],
];
const DOORS = ['graphql/', 'rest/', 'demo/'];

const unitsPattern = (units) => `^api/src/(${units.join('|')})`;

const upward = TIERS.slice(1).map((units, index) => ({
  name: `no-upward-from-${units[0].replace(/[^a-z]/g, '')}`,
  comment: 'A lower layer imports a higher one (README "Architecture").',
  severity: 'error',
  from: { path: unitsPattern(units) },
  to: { path: unitsPattern(TIERS.slice(0, index + 1).flat()) },
}));

const betweenDoors = DOORS.map((door) => ({
  name: `no-door-to-door-from-${door.replace('/', '')}`,
  comment: 'REST, GraphQL and the demo loader call the services, never each other.',
  severity: 'error',
  from: { path: `^api/src/${door}` },
  to: { path: unitsPattern(DOORS.filter((other) => other !== door)) },
}));

// The packages of the two doors and of the web server: a business rule that needs one is in the wrong place.
const SERVER_EDGE_PACKAGES = [
  'graphql',
  'graphql-yoga',
  '@pothos/',
  '@graphql-yoga/plugin-',
  '@escape\\.tech/',
  'hono',
  '@hono/',
  'react',
  'react-dom',
];

export default {
  forbidden: [
    ...upward,
    ...betweenDoors,
    {
      name: 'no-edge-packages-below-the-doors',
      comment: 'Services, the catalog, storage and the domain import no GraphQL, HTTP server or React package.',
      severity: 'error',
      from: { path: unitsPattern(TIERS.slice(3).flat()) },
      to: { dependencyTypes: ['npm', 'npm-dev'], path: `^node_modules/(${SERVER_EDGE_PACKAGES.join('|')})($|/)` },
    },
    {
      name: 'web-reads-only-the-domain',
      comment: "The web app shares the API's domain and the search URL's format, and nothing else of the server.",
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^api/src/', pathNot: '^api/src/(domain/|search/url\\.ts$)' },
    },
    {
      name: 'search-url-reads-only-the-domain',
      comment: 'The search URL format is shared with the web app, so it stays free of I/O: it reads the domain alone.',
      severity: 'error',
      from: { path: '^api/src/search/url\\.ts$' },
      to: { path: '^api/src/', pathNot: '^api/src/domain/' },
    },
    {
      name: 'api-never-imports-the-web-source',
      comment: 'The server uses the built web app (web/dist-server), never its source.',
      severity: 'error',
      from: { path: '^api/src/' },
      to: { path: '^web/src/' },
    },
    {
      name: 'no-circular',
      comment: 'Two modules that import each other are one module in two files.',
      severity: 'error',
      from: { path: '^(api|web)/src/', pathNot: '__generated__|/generated/' },
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that names no file.',
      severity: 'error',
      from: { path: '^(api|web)/src/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    includeOnly: '^(api/src|web/src|node_modules)',
    exclude: { path: '(^|/)(dist|dist-server)/' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};

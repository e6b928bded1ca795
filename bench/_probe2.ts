import { scratchDatabase, startServer } from './server.js';
const db = await scratchDatabase();
const server = await startServer(db.url, { READ_CACHE: 'false' });
const base = `http://127.0.0.1:${server.port}`;
const SEARCH = `query($filter: ApartmentFilter, $first: Int, $after: String) { apartments(filter: $filter, first: $first, after: $after) {
  totalCount totalFloorplans lowestMinPrice pageInfo { hasNextPage }
  edges { node { id _id displayName image location freeMove promotion lowestMinPrice specialStartingPrice floorplans { type } } } } }`;
const ids = (await (await fetch(`${base}/api/apartments/filtered?limit=5`)).json()).apartments.map((a: any) => a.id);
const cases: [string, () => Promise<Response>][] = [
  [
    'search {}',
    () =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: SEARCH, variables: { filter: {}, first: 10 } }),
      }),
  ],
  [
    'search twoBed p3',
    () =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: SEARCH,
          variables: {
            filter: { roomTypes: ['twoBed'] },
            first: 10,
            after: Buffer.from('OffsetConnection:29').toString('base64'),
          },
        }),
      }),
  ],
  [
    'search location',
    () =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: SEARCH, variables: { filter: { locations: ['Leon Valley'] }, first: 10 } }),
      }),
  ],
  ['detail', () => fetch(`${base}/api/apartments/${ids[1]}`)],
  ['highlights', () => fetch(`${base}/api/apartments/highlights`)],
];
for (const [name, run] of cases) {
  for (let i = 0; i < 3; i++) await (await run()).text();
  const t = performance.now();
  let size = 0;
  for (let i = 0; i < 20; i++) size = (await (await run()).text()).length;
  console.log(name, ((performance.now() - t) / 20).toFixed(1), 'ms', size, 'bytes');
}
await server.stop();
await db.drop();

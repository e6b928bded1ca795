// The read cache and GraphQL content negotiation: whatever Accept header the first visitor sent, every later
// visitor gets the answer its own Accept header asks for (a stream stored for everyone blanked the site's pages).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiatedJsonType } from '../src/http/cache.js';
import { seedInventory } from './fixtures.js';
import { testApp, type TestApp } from './harness.js';
import homePageQuery from '../../web/src/__generated__/HomePageQuery.graphql.js';

let app: TestApp;

beforeAll(async () => {
  app = await testApp();
  await seedInventory(app.db.prisma);
});
afterAll(() => app.close());

// web/persisted-queries.json: the home page's query, as the web app sends it (hash only); its artifact carries the id.
const HOME_HASH = homePageQuery.params.id!;
/** The highlights of fixtures.ts: highlighted first, then by name (docs/product.md section 2). */
const HIGHLIGHT_CODES = [{ code: 'DT-7' }, { code: 'NS-1' }, { code: 'xxx-ar9' }];

/** Accept headers clients send, with the status and content type yoga answers each with. */
const VARIANTS: { accept: string | null; status: number; type: string | null }[] = [
  { accept: 'application/json', status: 200, type: 'application/json' },
  { accept: 'application/graphql-response+json', status: 200, type: 'application/graphql-response+json' },
  {
    accept: 'application/graphql-response+json, application/json;q=0.9',
    status: 200,
    type: 'application/graphql-response+json',
  },
  { accept: 'text/event-stream', status: 200, type: 'text/event-stream' },
  { accept: 'multipart/mixed', status: 200, type: 'multipart/mixed' },
  { accept: 'text/event-stream, application/json', status: 200, type: 'application/json' },
  { accept: '*/*', status: 200, type: 'application/json' },
  { accept: null, status: 200, type: 'application/json' },
  { accept: 'application/json; charset=iso-8859-1', status: 406, type: null },
];

function post(body: object, accept: string | null, headers: Record<string, string> = {}) {
  return app.fetch(
    new Request('http://app.test/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-graphql-yoga-csrf': '1',
        ...(accept === null ? {} : { accept }),
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  );
}

/** The execution result inside an answer of any of the types, read the way a client of that type reads it. */
function resultOf(type: string, text: string): unknown {
  if (type === 'text/event-stream') {
    const data = /^event: next\ndata: (.*)$/m.exec(text);
    expect(text).toContain('event: complete');
    return JSON.parse(data![1]);
  }
  if (type === 'multipart/mixed') {
    expect(text).toMatch(/^\r\n---\r\nContent-Type: application\/json; charset=utf-8\r\n/);
    return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  }
  return JSON.parse(text);
}

describe('the read cache answers each Accept header in its own type', () => {
  it('answers every Accept header correctly whichever one was cached first (every ordered pair)', async () => {
    let pair = 0;
    for (const first of VARIANTS) {
      for (const second of VARIANTS) {
        pair += 1;
        // A document of its own per pair, so that each pair starts from an empty entry.
        const body = { query: `query Pair${pair} { highlights { code } }` };
        await (await post(body, first.accept)).text();
        for (let round = 0; round < 2; round += 1) {
          const response = await post(body, second.accept);
          const label = `${first.accept} then ${second.accept} (round ${round})`;
          const type = response.headers.get('content-type')?.split(';')[0] ?? null;
          expect([label, response.status, second.status === 406 ? null : type]).toEqual([
            label,
            second.status,
            second.type,
          ]);
          expect([label, response.headers.get('vary')]).toEqual([label, 'Accept']);
          const text = await response.text();
          if (second.status === 200) {
            expect([label, resultOf(second.type!, text)]).toEqual([label, { data: { highlights: HIGHLIGHT_CODES } }]);
          }
        }
      }
    }
  });

  it("serves the web app's home page JSON after someone asked for it as an event stream", async () => {
    const home = { extensions: { persistedQuery: { version: 1, sha256Hash: HOME_HASH } } };
    const stream = await post(home, 'text/event-stream');
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.text();
    for (let visitor = 0; visitor < 2; visitor += 1) {
      const page = await post(home, 'application/json');
      expect(page.headers.get('content-type')).toMatch(/^application\/json/);
      const json = (await page.json()) as { data: { highlights: { displayName: string }[] } };
      // displayName: the code, or the name for an 'xxx-' code (docs/product.md section 2).
      expect(json.data.highlights.map(({ displayName }) => displayName)).toEqual(['DT-7', 'NS-1', 'Ranch Commons']);
    }
  });

  it('gives each type its own ETag: one type never revalidates another', async () => {
    const body = { query: 'query Etags { highlights { code } }' };
    const json = await post(body, 'application/json');
    const graphqlJson = await post(body, 'application/graphql-response+json');
    const etag = json.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"\d+-/);
    expect(graphqlJson.headers.get('etag')).not.toBe(etag);
    const revalidated = await post(body, 'application/graphql-response+json', { 'if-none-match': etag });
    expect(revalidated.status).toBe(200);
    expect(revalidated.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    const same = await post(body, 'application/json', { 'if-none-match': etag });
    expect([same.status, same.headers.get('vary')]).toEqual([304, 'Accept']);
  });

  it('never stores a streamed answer', async () => {
    const body = { query: 'query Streams { highlights { code } }' };
    const before = app.cacheStats();
    for (const accept of ['text/event-stream', 'multipart/mixed', 'text/event-stream']) {
      await (await post(body, accept)).text();
    }
    // Streams bypass the cache: no entry was looked up, none was filled.
    expect(app.cacheStats()).toEqual(before);
  });
});

describe('negotiatedJsonType follows yoga', () => {
  it('picks the JSON type yoga answers with, or none when yoga would stream or refuse', () => {
    expect(negotiatedJsonType(undefined)).toBe('application/json');
    expect(negotiatedJsonType('')).toBe('application/json');
    expect(negotiatedJsonType('application/*')).toBe('application/json');
    expect(negotiatedJsonType('Application/GraphQL-Response+JSON')).toBe('application/graphql-response+json');
    expect(negotiatedJsonType('application/graphql-response+json;charset=utf-8, application/json')).toBe(
      'application/graphql-response+json',
    );
    expect(negotiatedJsonType('multipart/mixed, application/graphql-response+json')).toBe(
      'application/graphql-response+json',
    );
    expect(negotiatedJsonType('text/event-stream')).toBeUndefined();
    expect(negotiatedJsonType('multipart/mixed;deferSpec=20220824')).toBeUndefined();
    expect(negotiatedJsonType('text/html')).toBeUndefined();
    expect(negotiatedJsonType('application/json;charset=latin1')).toBeUndefined();
  });
});

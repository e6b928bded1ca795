// Malformed GraphQL parameters are the client's mistake (docs/contract.md, One origin, these paths): 400 with a message
// in GraphQL-over-HTTP's error shape, never a 500, in development and in production (where persisted operations would
// otherwise look at them first), whether they come in the query string, a JSON body or a form body.
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './harness.js';
import { TEST_JWT_SECRET } from './sessions.js';

const AREAS_QUERY = 'query AreasQuery { areas }';
const AREAS_HASH = createHash('sha256').update(AREAS_QUERY).digest('hex');

/** Error-level lines the app logged: a client's mistake must not raise one. */
const errorLines: string[] = [];
const logger = pino(
  { level: 'warn' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      errorLines.push(chunk.toString());
      done();
    },
  }),
);

const apps: Record<'development' | 'production', TestApp> = {} as never;
beforeAll(async () => {
  apps.development = await testApp({ persisted: new Map([[AREAS_HASH, AREAS_QUERY]]), logger });
  apps.production = await testApp({
    env: { NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET },
    persisted: new Map([[AREAS_HASH, AREAS_QUERY]]),
    logger,
  });
});
afterAll(async () => {
  await apps.development.close();
  await apps.production.close();
});

const MESSAGES = {
  variablesJson: 'The "variables" parameter is not valid JSON: send a JSON object, URL-encoded.',
  extensionsJson: 'The "extensions" parameter is not valid JSON: send a JSON object, URL-encoded.',
  variablesObject: 'The "variables" parameter must be a JSON object (or left out).',
  extensionsObject: 'The "extensions" parameter must be a JSON object (or left out).',
  persisted: 'extensions.persistedQuery must be {"version": 1, "sha256Hash": "<the operation\'s hash>"}.',
  noQuery:
    'A GraphQL request needs a "query" parameter (or, for an operation of this site, extensions.persistedQuery).',
  queryString: 'The "query" parameter must be a string holding a GraphQL document.',
  operationName: 'The "operationName" parameter must be a string.',
};

const HEADERS = { 'x-graphql-yoga-csrf': '1' };

async function answer(app: TestApp, request: Request) {
  const response = await app.fetch(request);
  return { status: response.status, body: (await response.json()) as unknown };
}

const get = (search: string) => new Request(`http://app.test/graphql?${search}`, { headers: HEADERS });
const post = (body: string, type = 'application/json') =>
  new Request('http://app.test/graphql', { method: 'POST', headers: { ...HEADERS, 'content-type': type }, body });

const refused = (message: string) => ({
  status: 400,
  body: { errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] },
});

const GET_CASES: [string, string][] = [
  ['query={areas}&variables=%7B', MESSAGES.variablesJson],
  ['query={areas}&extensions=x', MESSAGES.extensionsJson],
  ['variables=%7B%7D', MESSAGES.noQuery],
  ['query=&variables=%7B%7D', MESSAGES.noQuery],
  ['query={areas}&variables=[1]', MESSAGES.variablesObject],
  ['query={areas}&variables=1', MESSAGES.variablesObject],
  ['query={areas}&extensions="x"', MESSAGES.extensionsObject],
  [`extensions=${encodeURIComponent('{"persistedQuery":1}')}`, MESSAGES.persisted],
  [`query={areas}&extensions=${encodeURIComponent('{"persistedQuery":1}')}`, MESSAGES.persisted],
  [`extensions=${encodeURIComponent('{"persistedQuery":{"version":1,"sha256Hash":5}}')}`, MESSAGES.persisted],
];

const POST_CASES: [string, string][] = [
  ['{"query":"{ areas }","variables":[1]}', MESSAGES.variablesObject],
  ['{"query":"{ areas }","variables":"x"}', MESSAGES.variablesObject],
  ['{"query":"{ areas }","extensions":"x"}', MESSAGES.extensionsObject],
  ['{"query":"{ areas }","extensions":[]}', MESSAGES.extensionsObject],
  ['{"query":"{ areas }","extensions":{"persistedQuery":1}}', MESSAGES.persisted],
  ['{"extensions":{"persistedQuery":{"version":2,"sha256Hash":"abc"}}}', MESSAGES.persisted],
  ['{"query":1}', MESSAGES.queryString],
  ['{"query":"{ areas }","operationName":1}', MESSAGES.operationName],
  ['{"variables":{}}', MESSAGES.noQuery],
];

describe.each(['development', 'production'] as const)('malformed GraphQL parameters (%s)', (mode) => {
  it('answers each malformed GET parameter with 400 and a message saying what to send', async () => {
    for (const [search, message] of GET_CASES)
      expect({ search, ...(await answer(apps[mode], get(search))) }).toEqual({ search, ...refused(message) });
  });

  it('answers each malformed POST parameter with 400, in a JSON body and in a form body', async () => {
    for (const [sent, message] of POST_CASES)
      expect({ sent, ...(await answer(apps[mode], post(sent))) }).toEqual({ sent, ...refused(message) });
    const form = post('query=%7Bareas%7D&variables=%7B', 'application/x-www-form-urlencoded');
    expect(await answer(apps[mode], form)).toEqual(refused(MESSAGES.variablesJson));
  });

  it('logs none of those as a server error', () => {
    expect(errorLines).toEqual([]);
  });

  it('still runs a well-formed request, by hash and (outside production) by document', async () => {
    const persisted = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: AREAS_HASH } }));
    const byHash = await answer(apps[mode], get(`extensions=${persisted}&variables=%7B%7D`));
    expect(byHash.status).toBe(200);
    expect((byHash.body as { data: { areas: string[] } }).data.areas).toContain('Leon Valley');
    if (mode === 'development') {
      const byDocument = await answer(apps[mode], get('query=%7Bareas%7D&variables=null'));
      expect((byDocument.body as { data: { areas: string[] } }).data.areas).toContain('Leon Valley');
    }
  });
});

// GraphQL over HTTP conformance (docs/contract.md "One origin": /graphql is GraphQL over HTTP): graphql-http's audit
// of the spec, run against the whole app (CSRF guard, read cache and yoga together), in development and in
// production. Every MUST passes (and every SHOULD outside production) for a client that sends no header beyond
// what GraphQL over HTTP asks; the audits that do not pass are printed with their reasons.
import { auditServer, type AuditFail, type AuditResult } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, TEST_JWT_SECRET } from './sessions.js';
import { testApp, type TestApp } from './harness.js';

let dev: TestApp;
let production: TestApp;
let productionAdminToken: string;

beforeAll(async () => {
  dev = await testApp();
  production = await testApp({ env: { NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET } });
  productionAdminToken = (await adminSession(production)).token;
});
afterAll(async () => {
  await dev.close();
  await production.close();
});

/** The audit's requests, through app.fetch, with the headers a caller of this API sends (http/csrf.ts). */
function auditFetch(app: TestApp, headers: Record<string, string>) {
  return (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
    return app.fetch(request);
  };
}

function report(label: string, results: AuditResult[]) {
  const notOk = results.filter((result): result is AuditFail => result.status !== 'ok');
  for (const result of notOk) console.info(`${label}: ${result.status} ${result.name}: ${result.reason}`);
  const failures = (level: string) =>
    notOk.filter((result) => result.name.startsWith(level)).map(({ name, reason }) => `${name}: ${reason}`);
  return { shouldFailures: failures('SHOULD '), mustFailures: failures('MUST '), total: results.length };
}

describe('GraphQL over HTTP audit (graphql-http)', () => {
  it('passes every MUST and SHOULD in development for a client that sends no extra header, with a cold and then a warm read cache', async () => {
    // What curl, Apollo, urql or graphql-http itself send: a JSON POST and nothing more (docs/contract.md, GraphQL).
    // The read cache answers anonymous queries: the second run meets the answers the first one left there.
    for (const run of ['cold cache', 'warm cache']) {
      const results = await auditServer({ url: 'http://app.test/graphql', fetchFn: auditFetch(dev, {}) });
      const { mustFailures, shouldFailures, total } = report(`development, no header, ${run}`, results);
      expect(total).toBeGreaterThan(50);
      expect([run, mustFailures]).toEqual([run, []]);
      // The cache must not answer what yoga refuses (a POST without a content type), so the SHOULDs pass too.
      expect([run, shouldFailures]).toEqual([run, []]);
    }
  });

  it('passes every MUST and SHOULD in development for the web app, which sends its CSRF header', async () => {
    const results = await auditServer({
      url: 'http://app.test/graphql',
      fetchFn: auditFetch(dev, { 'x-graphql-yoga-csrf': '1' }),
    });
    const { mustFailures, shouldFailures } = report('development, web app', results);
    expect(mustFailures).toEqual([]);
    expect(shouldFailures).toEqual([]);
  });

  it('passes every MUST in production, for a tool with a bearer token', async () => {
    const results = await auditServer({
      url: 'http://app.test/graphql',
      fetchFn: auditFetch(production, { authorization: `Bearer ${productionAdminToken}` }),
    });
    const { mustFailures } = report('production', results);
    // The one exception: this audit asks for `__type`, and production answers no introspection (README,
    // Operations: limits), so the query itself is refused; the HTTP exchange around it conforms.
    expect(mustFailures).toEqual([
      'MUST allow map {variables} parameter when accepting application/json: Response body execution result has a property "errors"',
    ]);
    const introspection = await production.gql(
      'query Type($name: String!) { __type(name: $name) { name } }',
      { name: 'sometype' },
      productionAdminToken,
    );
    expect([introspection.status, introspection.errors?.[0]?.message]).toEqual([
      200,
      'GraphQL introspection has been disabled, but the requested query contained the field "__type".',
    ]);
  });
});

// docs/operations.md, Tracing: with OTEL_EXPORTER_OTLP_ENDPOINT set, `npm start` sends OpenTelemetry spans of each
// request (HTTP server, GraphQL, Prisma's queries) to that collector over OTLP/HTTP, and the request's log lines name the same
// trace. The collector here is a small HTTP server in the test that keeps what it is sent.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './server-process.js';

interface ExportedSpan {
  traceId: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}
interface TraceExport {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { scope: { name: string }; spans: ExportedSpan[] }[];
  }[];
}

const exports: { path: string; body: TraceExport }[] = [];
let onExport = () => {};
let collector: Server;
let server: ServerProcess | undefined;
let baseUrl: string;

beforeAll(async () => {
  collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      exports.push({ path: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString()) as TraceExport });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      onExport();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const collectorPort = (collector.address() as { port: number }).port;

  server = await startServer(
    {
      LOG_LEVEL: 'debug',
      SEED_DEMO: 'false',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
      // JSON, so that the test reads the spans without a protobuf decoder; sent 50 ms after they end.
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '50',
    },
    'apt-tracing-',
  );
  baseUrl = server.baseUrl;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  collector?.close();
});

/** Resolves with the server's first JSON log line that `matches`, once it has been written. */
function logLine(matches: (entry: Record<string, unknown>) => boolean) {
  return new Promise<Record<string, unknown>>((resolve) => {
    const check = () => {
      const found = server!
        .output()
        .split('\n')
        .filter((text) => text.startsWith('{'))
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find(matches);
      if (!found) return;
      server!.child.stdout?.off('data', check);
      resolve(found);
    };
    server!.child.stdout?.on('data', check);
    check();
  });
}

const spansOf = (traceId: string) =>
  exports.flatMap(({ body }) =>
    body.resourceSpans.flatMap((resource) =>
      resource.scopeSpans.flatMap((scope) =>
        scope.spans.filter((span) => span.traceId === traceId).map((span) => ({ scope: scope.scope.name, span })),
      ),
    ),
  );

/** Resolves once the collector holds spans of `traceId` from every scope named. */
function spansArrive(traceId: string, scopes: string[]) {
  return new Promise<ReturnType<typeof spansOf>>((resolve) => {
    const check = () => {
      const spans = spansOf(traceId);
      if (scopes.every((scope) => spans.some((found) => found.scope === scope))) resolve(spans);
    };
    onExport = check;
    check();
  });
}

it('sends the spans of a GraphQL request to the collector, under the trace its log line names', async () => {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    // Public reads come from the catalog in memory without a statement (docs/contract.md "The catalog in memory"): a
    // sign-in looks its account up, so the trace holds Prisma's spans too.
    body: JSON.stringify({
      query:
        'mutation TracedSignIn { loginAgent(input: { email: "nobody@example.com", password: "not a password" }) { token } }',
    }),
  });
  expect(response.status).toBe(200);
  const requestId = response.headers.get('x-request-id');
  // The request's own log line (LOG_LEVEL=debug) carries its request id and its trace.
  const line = await logLine((entry) => entry.requestId === requestId && entry.msg === 'request answered');
  expect(line).toMatchObject({ route: '/graphql', trace_id: expect.stringMatching(/^[\da-f]{32}$/) });
  const traceId = line.trace_id as string;

  const spans = await spansArrive(traceId, [
    '@opentelemetry/instrumentation-http',
    '@opentelemetry/instrumentation-graphql',
    'prisma',
  ]);
  expect(exports.every((sent) => sent.path === '/v1/traces')).toBe(true);
  const server = spans.find((found) => found.scope === '@opentelemetry/instrumentation-http')!.span;
  // SpanKind.SERVER
  expect(server.kind).toBe(2);
  expect(server.name).toBe('POST /graphql');
  // graphql-yoga runs its own executor: the GraphQL instrumentation sees the document parsed and validated.
  expect(spans.map((found) => found.span.name)).toEqual(
    expect.arrayContaining(['graphql.parse', 'graphql.validate', 'prisma:client:operation', 'prisma:client:db_query']),
  );
  const service = exports[0].body.resourceSpans[0].resource.attributes.find(
    (attribute) => attribute.key === 'service.name',
  );
  expect(service?.value.stringValue).toBe('satx-apartment-locator');
}, 30_000);

it('leaves health checks out of the traces', async () => {
  const response = await fetch(`${baseUrl}/healthz`);
  expect(response.status).toBe(200);
  const requestId = response.headers.get('x-request-id');
  const line = await logLine((entry) => entry.requestId === requestId && entry.msg === 'request answered');
  expect(line).toMatchObject({ route: '/healthz' });
  expect(line).not.toHaveProperty('trace_id');
});

it('names request spans by route pattern, never by a path or query holding a private link’s token', async () => {
  const token = 'tok3n-never-in-a-span';
  const requests: { path: string; init?: RequestInit; route: string }[] = [
    { path: `/list/${token}/`, route: '/list/:token' },
    { path: `/alerts/confirm/?token=${token}`, route: '/alerts/confirm' },
    { path: `/api/alerts/unsubscribe?token=${token}`, init: { method: 'POST' }, route: '/api/alerts/unsubscribe' },
    {
      path: `/graphql?${new URLSearchParams({
        query: 'query TracedList($token: String!) { shortlist(token: $token) { id } }',
        variables: JSON.stringify({ token }),
      }).toString()}`,
      init: { headers: { 'x-graphql-yoga-csrf': '1' } },
      route: '/graphql',
    },
  ];
  for (const { path, init, route } of requests) {
    const response = await fetch(`${baseUrl}${path}`, init);
    const requestId = response.headers.get('x-request-id');
    const line = await logLine((entry) => entry.requestId === requestId && entry.msg === 'request answered');
    const spans = await spansArrive(line.trace_id as string, ['@opentelemetry/instrumentation-http']);
    const server = spans.find((found) => found.span.kind === 2)!.span;
    const method = init?.method ?? 'GET';
    expect({ path, name: server.name }).toEqual({ path, name: `${method} ${route}` });
    expect(server.attributes).toContainEqual({ key: 'http.route', value: { stringValue: route } });
    // No attribute of any span of the request (HTTP, GraphQL, Prisma) holds the token.
    expect(JSON.stringify(spans)).not.toContain(token);
  }
}, 30_000);

// Tracing (docs/operations.md, Tracing): OpenTelemetry spans for each request, its GraphQL operation, Prisma's
// queries, the pg and Redis commands under them and the server's own HTTP calls, sent over OTLP/HTTP to
// OTEL_EXPORTER_OTLP_ENDPOINT. main.ts imports this module only when that variable is set, and before any module
// that opens sockets is loaded, so that the instrumentations see pg, ioredis and http load; otherwise nothing of the
// SDK is ever loaded.
import { register } from 'node:module';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { PrismaInstrumentation } from '@prisma/instrumentation';

/**
 * A path or query can hold a private link's token (/list/{token}, /alerts/confirm/?token=, a GET's GraphQL
 * variables), and spans are read by whoever runs the collector: an incoming request's span carries no path or query
 * at all, and the route pattern the request was answered by is given to it when known (http/request-metrics.ts,
 * the same pattern the log lines and metrics use). An outgoing request's span keeps its address without the query.
 */
const withoutPathOrQuery = () => ({ 'url.path': undefined, 'url.query': undefined });

function addressWithoutQuery(options: {
  protocol?: string | null;
  hostname?: string | null;
  host?: string | null;
  port?: number | string | null;
  path?: string | null;
}) {
  const host = options.hostname ?? options.host ?? 'localhost';
  const port = options.port ? `:${options.port}` : '';
  return { 'url.full': `${options.protocol ?? 'http:'}//${host}${port}${(options.path ?? '/').split('?')[0]}` };
}

/** Starts the SDK; answers a function that sends the spans still buffered and stops it. */
export function startTracing(): () => Promise<void> {
  // The server is ES modules: their imports are only seen through this loader hook (require hooks see CommonJS).
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  // Spans only: metrics are Prometheus's (/metrics) and log lines go to standard output, so the SDK's other
  // exporters stay off unless an operator asks for them with the standard variables.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'satx-apartment-locator',
    instrumentations: [
      new HttpInstrumentation({
        // Health checks and scrapes every few seconds would drown the renters' requests.
        ignoreIncomingRequestHook: (request) => /^\/(?:healthz|readyz|metrics)(?:\?|$)/.test(request.url ?? ''),
        startIncomingSpanHook: withoutPathOrQuery,
        startOutgoingSpanHook: addressWithoutQuery,
      }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
      // One span per operation and per non-trivial resolver, not one per field of every listing.
      new GraphQLInstrumentation({ mergeItems: true, ignoreTrivialResolveSpans: true }),
      new PrismaInstrumentation(),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}

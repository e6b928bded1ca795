// The operator's instruments (docs/operations.md, Metrics): Prometheus text at /metrics, on one registry per process.
// Labels are route patterns, operation names of this site's own documents, and fixed words; never a path, an id or
// anything a visitor typed, so no personal data reaches the metrics store and the series stay few.
import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { metricsReader } from './process-metrics.js';

export interface CacheCounts {
  hits: number;
  misses: number;
}

export interface Metrics {
  registry: Registry;
  /** The Prometheus text of a scrape: this process', or the whole instance's when it runs several (process-metrics.ts). */
  read(): Promise<string>;
  /** One answered request: its route pattern, GraphQL operation (or `-`), method and status. */
  observeRequest(labels: { route: string; operation: string; method: string; status: number }, seconds: number): void;
  /** The read caches' counters and the outbox's depth, read at each scrape. */
  watchCaches(sources: { api: () => CacheCounts; pages: () => CacheCounts }): void;
  watchOutbox(depth: () => Promise<Record<'pending' | 'failed', number>>): void;
  /** One e-mail the outbox worker could not send (it is tried again until it is given up). */
  outboxSendFailed: () => void;
  /** One run of the saved-search alerts (services/saved-searches.ts), and how it ended. */
  alertRun(result: 'ok' | 'failed', seconds: number): void;
}

/** Methods outside this list are one label: a client can send any token as a method. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Event-loop lag, heap, GC pauses (nodejs_gc_duration_seconds), CPU and handles.
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and GraphQL operation name',
    labelNames: ['route', 'operation', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  let caches: { api: () => CacheCounts; pages: () => CacheCounts } | undefined;
  new Gauge({
    name: 'read_cache_lookups',
    help: 'Read-cache lookups since start, by cache (api: REST and GraphQL answers, pages: server-rendered HTML) and result',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      if (!caches) return;
      for (const [cache, counts] of Object.entries({ api: caches.api(), pages: caches.pages() })) {
        this.set({ cache, result: 'hit' }, counts.hits);
        this.set({ cache, result: 'miss' }, counts.misses);
      }
    },
  });
  let outboxDepth: (() => Promise<Record<'pending' | 'failed', number>>) | undefined;
  new Gauge({
    name: 'outbox_messages',
    help: 'E-mails in the outbox waiting to be sent (pending) or given up (failed), across all instances',
    labelNames: ['status'] as const,
    registers: [registry],
    // Read from the shared database: every process of an instance reports the same figure.
    aggregator: 'first',
    async collect() {
      if (!outboxDepth) return;
      // A scrape while the database is away reports the other figures; the gauge is left out, not made up.
      const depth = await outboxDepth().catch(() => undefined);
      if (!depth) return this.reset();
      this.set({ status: 'pending' }, depth.pending);
      this.set({ status: 'failed' }, depth.failed);
    },
  });
  const sendFailures = new Counter({
    name: 'outbox_send_failures_total',
    help: 'Tries to send an e-mail that failed on this instance',
    registers: [registry],
  });
  const alertRuns = new Histogram({
    name: 'saved_search_alert_run_duration_seconds',
    help: 'Saved-search alert runs on this instance, by result',
    labelNames: ['result'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30],
    registers: [registry],
  });
  return {
    registry,
    read: metricsReader(registry),
    observeRequest(labels, seconds) {
      requests.observe(
        {
          route: labels.route,
          operation: labels.operation,
          method: METHODS.has(labels.method) ? labels.method : 'OTHER',
          status: String(labels.status),
        },
        seconds,
      );
    },
    watchCaches(sources) {
      caches = sources;
    },
    watchOutbox(depth) {
      outboxDepth = depth;
    },
    outboxSendFailed: () => sendFailures.inc(),
    alertRun: (result, seconds) => alertRuns.observe({ result }, seconds),
  };
}

/** Whether an Authorization header carries the metrics token; compared in constant time. */
export function holdsMetricsToken(authorization: string | undefined, token: string): boolean {
  const sent = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  if (!sent) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

// Load at a fixed arrival rate, as renters arrive: request i is due at start + i / rate whatever happened to the
// ones before it (an open model, as wrk2 and k6's constant-arrival-rate run it), over a pool of keep-alive
// connections. Latency counts from when a request was due, so time spent waiting for a free connection is the
// server's lateness too. autocannon's rate limit sends each connection's quota for the second at the start of
// the second, so its p99 measures the queue of that burst rather than the server at the asked rate.
import http from 'node:http';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface ArrivalResult {
  /** Answers completed per second of the run. */
  requestsPerSecond: number;
  sent: number;
  latency: { p50: number; p99: number; max: number };
  /** Connection failures and requests not answered within the timeout. */
  errors: number;
  non2xx: number;
  /**
   * How late this process sent requests after they were due (p99 and max, ms): the generator shares the machine
   * with the server, and a stall of its own shows here rather than being taken for the server's.
   */
  sendLateness: { p99: number; max: number };
}

const TIMEOUT_MS = 10_000;

/** The value at `fraction` of an ascending list (0 when empty). */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** Node's options for sending `request` to the bench server over `agent`. */
export function requestOptions(
  agent: http.Agent,
  hostname: string,
  port: string | number,
  request: BenchRequest,
): http.RequestOptions {
  return {
    agent,
    hostname,
    port,
    method: request.method,
    path: request.path,
    headers: {
      ...request.headers,
      ...(request.body ? { 'content-length': Buffer.byteLength(request.body) } : {}),
    },
  };
}

export async function atArrivalRate(options: {
  base: string;
  rate: number;
  durationS: number;
  connections: number;
  next: () => BenchRequest;
  onResponse?: (status: number, body: string) => void;
}): Promise<ArrivalResult> {
  const { hostname, port } = new URL(options.base);
  // The connections stand for as many visitors, each with a connection of their own: a free one is taken in turn
  // (fifo), not the one freed last (Node's default, lifo), which at a moderate rate would send nearly everything
  // down the same few connections and so to the same server process of several (docs/operations.md, Processes).
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections, scheduling: 'fifo' });
  const latencies: number[] = [];
  const lateness: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const inFlight = new Set<Promise<void>>();

  const send = (request: BenchRequest, due: number) => {
    const done = new Promise<void>((resolve) => {
      const outgoing = http.request(
        { ...requestOptions(agent, hostname, port, request), timeout: TIMEOUT_MS },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            latencies.push(performance.now() - due);
            const status = response.statusCode ?? 0;
            if (status < 200 || status >= 300) non2xx += 1;
            options.onResponse?.(status, Buffer.concat(chunks).toString('utf8'));
            resolve();
          });
          response.on('error', () => {
            errors += 1;
            resolve();
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
      outgoing.on('error', () => {
        errors += 1;
        resolve();
      });
      outgoing.end(request.body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const total = Math.round(options.rate * options.durationS);
  const interval = 1_000 / options.rate;
  const start = performance.now();
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Everything due by now goes out now; then sleep until the next one is due.
    while (sent < total && start + sent * interval <= now) {
      const due = start + sent * interval;
      lateness.push(performance.now() - due);
      send(options.next(), due);
      sent += 1;
    }
    if (sent < total) await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + sent * interval - now)));
  }
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - start) / 1_000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  lateness.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requestsPerSecond: Math.round(latencies.length / elapsedS),
    sent,
    latency: {
      p50: round(percentile(latencies, 0.5)),
      p99: round(percentile(latencies, 0.99)),
      max: round(latencies.at(-1) ?? 0),
    },
    errors,
    non2xx,
    sendLateness: { p99: round(percentile(lateness, 0.99)), max: round(lateness.at(-1) ?? 0) },
  };
}

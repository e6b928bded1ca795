// /metrics when several server processes share the port (docs/operations.md, Processes): a scrape reaches whichever
// process the connection was handed to, so that process asks the supervising one, which gathers every process'
// figures and adds them up by prom-client's rules (counts and histograms summed, event-loop lag averaged, a figure
// read from the shared database taken once). The scrape then describes the instance, not one of its processes.
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'satx:metrics-ask';
const ANSWER = 'satx:metrics-answer';
const ANSWER_TIMEOUT_MS = 5_000;

interface Ask {
  type: typeof ASK;
  id: string;
}

interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

const isAsk = (message: unknown): message is Ask => (message as Ask | null)?.type === ASK;
const isAnswer = (message: unknown): message is Answer => (message as Answer | null)?.type === ANSWER;

/**
 * In the supervising process: answers each process' request for the whole instance's figures. Its own process runs
 * no app, so it adds nothing of its own.
 */
export function gatherProcessMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isAsk(message)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (error: unknown) =>
        worker.send({ type: ANSWER, id: message.id, error: (error as Error).message } satisfies Answer),
    );
  });
}

/**
 * The Prometheus text a scrape of this process answers: its own registry alone, or, in a process started by the
 * supervisor, every process' figures through it.
 */
export function metricsReader(registry: Registry): () => Promise<string> {
  if (!cluster.isWorker) return () => registry.metrics();
  // The supervisor's requests for this process' figures are answered from this registry, by the listener prom-client
  // installs when an AggregatorRegistry is first made.
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
  const waiting = new Map<string, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  process.on('message', (message: unknown) => {
    if (!isAnswer(message)) return;
    const waiter = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.text !== undefined) waiter?.resolve(message.text);
    else waiter?.reject(new Error(message.error ?? 'no figures'));
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the supervising process did not answer'));
      }, ANSWER_TIMEOUT_MS);
      waiting.set(id, {
        resolve: (text) => (clearTimeout(timer), resolve(text)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      process.send?.({ type: ASK, id } satisfies Ask);
    });
}

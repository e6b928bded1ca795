// Slow work that must not starve the rest of the server: at most `concurrency` tasks run at once, at most
// `maxWaiting` wait for their turn (in arrival order), and beyond that the caller is refused at once.

export interface WorkQueue {
  /** Runs the task when a slot is free; throws `busy()` without running it when the waiting line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly running: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

export function createWorkQueue(options: { concurrency: number; maxWaiting: number; busy: () => Error }): WorkQueue {
  let running = 0;
  const line: (() => void)[] = [];
  // A finished task hands its slot straight to the next in line, so a newcomer cannot jump the queue.
  const release = () => {
    const next = line.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(task) {
      if (running < options.concurrency) running += 1;
      else {
        if (line.length >= options.maxWaiting) throw options.busy();
        await new Promise<void>((resolve) => line.push(resolve));
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
}

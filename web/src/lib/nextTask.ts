// A phone's main thread runs one task at a time: while the app starts, a tap on the server-rendered page waits for
// the task in progress. Starting steps in tasks of their own keeps each wait short.

interface TaskScheduler {
  yield?: () => Promise<void>;
}

/** Resolves in a new task, after the browser has had its turn (scheduler.yield where the browser has it). */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

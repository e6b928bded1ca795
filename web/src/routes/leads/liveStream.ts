// A staff page's live stream (docs/contract.md "The live inbox"), kept open: when the server ends it (its instance
// is stopping) it opens again a second later, on whichever instance answers, and the page reads again what it may
// have missed, since the server keeps no history. A refused stream (the session ended) stays closed: the page's next
// read says so.
import type { Disposable } from 'relay-runtime';

/** How long to wait before opening the stream again after the server ended it. */
const RESUBSCRIBE_DELAY_MS = 1_000;

/**
 * Opens the stream with `subscribe`, which calls `ended` when the server completes it; answers the function that
 * closes it for good. `reopened` is true for every opening after the first.
 */
export function keepStreamOpen(subscribe: (reopened: boolean, ended: () => void) => Disposable): () => void {
  let active: Disposable | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const open = (reopened: boolean) => {
    active = subscribe(reopened, () => {
      timer = setTimeout(() => open(true), RESUBSCRIBE_DELAY_MS);
    });
  };
  open(false);
  return () => {
    clearTimeout(timer);
    active?.dispose();
  };
}

// Pages whose query takes the renter's "Do I qualify?" answers as `$answers` (docs/contract.md "Who qualifies"). The
// server has no answers, and the hydrating page renders what the server did: the browser asks again with them once
// the page runs, and again whenever they change or are forgotten.
import { useEffect, useTransition } from 'react';
import { hasServerRecords } from '../../relay/preload';
import { readAnswers, useQualificationAnswers, type QualificationInput } from './answers';

/** The answers a route loader asks with: the tab's on a navigation in the browser, none on the server or while hydrating. */
export function loaderAnswers(context?: unknown): QualificationInput | null {
  return typeof window !== 'undefined' && !hasServerRecords(context) ? readAnswers() : null;
}

/** Loads the page's query again when the tab's answers differ from those it was asked with. */
export function useAskWithAnswers<V extends { answers?: unknown }>(
  queryRef: { variables: V } | null | undefined,
  loadQuery: (variables: V) => void,
): void {
  const answers = useQualificationAnswers();
  const [, startTransition] = useTransition();
  useEffect(() => {
    if (!queryRef) return;
    if (JSON.stringify(queryRef.variables.answers ?? null) === JSON.stringify(answers)) return;
    startTransition(() => loadQuery({ ...queryRef.variables, answers }));
  }, [queryRef, answers, loadQuery]);
}

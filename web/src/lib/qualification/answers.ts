// "Do I qualify?" (docs/contract.md "Who qualifies"): the renter's answers live in this tab's sessionStorage only, so
// private answers on a shared computer end with the tab. They never go into a URL, the saved filters, analytics or
// the detail cache; the search and the apartment page send them in the GraphQL POST body.
import { useSyncExternalStore } from 'react';
import {
  CREDIT_SCORE_BANDS,
  CRIMINAL_HISTORIES,
  isPetKind,
  type CreditScoreBand,
  type CriminalHistory,
  type QualificationAnswers as DomainAnswers,
} from '../domain';

export const ANSWERS_STORAGE_KEY = 'qualificationAnswers';
const LIKELY_ONLY_STORAGE_KEY = 'qualificationLikelyOnly';

/** What the renter told us (the API's own type); years since an event are null when it never happened. */
export type QualificationAnswers = DomainAnswers;

/** The GraphQL `QualificationInput`: the same fields, nothing else. */
export type QualificationInput = QualificationAnswers;

const MAX_YEARS = 100;
/** A month's income the schema's Int can carry ($21 million). */
export const MAX_MONTHLY_INCOME_CENTS = 2_000_000_000;

function isCount(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}

function yearsOrNull(value: unknown): number | null | undefined {
  if (value === null) return null;
  return isCount(value, MAX_YEARS) ? value : undefined;
}

/** The answers when `value` is a complete, valid set (sessionStorage can hold anything); else null. */
export function parseAnswers(value: unknown): QualificationAnswers | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const band = raw.creditScoreBand;
  const criminal = raw.criminalHistory;
  const brokenLease = yearsOrNull(raw.yearsSinceBrokenLease);
  const eviction = yearsOrNull(raw.yearsSinceEviction);
  const criminalYears = yearsOrNull(raw.yearsSinceCriminalRecord);
  if (
    !isCount(raw.monthlyIncomeCents, MAX_MONTHLY_INCOME_CENTS) ||
    typeof band !== 'string' ||
    !(band in CREDIT_SCORE_BANDS) ||
    typeof criminal !== 'string' ||
    !(CRIMINAL_HISTORIES as readonly string[]).includes(criminal) ||
    typeof raw.hasVoucher !== 'boolean' ||
    typeof raw.hasCoSigner !== 'boolean' ||
    brokenLease === undefined ||
    eviction === undefined ||
    criminalYears === undefined ||
    !Array.isArray(raw.pets) ||
    !raw.pets.every((kind) => typeof kind === 'string' && isPetKind(kind))
  )
    return null;
  return {
    monthlyIncomeCents: raw.monthlyIncomeCents,
    creditScoreBand: band as CreditScoreBand,
    hasVoucher: raw.hasVoucher,
    yearsSinceBrokenLease: brokenLease,
    yearsSinceEviction: eviction,
    criminalHistory: criminal as CriminalHistory,
    yearsSinceCriminalRecord: criminal === 'NONE' ? null : criminalYears,
    hasCoSigner: raw.hasCoSigner,
    pets: [...new Set(raw.pets)],
  };
}

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedAnswers: QualificationAnswers | null = null;

function readItem(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

/** The tab's answers, or null; the same object while they are unchanged (useSyncExternalStore needs that). */
export function readAnswers(): QualificationAnswers | null {
  const raw = readItem(ANSWERS_STORAGE_KEY);
  if (raw === cachedRaw) return cachedAnswers;
  cachedRaw = raw;
  try {
    cachedAnswers = raw ? parseAnswers(JSON.parse(raw)) : null;
  } catch {
    cachedAnswers = null;
  }
  return cachedAnswers;
}

export function saveAnswers(answers: QualificationAnswers): void {
  try {
    sessionStorage.setItem(ANSWERS_STORAGE_KEY, JSON.stringify(answers));
  } catch {
    // Storage disabled: the answers cannot be kept, and nothing else holds them.
  }
  notify();
}

/** "Forget my answers": the answers and the likely-matches switch go. */
export function forgetAnswers(): void {
  try {
    sessionStorage.removeItem(ANSWERS_STORAGE_KEY);
    sessionStorage.removeItem(LIKELY_ONLY_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
  notify();
}

/** "Likely matches only": on only while answers exist. */
export function readLikelyOnly(): boolean {
  return readAnswers() !== null && readItem(LIKELY_ONLY_STORAGE_KEY) === 'true';
}

export function setLikelyOnly(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(LIKELY_ONLY_STORAGE_KEY, 'true');
    else sessionStorage.removeItem(LIKELY_ONLY_STORAGE_KEY);
  } catch {
    // Storage disabled: the switch cannot stay on.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The answers; null on the server and while hydrating, so both renders agree, then the tab's. */
export function useQualificationAnswers(): QualificationAnswers | null {
  return useSyncExternalStore(subscribe, readAnswers, () => null);
}

export function useLikelyOnly(): boolean {
  return useSyncExternalStore(subscribe, readLikelyOnly, () => false);
}

// docs/contract.md "Getting paid": the rules of lease verification, invoicing and receivables that both the server
// and the admins' pages read. Pure: no I/O. The process is the National Association of Apartment Locators': the
// property verifies the lease before any invoice, the invoice follows move-in and never asks more than was verified.
import { DAY_MS } from './constants.js';

/** A lease verification link (and a guest-card registration link) is accepted this long after it was sent. */
export const PROPERTY_LINK_LIFETIME_DAYS = 14;
/** Days after the request on which an unanswered lease verification is sent again. */
export const LEASE_VERIFICATION_REMINDER_DAYS = [3, 7] as const;
/** An invoice is due this many days after move-in (net 30). */
export const INVOICE_TERMS_DAYS = 30;
/** Days overdue on which the property is reminded of an unpaid invoice. */
export const INVOICE_OVERDUE_REMINDER_DAYS = [30, 60] as const;

export const DISPUTE_REASONS = ['notOurRenter', 'cameDirect', 'anotherLocatorFirst', 'leaseCancelled'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** The reasons as the property reads them on the form, and as the admins' case and the timeline name them. */
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  notOurRenter: 'Not our renter',
  cameDirect: 'The renter came to us directly',
  anotherLocatorFirst: 'Another locator registered this renter first',
  leaseCancelled: 'The lease was cancelled',
};

/**
 * Where a lease stands on the way to the commission, as the agent follows it on the referral: the property's answer,
 * then the invoice (a void invoice counts as none) and whether it is paid in full.
 */
export const VERIFICATION_STAGES = ['pending', 'confirmed', 'corrected', 'disputed', 'invoiced', 'paid'] as const;
export type VerificationStage = (typeof VERIFICATION_STAGES)[number];

export const VERIFICATION_STAGE_LABELS: Record<VerificationStage, string> = {
  pending: 'Waiting for the property',
  confirmed: 'Confirmed by the property',
  corrected: 'Corrected by the property',
  disputed: 'Disputed by the property',
  invoiced: 'Invoiced',
  paid: 'Paid',
};

export const AGING_BUCKETS = ['current', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  days31to60: '31-60 days',
  days61to90: '61-90 days',
  over90: '90+ days',
};

/** Whole days from one calendar date (YYYY-MM-DD) to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A calendar date `days` later. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Net 30 from move-in. */
export const invoiceDueOn = (moveInOn: string) => addDays(moveInOn, INVOICE_TERMS_DAYS);

/**
 * An open invoice's age, counted from move-in (the day its terms start): within the 30 days of its terms it is
 * current, then 31-60, 61-90 and 90+ days.
 */
export function agingBucket(moveInOn: string, today: string): AgingBucket {
  const age = daysBetween(moveInOn, today);
  if (age <= 30) return 'current';
  if (age <= 60) return 'days31to60';
  if (age <= 90) return 'days61to90';
  return 'over90';
}

/** An invoice as the property and the books name it: "INV-000042", a credit note "CN-000003". */
export function invoiceLabel(kind: 'invoice' | 'creditNote', number: number): string {
  return `${kind === 'invoice' ? 'INV' : 'CN'}-${String(number).padStart(6, '0')}`;
}

/** A renter's name as an invoice keeps it once their personal data is erased: "Maria Lopez" -> "M. L.". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts.length ? parts.map((part) => `${part[0].toUpperCase()}.`).join(' ') : '-';
}

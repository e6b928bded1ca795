import { formatNumber, type Locale } from './domain';

// Money: one formatter per meaning, named by the unit it takes, shared with the server's e-mails and page heads
// (api/src/domain/money.ts): rents in whole dollars ("$1,140"), amounts in cents with their cents unless they are
// zero ("$1,268.99", "$85"), and fees exactly as stated ("$29.99").
export { formatCents, formatFeeCents, formatRentDollars } from './domain';

// Days, moments and waits (api/src/domain/dates.ts), one way on the renters' pages, the staff's and the e-mails:
// "Dec 31, 2026", "Nov 2026", "Dec 31, 2026, 3:05 PM", "just now", "3 h".
export { formatDateTime, formatDay, formatHoursWaited, formatMonth } from './domain';

// The staff's pages only: renters' pages import nothing of it, so its metadata never reaches their bundles
// (api/src/domain/phone.ts).
export { formatPhone } from '../../../api/src/domain/phone.js';

/** Floorplan types as the site writes them everywhere ("1 Bedroom"), never their stored names ("oneBed"). */
export { floorplanTypeLabel } from './domain';

/**
 * The few words the formatters put around numbers, in each page language (docs/contract.md "Spanish pages"): part
 * of the format, like a date's month names, so they live with the formatters rather than in the catalogs.
 */
const WORDS: Record<
  Locale,
  { from: string; upTo: string; sqft: string; verified: (daysAgo: number | null) => string; stale: string }
> = {
  en: {
    from: 'From',
    upTo: 'Up to',
    sqft: 'sq ft',
    verified: (daysAgo) =>
      daysAgo === null
        ? 'Not verified yet'
        : daysAgo === 0
          ? 'Verified today'
          : daysAgo === 1
            ? 'Verified 1 day ago'
            : `Verified ${daysAgo} days ago`,
    stale: 'Unverified: older than 30 days',
  },
  es: {
    from: 'Desde',
    upTo: 'Hasta',
    sqft: 'pies²',
    verified: (daysAgo) =>
      daysAgo === null
        ? 'Aún sin verificar'
        : daysAgo === 0
          ? 'Verificado hoy'
          : daysAgo === 1
            ? 'Verificado hace 1 día'
            : `Verificado hace ${daysAgo} días`,
    stale: 'Sin verificar: de hace más de 30 días',
  },
};

/** "Unverified: older than 30 days (verified 45 days ago)": rules or a price checked too long ago. */
export function staleVerifiedLabel(daysAgo: number, locale: Locale = 'en'): string {
  return `${WORDS[locale].stale} (${verifiedLabel(daysAgo, locale).toLowerCase()})`;
}

export function formatCount(value: number): string {
  return formatNumber(value);
}

/**
 * "$900 - $1,200", "From $900", "Up to $1,200" or null when neither bound is known; on Spanish pages "Desde $900",
 * "Hasta $1,200" (docs/contract.md "Spanish pages": numbers and money read as in English).
 */
export function formatRange(
  min: number | null | undefined,
  max: number | null | undefined,
  format: (n: number) => string,
  locale: Locale = 'en',
): string | null {
  if (min != null && max != null) return min === max ? format(min) : `${format(min)} - ${format(max)}`;
  if (min != null) return `${WORDS[locale].from} ${format(min)}`;
  if (max != null) return `${WORDS[locale].upTo} ${format(max)}`;
  return null;
}

/** "1,050 sq ft"; Texas renters say "pies cuadrados" too, written "1,050 pies²" on Spanish pages. */
export function formatSqft(value: number, locale: Locale = 'en'): string {
  return `${formatNumber(value)} ${WORDS[locale].sqft}`;
}

/** An income multiple as properties write it: 3, 2.5, 2.75. */
export function formatMultiple(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** When someone last checked a price or a property's rules with the property, in whole days (null: never). */
export function verifiedLabel(daysAgo: number | null | undefined, locale: Locale = 'en'): string {
  return WORDS[locale].verified(daysAgo ?? null);
}

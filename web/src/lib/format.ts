import { formatNumber } from './domain';

/** Whole dollars: "$1,200" (docs/product.md's prices are whole dollars). */
export function formatPrice(value: number): string {
  const dollars = formatNumber(value);
  return dollars.startsWith('-') ? `-$${dollars.slice(1)}` : `$${dollars}`;
}

export function formatCount(value: number): string {
  return formatNumber(value);
}

/** "$900 - $1,200", "From $900", "Up to $1,200" or null when neither bound is known. */
export function formatRange(
  min: number | null | undefined,
  max: number | null | undefined,
  format: (n: number) => string,
): string | null {
  if (min != null && max != null) return min === max ? format(min) : `${format(min)} - ${format(max)}`;
  if (min != null) return `From ${format(min)}`;
  if (max != null) return `Up to ${format(max)}`;
  return null;
}

export function formatSqft(value: number): string {
  return `${formatNumber(value)} sq ft`;
}

/**
 * Money a renter reads, kept in cents (docs/contract.md, Beyond docs/product.md), in whole dollars as the product's
 * prices are: "$1,311" for 131,083 cents. The one money format of the renter's pages.
 */
export function formatDollars(cents: number): string {
  return formatPrice(Math.round(cents / 100));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date (YYYY-MM-DD) as "Dec 31, 2026", the same on every time zone. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/**
 * A moment (ISO 8601) in the reader's own clock, "Dec 31, 2026, 3:05 PM": the day as formatDay writes it, so a
 * timeline, an outbox and a list's sending time read like every other date of the site.
 */
export function formatDateTime(iso: string): string {
  const moment = new Date(iso);
  const day = `${moment.getFullYear()}-${moment.getMonth() + 1}-${moment.getDate()}`;
  const hours = moment.getHours();
  const minutes = String(moment.getMinutes()).padStart(2, '0');
  return `${formatDay(day)}, ${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** When someone last checked a price or a property's rules with the property, in whole days (null: never). */
export function verifiedLabel(daysAgo: number | null | undefined): string {
  if (daysAgo === null || daysAgo === undefined) return 'Not verified yet';
  if (daysAgo === 0) return 'Verified today';
  if (daysAgo === 1) return 'Verified 1 day ago';
  return `Verified ${daysAgo} days ago`;
}

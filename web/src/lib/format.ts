const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

export function formatPrice(value: number): string {
  return usd.format(value);
}

export function formatCount(value: number): string {
  return count.format(value);
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
  return `${count.format(value)} sq ft`;
}

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) as "Dec 31, 2026", the same on every time zone. */
export function formatDay(date: string): string {
  return day.format(new Date(`${date}T00:00:00Z`));
}

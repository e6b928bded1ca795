// Money as people read it (docs/contract.md "Beyond docs/product.md": money in integer cents): one formatter per
// meaning, named by the unit it takes. The web's pages (web/src/lib/format.ts re-exports these) and the server's
// e-mails and page heads write every amount through this module, so the renter's total reads the same string on the
// apartment page, the card's "from" figure, Compare, a shortlist and an e-mail.

/**
 * A number as en-US writes it ("1,234", "957.22"), with `decimals` places. Written out rather than with
 * Intl.NumberFormat: every page formats prices while it starts, and making the first Intl formatter loads the
 * locale's data, which costs a phone more than the whole page's prices.
 */
export function formatNumber(value: number, decimals = 0): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split('.');
  let grouped = '';
  for (let end = whole.length; end > 0; end -= 3) {
    grouped = whole.slice(Math.max(0, end - 3), end) + (grouped ? `,${grouped}` : '');
  }
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The spec's whole-dollar price fields (docs/product.md: a floorplan's details.minPrice and details.maxPrice, the
 * search's minPrice and maxPrice) against the cents every amount is kept in: the only two conversions.
 */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/** A rent kept in cents, as the spec's whole-dollar fields publish it (rents are whole dollars, so nothing is lost). */
export function rentDollars(cents: number): number;
export function rentDollars(cents: number | null): number | null;
export function rentDollars(cents: number | null): number | null {
  return cents === null ? null : Math.round(cents / 100);
}

const withSign = (amount: string) => (amount.startsWith('-') ? `-$${amount.slice(1)}` : `$${amount}`);

/**
 * A rent in docs/product.md's whole dollars (a floorplan's minPrice and maxPrice, lowestMinPrice, the Special
 * Starting Price): "$1,140".
 */
export function formatRentDollars(dollars: number): string {
  return withSign(formatNumber(Math.round(dollars)));
}

/**
 * An amount in integer cents, with its cents unless they are zero: "$1,268.99", "$957.22", "$85". Never rounded to
 * the dollar: an all-in figure shown rounded could understate what the renter pays (the FTC's all-in pricing rule).
 * A fraction of a cent, which no stored amount has, is rounded up for the same reason.
 */
export function formatCents(cents: number): string {
  const whole = Math.ceil(cents - 1e-9);
  return withSign(formatNumber(whole / 100, whole % 100 === 0 ? 0 : 2));
}

/**
 * A fee exactly as the property states it, to the cent: "$29.99", "$85", "$0". The fee table, the screening criteria
 * and Compare read it through here, so one fee has one amount wherever it is shown.
 */
export function formatFeeCents(cents: number): string {
  return formatCents(cents);
}

/**
 * Cents as a plain decimal amount with two places and no symbol or grouping ("1450.00", "-99.50"): what accounting
 * imports (a QuickBooks CSV) and the commission report's CSV read.
 */
export function centsAsDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

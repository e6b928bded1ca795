// docs/product.md section 9 and docs/contract.md "Search semantics".

/**
 * Special Starting Price = round((P*L - (P/30*7)*T) / L): the lowest minimum price P spread over a lease of
 * L months after T free weeks (a week priced as 7 days of a 30-day month). Never below 0.
 */
export function specialStartingPrice(
  lowestMinPrice: number,
  leaseTermMonths: number,
  promotionalTermWeeks: number,
): number {
  if (leaseTermMonths <= 0) return Math.max(0, Math.round(lowestMinPrice));
  const p = lowestMinPrice;
  const price = Math.round((p * leaseTermMonths - (p / 30) * 7 * promotionalTermWeeks) / leaseTermMonths);
  return Math.max(0, price);
}

/** docs/product.md section 2 (Search): a code following the 'xxx-' pattern shows the apartment's name instead. */
export function displayName(apartment: { code: string; name: string }): string {
  return /^xxx-/i.test(apartment.code) ? apartment.name : apartment.code;
}

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

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

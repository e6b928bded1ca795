// Money typed by admins in dollars and cents ("30" or "30.50"), kept as integer cents (docs/contract.md "Beyond
// docs/product.md"). A blank is "none"; anything else that is not an amount is refused with the field's name.
import { dollarsToCents, MONEY_MAX_CENTS } from '../../../../lib/domain';

const AMOUNT = /^\d{1,7}(?:\.\d{1,2})?$/;

export function dollarsText(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);
}

export type ParsedCents = { ok: true; cents: number | null } | { ok: false; message: string };

export function parseCents(label: string, text: string): ParsedCents {
  const value = text.trim().replace(/^\$/, '');
  if (value === '') return { ok: true, cents: null };
  if (value.length > 12 || !AMOUNT.test(value))
    return { ok: false, message: `${label} must be an amount in dollars, such as 30 or 30.50` };
  const cents = dollarsToCents(Number(value));
  if (cents > MONEY_MAX_CENTS) return { ok: false, message: `${label} is too large` };
  return { ok: true, cents };
}

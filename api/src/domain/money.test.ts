// One money formatter per meaning (docs/contract.md "Beyond docs/product.md"), the same for the pages and the e-mails.
import { describe, expect, it } from 'vitest';
import { MAIL_TEXTS } from './mail-texts.js';
import { formatCents, formatFeeCents, formatRentDollars } from './money.js';

describe('money as people read it', () => {
  it('writes rents in whole dollars', () => {
    expect(formatRentDollars(1140)).toBe('$1,140');
    expect(formatRentDollars(0)).toBe('$0');
  });

  it('writes an amount in cents with its cents unless they are zero, never rounding an all-in down', () => {
    expect(formatCents(126_899)).toBe('$1,268.99');
    expect(formatCents(103_500)).toBe('$1,035');
    expect(formatCents(95_722)).toBe('$957.22');
    expect(formatCents(126_898.01)).toBe('$1,268.99');
  });

  it('writes a fee exactly as stated', () => {
    expect(formatFeeCents(2_999)).toBe('$29.99');
    expect(formatFeeCents(8_500)).toBe('$85');
  });

  it("writes an alert's all-in as the pages do, in both languages", () => {
    const facts = { apartmentName: 'NS-132', floorplanType: 'oneBed', kind: 'newMatch', allInCents: 126_899 } as const;
    expect(MAIL_TEXTS.EN.alert(facts, 'NS-132, 1 Bedroom')).toBe(
      'New match: NS-132, 1 Bedroom from $1,268.99/month all-in',
    );
    expect(MAIL_TEXTS.ES.alert(facts, 'NS-132, 1 recámara')).toContain('desde $1,268.99 al mes todo incluido');
    expect(MAIL_TEXTS.EN.filter.upToAllIn(1600)).toBe('up to $1,600 a month all-in');
  });
});

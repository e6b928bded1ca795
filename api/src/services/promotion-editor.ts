// The admin's apartment form edits the spec's Promotion, Promotional Term and Free Move-In by creating, changing
// or ending dated specials (docs/contract.md, Search semantics); services/promotion.ts reads them back.
import {
  DAY_MS,
  localDate,
  OPEN_END_DATE,
  PROMOTIONAL_TERM_MAX_WEEKS,
  SPECIALS_PER_APARTMENT_MAX,
} from '../domain/index.js';
import type { Prisma, Special as SpecialRow } from '../generated/prisma/client.js';
import type { Actor } from './audit.js';
import { storedDate } from './calendar-date.js';
import { recordSpecialChange, tooManySpecials } from './specials.js';
import { promotionOf, specialsOn } from './promotion.js';
import { isoDate } from '../catalog/true-cost.js';

interface PromotionInput {
  promotion?: boolean;
  promotionalTerm?: number;
  freeMove?: boolean;
}

const weeksText = (weeks: number) => (weeks === 1 ? '1 week free' : `${weeks} weeks free`);

/**
 * Turns the apartment form's Promotion, Promotional Term and Free Move-In into specials: switching one on starts a
 * special today (open-ended), changing the term changes the free weeks of the special on today, switching one off
 * ends today's specials of that kind (yesterday was their last day; one that started today is removed). Fields left
 * out, or equal to what the specials already say, change nothing; specials still to come are left alone.
 */
export async function applyPromotion(
  tx: Prisma.TransactionClient,
  actor: Actor,
  apartmentId: string,
  input: PromotionInput,
  now: Date,
): Promise<void> {
  const specials = await tx.special.findMany({ where: { apartmentId }, orderBy: [{ createdAt: 'asc' }] });
  const current = promotionOf(specials, now);
  const { rent, moveIn } = specialsOn(specials, now);
  const today = localDate(now);
  const yesterday = localDate(new Date(now.getTime() - DAY_MS));
  let count = specials.length;

  const create = async (data: { text: string; concessionKind: SpecialRow['concessionKind']; value: number }) => {
    if (count >= SPECIALS_PER_APARTMENT_MAX) throw tooManySpecials();
    count += 1;
    const special = await tx.special.create({
      data: {
        apartmentId,
        text: data.text,
        concessionKind: data.concessionKind,
        concessionValue: data.value,
        validFrom: storedDate(today),
        validUntil: storedDate(OPEN_END_DATE),
        floorplanTypes: [],
      },
    });
    await recordSpecialChange(tx, actor, null, special);
  };
  const end = async (row: SpecialRow) => {
    if (isoDate(row.validFrom) >= today) {
      await tx.special.delete({ where: { id: row.id } });
      await recordSpecialChange(tx, actor, row, null);
      return;
    }
    const after = await tx.special.update({ where: { id: row.id }, data: { validUntil: storedDate(yesterday) } });
    await recordSpecialChange(tx, actor, row, after);
  };

  const wantsPromotion = input.promotion ?? current.promotion;
  if (!wantsPromotion && current.promotion) {
    for (const row of rent) await end(row);
  } else if (wantsPromotion) {
    const weeks = Math.min(PROMOTIONAL_TERM_MAX_WEEKS, input.promotionalTerm ?? current.promotionalTerm);
    const weekly = rent
      .filter((row) => row.concessionKind === 'weeksFree')
      .sort((a, b) => b.concessionValue - a.concessionValue);
    const others = rent.filter((row) => row.concessionKind !== 'weeksFree');
    if (weeks === 0 && others.length > 0) {
      // Another special on today already keeps the apartment promoted: free weeks set to 0 end the weekly ones.
      for (const row of weekly) await end(row);
    } else if (weekly.length > 0) {
      const row = weekly[0];
      if (row.concessionValue !== weeks) {
        const after = await tx.special.update({
          where: { id: row.id },
          data: { concessionValue: weeks, text: weeksText(weeks) },
        });
        await recordSpecialChange(tx, actor, row, after);
      }
    } else {
      await create({ text: weeksText(weeks), concessionKind: 'weeksFree', value: weeks });
    }
  }

  if (input.freeMove === true && moveIn.length === 0) {
    await create({ text: 'Free move-in', concessionKind: 'freeMoveIn', value: 0 });
  } else if (input.freeMove === false) {
    for (const row of moveIn) await end(row);
  }
}

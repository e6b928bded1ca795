// docs/features.md (What it really costs): the all-in sort (sort: ALL_IN_MONTHLY, REST allInMonthly), its key for one
// apartment and the page of a search in that order, read from the day's all-in figures (catalog/all-in.ts).
import type { Floorplan } from '../generated/prisma/client.js';
import { checkIsStale, lowestAllInCents } from '../catalog/all-in.js';
import type { CatalogApartment } from '../catalog/rows.js';

/**
 * The all-in sort's key: listings verified within 30 days first (group 0), then the rest (1), each by the lowest
 * all-in monthly of its matching floorplans; apartments without a price last (2). Fed one floorplan at a time,
 * and reused from one apartment to the next: a search ranks thousands.
 */
export class AllInRank {
  private verified = Infinity;
  private stale = Infinity;

  add(apartment: CatalogApartment, floorplan: Floorplan, now: Date): void {
    this.addFigure(lowestAllInCents(apartment, floorplan, now) ?? NaN, checkIsStale(floorplan, now));
  }

  /** A floorplan's lowest all-in monthly (NaN without a price) and whether its last check is 30 days old. */
  addFigure(cents: number, stale: boolean): void {
    if (Number.isNaN(cents)) return;
    if (stale) this.stale = Math.min(this.stale, cents);
    else this.verified = Math.min(this.verified, cents);
  }

  get group(): number {
    return this.verified !== Infinity ? 0 : this.stale !== Infinity ? 1 : 2;
  }

  get cents(): number {
    return this.verified !== Infinity ? this.verified : this.stale !== Infinity ? this.stale : 0;
  }

  /** Ready for the next apartment. */
  reset(): void {
    this.verified = this.stale = Infinity;
  }
}

interface Ranked {
  /** The apartment's place in the snapshot. */
  index: number;
  group: number;
  cents: number;
}

/** Beyond this many, the all-in page is found by sorting every match (see AllInPage). */
const SELECT_MAX = 1_000;

/**
 * The first `count` matches in the all-in order, kept as they come instead of sorting every match: a page is 10 of
 * thousands. Equal keys keep the order they came in (docs/contract.md's), as a stable sort would. A deep page
 * (more than SELECT_MAX) sorts them all instead, since each insertion may move every entry after it.
 */
export class AllInPage {
  private readonly entries: Ranked[] = [];

  constructor(private readonly count: number) {}

  offer(index: number, group: number, cents: number): void {
    const { entries, count } = this;
    if (count > SELECT_MAX) {
      entries.push({ index, group, cents });
      return;
    }
    const last = entries.length === count ? entries[count - 1] : undefined;
    if (last && (group > last.group || (group === last.group && cents >= last.cents))) return;
    // After every entry whose key is not above this one.
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const other = entries[middle];
      if (other.group < group || (other.group === group && other.cents <= cents)) low = middle + 1;
      else high = middle;
    }
    entries.splice(low, 0, { index, group, cents });
    if (entries.length > count) entries.pop();
  }

  /** The entries in the all-in order; Array.prototype.sort is stable. */
  ordered(): Ranked[] {
    if (this.count > SELECT_MAX) this.entries.sort((a, b) => a.group - b.group || a.cents - b.cents);
    return this.entries;
  }
}

// Saved-search alerts: what changed for a subscriber since the last e-mail. Renters care about what they would
// really pay, so a price drop is a drop of the all-in monthly (rent after specials plus required fees), not of
// the list price. One change makes one alert per subscriber: the baseline moves in the same transaction that
// queues the e-mail, and the e-mail's dedupe key names the change, whichever instance noticed it first.
import { displayName, localDate, renterText, specialEndDate, type FloorplanTypeName } from '../domain/index.js';
import { alertLine, type AlertFacts } from '../domain/mail-texts.js';
import type { CatalogSnapshot } from '../catalog/catalog.js';
import { SearchFilterSchema } from '../search/filter.js';
import { planSearch } from '../search/plan.js';
import { eachMatch } from '../search/pass.js';
import { floorplanCost, isoDate } from '../catalog/true-cost.js';

/** A special ending this many days from today (or sooner) is worth telling a subscriber about. */
export const SPECIAL_ENDING_DAYS = 3;
/** A daily digest goes out at most once per this many hours. */
export const DIGEST_INTERVAL_HOURS = 24;

/** One matching floorplan as the subscriber would see it now. */
export interface Listing {
  floorplanId: string;
  apartmentId: string;
  apartmentName: string;
  floorplanType: FloorplanTypeName;
  /** The lowest all-in monthly in cents; null without a price. */
  allInCents: number | null;
  special: { id: string; text: string; validUntil: string } | null;
}

/** What the subscriber last heard about each floorplan. */
export type Baseline = Record<string, { allInCents: number | null; specialId: string | null; endingSent?: string }>;

export type AlertKind = 'newMatch' | 'priceDrop' | 'newSpecial' | 'specialEnding';

export interface Alert {
  kind: AlertKind;
  /** Names the change: the same change always has the same key. */
  key: string;
  floorplanId: string;
  apartmentId: string;
  /** In English; the e-mail writes `facts` in the subscriber's language (alerts saved before `facts` keep `text`). */
  text: string;
  facts?: AlertFacts;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The baseline of a subscriber who has just confirmed: everything now is known, nothing is news. */
export function baselineOf(listings: Listing[]): Baseline {
  return Object.fromEntries(
    listings.map((listing) => [
      listing.floorplanId,
      { allInCents: listing.allInCents, specialId: listing.special?.id ?? null },
    ]),
  );
}

/**
 * The alerts between what the subscriber heard (`baseline`) and the listings now, and the baseline after them.
 * A floorplan that stops matching leaves the baseline; if it matches again it is a new match again.
 */
export function diffAlerts(
  baseline: Baseline,
  listings: Listing[],
  now: Date,
): { alerts: Alert[]; baseline: Baseline } {
  const today = localDate(now);
  const alerts: Alert[] = [];
  const next: Baseline = {};
  for (const listing of listings) {
    const known = baseline[listing.floorplanId];
    const about = { apartmentName: listing.apartmentName, floorplanType: listing.floorplanType };
    const alert = (kind: AlertKind, key: string, facts: AlertFacts) =>
      alerts.push({
        kind,
        key,
        floorplanId: listing.floorplanId,
        apartmentId: listing.apartmentId,
        text: alertLine('EN', facts),
        facts,
      });
    const entry: Baseline[string] = { allInCents: listing.allInCents, specialId: listing.special?.id ?? null };
    if (!known) {
      alert('newMatch', `new:${listing.floorplanId}:${today}`, {
        ...about,
        kind: 'newMatch',
        allInCents: listing.allInCents,
      });
    } else {
      if (listing.allInCents !== null && known.allInCents !== null && listing.allInCents < known.allInCents)
        alert('priceDrop', `drop:${listing.floorplanId}:${listing.allInCents}`, {
          ...about,
          kind: 'priceDrop',
          allInCents: listing.allInCents,
          wasCents: known.allInCents,
        });
      if (listing.special && listing.special.id !== known.specialId)
        alert('newSpecial', `special:${listing.floorplanId}:${listing.special.id}`, {
          ...about,
          kind: 'newSpecial',
          specialText: listing.special.text,
          validUntil: specialEndDate(listing.special.validUntil),
        });
      if (known.endingSent) entry.endingSent = known.endingSent;
    }
    const special = listing.special;
    if (special && entry.endingSent !== special.id && daysBetween(today, special.validUntil) <= SPECIAL_ENDING_DAYS) {
      alert('specialEnding', `ending:${listing.floorplanId}:${special.id}`, {
        ...about,
        kind: 'specialEnding',
        specialText: special.text,
        validUntil: special.validUntil,
        today: special.validUntil === today,
      });
      entry.endingSent = special.id;
    }
    next[listing.floorplanId] = entry;
  }
  return { alerts, baseline: next };
}

/** Whether a daily subscriber's digest is due: something is waiting and the last one is a day old. */
export function digestDue(lastDigestAt: Date | null, pending: number, now: Date): boolean {
  if (pending === 0) return false;
  return lastDigestAt === null || now.getTime() - lastDigestAt.getTime() >= DIGEST_INTERVAL_HOURS * 3_600_000;
}

/** Every floorplan the saved filter matches in the catalog, with its all-in figure and special. */
export function currentListings(
  snapshot: Pick<CatalogSnapshot, 'apartments'>,
  rawFilter: unknown,
  now: Date,
): Listing[] {
  const plan = planSearch(SearchFilterSchema.parse(rawFilter ?? {}), { limit: 1 }, now);
  const listings: Listing[] = [];
  eachMatch(plan, snapshot.apartments, (apartment, floorplans) => {
    for (const floorplan of floorplans) {
      const cost = floorplanCost(apartment, floorplan, now);
      listings.push({
        floorplanId: floorplan.id,
        apartmentId: apartment.id,
        // docs/product.md section 2: renters see the code, the name only for 'xxx-' codes (agents' shortlists aside).
        apartmentName: displayName(apartment),
        floorplanType: floorplan.type,
        allInCents: cost.allInMonthlyCents?.min ?? null,
        special: cost.special
          ? {
              id: cost.special.id,
              text: renterText(apartment, cost.special.text),
              validUntil: isoDate(cost.special.validUntil),
            }
          : null,
      });
    }
  });
  return listings;
}

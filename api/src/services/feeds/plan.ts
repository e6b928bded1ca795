// The dry run's words: what applying a property's feed record would change on its apartment (docs/contract.md
// "Property feeds"), in the manager's terms: rents, fees, specials, availability, new and vanished floorplans.
import {
  FLOORPLAN_TYPE_LABELS,
  formatCents,
  formatFeeCents,
  FEE_KIND_LABELS,
  type FloorplanTypeName,
} from '../../domain/index.js';
import type { Fee, Floorplan, Special } from '../../generated/prisma/client.js';
import type { MappedFee, MappedProperty, MappedSpecial } from './mapping.js';

export interface PlannedChange {
  what: string;
  before: string | null;
  after: string | null;
}

/** The apartment as the dry run compares it: its floorplans, fees and the specials this feed wrote. */
export interface CurrentApartment {
  floorplans: Pick<
    Floorplan,
    | 'type'
    | 'minRentCents'
    | 'maxRentCents'
    | 'minSqft'
    | 'maxSqft'
    | 'unitsAvailable'
    | 'availableFrom'
    | 'totalFloorplans'
  >[];
  fees: Pick<Fee, 'name' | 'amountCents' | 'kind'>[];
  feedSpecials: Pick<Special, 'text' | 'concessionKind' | 'concessionValue' | 'validFrom' | 'validUntil'>[];
}

export const VANISHED = 'no longer in the feed: it goes stale 30 days after its last confirmation';

const rents = (min: number | null, max: number | null) =>
  min === null ? null : max === null || max === min ? formatCents(min) : `${formatCents(min)} – ${formatCents(max)}`;
const sqft = (min: number | null, max: number | null) =>
  min === null ? null : max === null || max === min ? `${min} sq ft` : `${min} – ${max} sq ft`;
const day = (date: Date | string | null) =>
  date === null ? 'now' : typeof date === 'string' ? date : date.toISOString().slice(0, 10);

export const feesText = (fees: readonly Pick<MappedFee, 'name' | 'amountCents' | 'kind'>[]) =>
  fees.map((fee) => `${fee.name} ${formatFeeCents(fee.amountCents)} (${FEE_KIND_LABELS[fee.kind]})`).join('; ') ||
  'none';

export const specialsText = (specials: readonly Pick<MappedSpecial, 'text'>[]) =>
  specials.map((special) => special.text).join('; ') || 'none';

function compare(changes: PlannedChange[], what: string, before: string | null, after: string | null) {
  if (before !== after) changes.push({ what, before, after });
}

/** Every difference between the apartment now and the feed's record; empty when the feed only confirms it. */
export function plannedChanges(current: CurrentApartment, record: MappedProperty): PlannedChange[] {
  const changes: PlannedChange[] = [];
  const label = (type: FloorplanTypeName) => FLOORPLAN_TYPE_LABELS[type];
  for (const floorplan of record.floorplans) {
    const before = current.floorplans.find((candidate) => candidate.type === floorplan.type);
    if (!before) {
      changes.push({
        what: `${label(floorplan.type)}: new floorplan`,
        before: null,
        after: `${rents(floorplan.minRentCents, floorplan.maxRentCents)}, available ${day(floorplan.availableFrom)}`,
      });
      continue;
    }
    compare(
      changes,
      `${label(floorplan.type)}: rent`,
      rents(before.minRentCents, before.maxRentCents),
      rents(floorplan.minRentCents, floorplan.maxRentCents),
    );
    compare(
      changes,
      `${label(floorplan.type)}: size`,
      sqft(before.minSqft, before.maxSqft),
      sqft(floorplan.minSqft, floorplan.maxSqft),
    );
    compare(
      changes,
      `${label(floorplan.type)}: units available`,
      before.unitsAvailable === null ? null : String(before.unitsAvailable),
      floorplan.unitsAvailable === null ? null : String(floorplan.unitsAvailable),
    );
    compare(changes, `${label(floorplan.type)}: available`, day(before.availableFrom), day(floorplan.availableFrom));
  }
  for (const before of current.floorplans) {
    if (!record.floorplans.some((floorplan) => floorplan.type === before.type))
      changes.push({
        what: `${label(before.type)}`,
        before: rents(before.minRentCents, before.maxRentCents),
        after: VANISHED,
      });
  }
  compare(changes, 'Fees', feesText(current.fees), feesText(record.fees));
  compare(changes, 'Specials', specialsText(current.feedSpecials), specialsText(record.specials));
  return changes;
}

// "Is this a good deal?" (docs/contract.md "Rent history and the market"): a floorplan's all-in against the median
// all-in of the same floorplan type in the same area, among floorplans checked within 30 days. With fewer than
// MIN_COMPARABLES others the meter says so instead of a figure: it never claims more than the data.
import type { FloorplanTypeName } from '../domain/index.js';
import type { Floorplan } from '../generated/prisma/client.js';
import { checkIsStale, lowestAllInCents } from '../catalog/all-in.js';
import type { Catalog, CatalogRead } from '../catalog/catalog.js';
import type { StoredCatalogApartment } from '../catalog/rows.js';

/** Fewer other floorplans than this in the comparison set, and the meter gives no figure. */
export const MIN_COMPARABLES = 5;

/** One floorplan's current figure: checked within 30 days and priced (the only ones a comparison may use). */
export interface CurrentFigure {
  apartmentId: string;
  floorplanId: string;
  areas: readonly string[];
  type: FloorplanTypeName;
  allInMinCents: number;
}

export type DealVerdict = 'BELOW' | 'AT' | 'ABOVE' | 'TOO_FEW';

export interface DealMeter {
  /** The comparison's area: the first the apartment lists (its main area). */
  area: string;
  type: FloorplanTypeName;
  allInMinCents: number;
  /** The other floorplans of the type in the area with a current checked price. */
  comparableCount: number;
  /** Their median all-in; null when there are fewer than MIN_COMPARABLES. */
  medianAllInCents: number | null;
  /** How far the floorplan is from that median, in whole percent (negative: below); null without a median. */
  percentFromMedian: number | null;
  verdict: DealVerdict;
}

/** The median of whole numbers: the middle value, or the mean of the two middle values rounded to a whole one. */
export function medianWhole(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

/** The median of whole cents: the middle value, or the mean of the two middle values rounded to the cent. */
export const medianCents = medianWhole;

/** The current figure of every floorplan checked within 30 days and priced, at `now`. */
export function currentFigures(apartments: readonly StoredCatalogApartment[], now: Date): CurrentFigure[] {
  const figures: CurrentFigure[] = [];
  for (const apartment of apartments) {
    for (const floorplan of apartment.floorplans) {
      const figure = currentFigureOf(apartment, floorplan, now);
      if (figure) figures.push(figure);
    }
  }
  return figures;
}

function currentFigureOf(apartment: StoredCatalogApartment, floorplan: Floorplan, now: Date): CurrentFigure | null {
  if (checkIsStale(floorplan, now)) return null;
  const allInMinCents = lowestAllInCents(apartment, floorplan, now);
  if (allInMinCents === null) return null;
  return {
    apartmentId: apartment.id,
    floorplanId: floorplan.id,
    areas: apartment.location,
    type: floorplan.type,
    allInMinCents,
  };
}

const grouped = new WeakMap<readonly CurrentFigure[], Map<string, CurrentFigure[]>>();

/** `figures` by area and type, made once per list: a page of search cards asks for every floorplan's meter. */
function byAreaAndType(figures: readonly CurrentFigure[]): Map<string, CurrentFigure[]> {
  let groups = grouped.get(figures);
  if (groups) return groups;
  groups = new Map();
  for (const figure of figures)
    for (const area of new Set(figure.areas)) {
      const key = `${area}\u0000${figure.type}`;
      const group = groups.get(key);
      if (group) group.push(figure);
      else groups.set(key, [figure]);
    }
  grouped.set(figures, groups);
  return groups;
}

/** The meter of one floorplan against `figures` (currentFigures of the catalog); null without a current checked price. */
export function dealMeterOf(
  apartment: StoredCatalogApartment,
  floorplan: Floorplan,
  figures: readonly CurrentFigure[],
  now: Date,
): DealMeter | null {
  const own = currentFigureOf(apartment, floorplan, now);
  const area = apartment.location[0];
  if (!own || area === undefined) return null;
  const comparables = (byAreaAndType(figures).get(`${area}\u0000${own.type}`) ?? [])
    .filter((other) => other.floorplanId !== floorplan.id)
    .map((other) => other.allInMinCents);
  const base = { area, type: own.type, allInMinCents: own.allInMinCents, comparableCount: comparables.length };
  if (comparables.length < MIN_COMPARABLES)
    return { ...base, medianAllInCents: null, percentFromMedian: null, verdict: 'TOO_FEW' };
  const median = medianCents(comparables) as number;
  // Whole percent, half away from zero, so -7.5% reads as 8% below as readily as 7.5% above reads as 8% above.
  const exact = ((own.allInMinCents - median) / median) * 100;
  const percent = Math.sign(exact) * Math.round(Math.abs(exact));
  const verdict: DealVerdict = percent < 0 ? 'BELOW' : percent > 0 ? 'ABOVE' : 'AT';
  return { ...base, medianAllInCents: median, percentFromMedian: percent === 0 ? 0 : percent, verdict };
}

const cached = new WeakMap<readonly StoredCatalogApartment[], { minute: number; figures: CurrentFigure[] }>();

/**
 * currentFigures of a catalog snapshot, kept per snapshot for the minute: a page of cards asks for every card's meter,
 * and the catalog's objects are replaced, never changed, when prices change.
 */
export function catalogFigures(apartments: readonly StoredCatalogApartment[], now: Date): CurrentFigure[] {
  const minute = Math.floor(now.getTime() / 60_000);
  const held = cached.get(apartments);
  if (held && held.minute === minute) return held.figures;
  const figures = currentFigures(apartments, now);
  cached.set(apartments, { minute, figures });
  return figures;
}

/**
 * What a floorplan's meter reads of the catalog: the current figures of its type in its area, and nothing else. A
 * kept page with the meter (http/page-cache.ts) outlives a change elsewhere (another area, another type, a rename)
 * and is rendered again when a comparable's figure comes, goes or moves.
 */
export function areaComparablesRead(
  apartment: StoredCatalogApartment,
  floorplan: Floorplan,
  now: Date,
): CatalogRead | undefined {
  const area = apartment.location[0];
  if (area === undefined) return undefined;
  return {
    kind: 'search',
    shown: new Set([apartment.id]),
    footprint: (other) =>
      other.location.includes(area)
        ? other.floorplans
            .filter((candidate) => candidate.type === floorplan.type)
            .map((candidate) => `${candidate.id}:${currentFigureOf(other, candidate, now)?.allInMinCents ?? ''}`)
            .join(',')
        : '',
  };
}

/**
 * The meter of one floorplan as a request reads it (GraphQL and REST alike): the catalog read it records is only
 * the area's comparables (areaComparablesRead), so a kept page or answer with it outlives changes elsewhere.
 */
export async function readDealMeter(
  catalog: Catalog,
  apartment: StoredCatalogApartment,
  floorplan: Floorplan,
  now: Date,
): Promise<DealMeter | null> {
  const read = areaComparablesRead(apartment, floorplan, now);
  if (!read) return null;
  const snapshot = await catalog.snapshot(read);
  return dealMeterOf(apartment, floorplan, catalogFigures(snapshot.apartments, now), now);
}

// From a MITS <Property> to what this site keeps (docs/contract.md "Property feeds", mapping rules): the six
// floorplan types, rents and fees in cents, specials. What cannot be mapped is reported, never guessed; a record
// whose figures are wrong (a rent of zero, a fee without an amount, one floorplan id twice) is refused whole, so
// nothing is half-written for a property.
import {
  dollarsToCents,
  FEE_NAME_MAX_LENGTH,
  formatCents,
  FLOORPLAN_TYPES,
  MONEY_MAX_CENTS,
  SPECIAL_TEXT_MAX_LENGTH,
  type ConcessionKind,
  type FeeKind,
  type FloorplanTypeName,
  type GeoPoint,
} from '../../domain/index.js';
import { child, children, textAt, type XmlElement } from './mits.js';

export interface MappedFloorplan {
  type: FloorplanTypeName;
  /** The feed's floorplan ids this type gathers (A1, A2 are both one bedroom). */
  sourceIds: string[];
  minRentCents: number;
  maxRentCents: number;
  minSqft: number | null;
  maxSqft: number | null;
  totalFloorplans: number;
  unitsAvailable: number | null;
  /** YYYY-MM-DD; null: available now. */
  availableFrom: string | null;
  imageUrls: string[];
}

export interface MappedFee {
  name: string;
  amountCents: number;
  kind: FeeKind;
}

export interface MappedSpecial {
  text: string;
  concessionKind: ConcessionKind;
  concessionValue: number;
  validFrom: string;
  validUntil: string | null;
  floorplanTypes: FloorplanTypeName[];
}

export interface MappedProperty {
  propertyId: string;
  name: string;
  address: { street: string; city: string; state: string; zip: string } | null;
  point: GeoPoint | null;
  floorplans: MappedFloorplan[];
  fees: MappedFee[];
  specials: MappedSpecial[];
  /** The property's first photo: the apartment's Image URL when it has none (copied like any outside image). */
  image: string | null;
}

/** A property as read: its mapped form, or why it is refused, and what was reported along the way. */
export interface ReadProperty {
  propertyId: string;
  name: string;
  mapped: MappedProperty | null;
  messages: string[];
}

/** Per-record messages of a run's log (docs/contract.md "Property feeds", bad input). */
export const FEED_RECORD_MESSAGES = {
  noId: 'A property has no id (PropertyID > Identification IDValue): it was refused.',
  duplicateProperty: (id: string) =>
    `Property ${id} appears more than once in the file: every copy was refused, since which one is true cannot be told.`,
  duplicateFloorplan: (id: string) => `Floorplan ${id} appears more than once: the property was refused.`,
  unknownBedrooms: (id: string, bedrooms: string) =>
    `Floorplan ${id}: ${bedrooms ? `${bedrooms} bedrooms do` : 'no bedroom count does'} not map to a floorplan type (studio to 4 bedrooms, or a townhome by its name): it was left out.`,
  badRent: (id: string, which: string, value: string) =>
    `Floorplan ${id}: ${which} ${value} is not a rent above zero: the property was refused.`,
  noRent: (id: string) => `Floorplan ${id} has no rent: it was left out, and its floorplan was not confirmed.`,
  feeWithoutAmount: (name: string) => `Fee "${name}" has no amount: the property was refused.`,
  badFee: (name: string, value: string) => `Fee "${name}": ${value} is not an amount: the property was refused.`,
  unknownFeeFrequency: (name: string, frequency: string) =>
    `Fee "${name}": frequency "${frequency}" is not known (Monthly, OneTime or Deposit): the property was refused.`,
  unknownConcession: (text: string) =>
    `Concession "${text}" has no known type (WeeksFree, AmountOff, ReducedRent or FreeMoveIn): it was left out.`,
  badNumber: (id: string, field: string, value: string) =>
    `Floorplan ${id}: ${field} "${value}" is not a whole number: the property was refused.`,
  badDate: (what: string, value: string) => `${what}: "${value}" is not a date: the property was refused.`,
  statedTotalDiffers: (id: string, stated: number, ours: number) =>
    `Floorplan ${id}: the property states a Total Monthly Leasing Price of ${formatCents(stated)}, but its rent and required monthly fees come to ${formatCents(ours)}. The site shows the all-in it computes; ask the property which is right.`,
} as const;

const BEDROOM_TYPES: Record<string, FloorplanTypeName> = {
  '0': 'studio',
  '1': 'oneBed',
  '2': 'twoBed',
  '3': 'threeBed',
  '4': 'fourBed',
};

/** A record's mistake: the property is refused with this message. */
class Refusal extends Error {}

const AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/;

/** Dollars as a feed writes them ("1250", "1250.00", "$1,250.00") in cents; null when it is not an amount. */
function centsOf(raw: string): number | null {
  const plain = raw.replace(/[$,\s]/g, '');
  if (!AMOUNT.test(plain)) return null;
  const cents = dollarsToCents(Number(plain));
  return cents > MONEY_MAX_CENTS ? null : cents;
}

function wholeNumber(raw: string | undefined, floorplanId: string, field: string): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const value = raw.trim();
  if (!/^\d{1,7}$/.test(value)) throw new Refusal(FEED_RECORD_MESSAGES.badNumber(floorplanId, field, value));
  return Number(value);
}

/** MITS dates: an element with Year/Month/Day attributes, or text YYYY-MM-DD. */
function dateOf(element: XmlElement | undefined, what: string): string | null {
  if (!element) return null;
  const { Year, Month, Day } = element.attributes;
  const text = Year ? `${Year}-${(Month ?? '').padStart(2, '0')}-${(Day ?? '').padStart(2, '0')}` : element.text;
  if (!text) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`)))
    throw new Refusal(FEED_RECORD_MESSAGES.badDate(what, text));
  return text;
}

function rentRange(floorplan: XmlElement, id: string): { min: number; max: number } | null {
  const rent = child(floorplan, 'MarketRent') ?? child(floorplan, 'EffectiveRent');
  if (!rent) return null;
  const minRaw = rent.attributes.Min ?? rent.text;
  const maxRaw = rent.attributes.Max ?? minRaw;
  if (!minRaw) return null;
  const min = centsOf(minRaw);
  const max = centsOf(maxRaw);
  if (min === null || min <= 0) throw new Refusal(FEED_RECORD_MESSAGES.badRent(id, `${rent.name} Min`, minRaw));
  if (max === null || max <= 0) throw new Refusal(FEED_RECORD_MESSAGES.badRent(id, `${rent.name} Max`, maxRaw));
  return { min: Math.min(min, max), max: Math.max(min, max) };
}

/** The floorplan type: a townhome by its name or type, else by its bedroom count; null when neither maps. */
function typeOf(floorplan: XmlElement): { type: FloorplanTypeName | null; bedrooms: string } {
  const bedrooms =
    children(floorplan, 'Room')
      .find((room) => room.attributes.RoomType === 'Bedroom')
      ?.children.find((count) => count.name === 'Count')?.text ?? '';
  const label = `${textAt(floorplan, 'Name')} ${floorplan.attributes.FloorplanType ?? ''} ${textAt(floorplan, 'FloorplanType')}`;
  if (/town[\s-]*home|townhouse/i.test(label)) return { type: 'townHome', bedrooms };
  return { type: BEDROOM_TYPES[bedrooms.trim()] ?? null, bedrooms: bedrooms.trim() };
}

function imagesOf(element: XmlElement): string[] {
  return children(element, 'File')
    .filter((file) => file.attributes.Active !== 'false')
    .map((file) => textAt(file, 'Src'))
    .filter((src) => /^https?:\/\//i.test(src));
}

/** Each floorplan's earliest ready date from its units (ILS_Unit), by the feed's floorplan id. */
function readyDates(property: XmlElement): Map<string, string> {
  const earliest = new Map<string, string>();
  for (const unit of children(property, 'ILS_Unit')) {
    const inner = child(child(unit, 'Units'), 'Unit');
    const floorplanId = unit.attributes.FloorplanID ?? textAt(inner, 'FloorplanID');
    const availability = child(unit, 'Availability');
    const date = dateOf(
      child(availability, 'MadeReadyDate') ?? child(availability, 'AvailableDate'),
      `Unit ${unit.attributes.IDValue ?? ''}`,
    );
    if (!floorplanId || !date) continue;
    const known = earliest.get(floorplanId);
    if (!known || date < known) earliest.set(floorplanId, date);
  }
  return earliest;
}

const FREQUENCIES: Record<string, (required: boolean) => FeeKind> = {
  monthly: (required) => (required ? 'monthlyMandatory' : 'monthlyOptional'),
  onetime: () => 'oneTime',
  deposit: () => 'deposit',
};

/** MITS 4.1's one-time fees (Property > Fee > ApplicationFee ...) and MITS 5.0's fee items (Property > Fees > Fee). */
function feesOf(property: XmlElement): MappedFee[] {
  const fees: MappedFee[] = [];
  for (const legacy of children(property, 'Fee')) {
    for (const item of legacy.children) {
      const name = item.name.replace(/([a-z])([A-Z])/g, '$1 $2');
      fees.push(
        feeItem(name.slice(0, FEE_NAME_MAX_LENGTH), item.text, /Deposit/.test(item.name) ? 'deposit' : 'oneTime'),
      );
    }
  }
  for (const item of children(child(property, 'Fees'), 'Fee')) {
    const name = (textAt(item, 'Name') || item.attributes.Name || 'Fee').slice(0, FEE_NAME_MAX_LENGTH);
    const frequency = (item.attributes.Frequency ?? textAt(item, 'Frequency')).replace(/[\s_-]/g, '').toLowerCase();
    const kindOf = FREQUENCIES[frequency];
    if (!kindOf) throw new Refusal(FEED_RECORD_MESSAGES.unknownFeeFrequency(name, frequency));
    const required = (item.attributes.Required ?? textAt(item, 'Required')).toLowerCase() === 'true';
    fees.push(feeItem(name, textAt(item, 'Amount') || (item.attributes.Amount ?? ''), kindOf(required)));
  }
  return fees;
}

function feeItem(name: string, raw: string, kind: FeeKind): MappedFee {
  if (!raw.trim()) throw new Refusal(FEED_RECORD_MESSAGES.feeWithoutAmount(name));
  const amountCents = centsOf(raw);
  if (amountCents === null) throw new Refusal(FEED_RECORD_MESSAGES.badFee(name, raw));
  return { name, amountCents, kind };
}

const CONCESSION_TYPES: Record<string, ConcessionKind> = {
  weeksfree: 'weeksFree',
  amountoff: 'amountOff',
  reducedrent: 'reducedRent',
  freemovein: 'freeMoveIn',
};

function specialsOf(
  property: XmlElement,
  typesById: Map<string, FloorplanTypeName>,
  today: string,
  messages: string[],
): MappedSpecial[] {
  const specials: MappedSpecial[] = [];
  for (const concession of children(property, 'Concession')) {
    if (concession.attributes.Active === 'false') continue;
    const text = (textAt(concession, 'Description') || textAt(concession, 'Name')).slice(0, SPECIAL_TEXT_MAX_LENGTH);
    const kind =
      CONCESSION_TYPES[
        textAt(concession, 'ConcessionType')
          .replace(/[\s_-]/g, '')
          .toLowerCase()
      ];
    if (!kind || !text) {
      messages.push(FEED_RECORD_MESSAGES.unknownConcession(text || textAt(concession, 'ConcessionType')));
      continue;
    }
    const raw = textAt(concession, 'Value');
    let value = 0;
    if (kind === 'weeksFree') value = Number(/^\d{1,2}$/.test(raw) ? raw : NaN);
    else if (kind !== 'freeMoveIn') value = centsOf(raw) ?? NaN;
    if (!Number.isFinite(value) || (kind !== 'freeMoveIn' && value < 1)) {
      messages.push(FEED_RECORD_MESSAGES.unknownConcession(text));
      continue;
    }
    const floorplanTypes = [
      ...new Set(
        children(concession, 'FloorplanID').flatMap((id) => {
          const type = typesById.get(id.text);
          return type ? [type] : [];
        }),
      ),
    ];
    specials.push({
      text,
      concessionKind: kind,
      concessionValue: value,
      validFrom: dateOf(child(concession, 'StartDate'), `Concession "${text}"`) ?? today,
      validUntil: dateOf(child(concession, 'EndDate'), `Concession "${text}"`),
      floorplanTypes,
    });
  }
  return specials;
}

function pointOf(property: XmlElement): GeoPoint | null {
  const ils = child(property, 'ILS_Identification');
  const latitude = Number(textAt(ils, 'Latitude'));
  const longitude = Number(textAt(ils, 'Longitude'));
  if (!textAt(ils, 'Latitude') || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { latitude, longitude };
}

/** A floorplan's stated Total Monthly Leasing Price (MITS 5.0), its low end in cents; null when not stated. */
function statedTotal(floorplan: XmlElement, id: string): number | null {
  const element = child(floorplan, 'TotalMonthlyLeasingPrice');
  const raw = (element?.attributes.Min ?? element?.text ?? '').trim();
  if (!raw) return null;
  const cents = centsOf(raw);
  if (cents === null || cents <= 0)
    throw new Refusal(FEED_RECORD_MESSAGES.badRent(id, 'TotalMonthlyLeasingPrice', raw));
  return cents;
}

/** Maps one <Property>; `today` (YYYY-MM-DD, San Antonio) turns a ready date that has passed into "available now". */
export function mapProperty(property: XmlElement, today: string): ReadProperty {
  const identification = child(child(property, 'PropertyID'), 'Identification');
  const propertyId = (identification?.attributes.IDValue ?? property.attributes.IDValue ?? '').trim().slice(0, 100);
  const name = textAt(property, 'PropertyID/MarketingName').slice(0, 200) || propertyId;
  const messages: string[] = [];
  if (!propertyId) return { propertyId: '', name, mapped: null, messages: [FEED_RECORD_MESSAGES.noId] };
  try {
    const ready = readyDates(property);
    const byType = new Map<FloorplanTypeName, MappedFloorplan>();
    const typesById = new Map<string, FloorplanTypeName>();
    const seen = new Set<string>();
    const statedTotals: { id: string; stated: number; rentCents: number }[] = [];
    for (const floorplan of children(property, 'Floorplan')) {
      const id = floorplan.attributes.IDValue ?? textAt(floorplan, 'Name');
      if (seen.has(id)) throw new Refusal(FEED_RECORD_MESSAGES.duplicateFloorplan(id));
      seen.add(id);
      const { type, bedrooms } = typeOf(floorplan);
      const rent = rentRange(floorplan, id);
      const sqft = child(floorplan, 'SquareFeet');
      const minSqft = wholeNumber(sqft?.attributes.Min ?? sqft?.text, id, 'SquareFeet Min');
      const maxSqft = wholeNumber(sqft?.attributes.Max, id, 'SquareFeet Max') ?? minSqft;
      const unitsAvailable = wholeNumber(textAt(floorplan, 'UnitsAvailable'), id, 'UnitsAvailable');
      if (type === null) {
        messages.push(FEED_RECORD_MESSAGES.unknownBedrooms(id, bedrooms));
        continue;
      }
      if (rent === null) {
        messages.push(FEED_RECORD_MESSAGES.noRent(id));
        continue;
      }
      typesById.set(id, type);
      const stated = statedTotal(floorplan, id);
      if (stated !== null) statedTotals.push({ id, stated, rentCents: rent.min });
      const readyOn = ready.get(id) ?? null;
      const availableFrom = readyOn !== null && readyOn > today ? readyOn : null;
      const known = byType.get(type);
      if (!known) {
        byType.set(type, {
          type,
          sourceIds: [id],
          minRentCents: rent.min,
          maxRentCents: rent.max,
          minSqft,
          maxSqft,
          totalFloorplans: 1,
          unitsAvailable,
          availableFrom,
          imageUrls: imagesOf(floorplan),
        });
        continue;
      }
      // Several of the feed's floorplans of one type make one floorplan here: the widest range, units added up,
      // the earliest day (available now wins).
      known.sourceIds.push(id);
      known.minRentCents = Math.min(known.minRentCents, rent.min);
      known.maxRentCents = Math.max(known.maxRentCents, rent.max);
      known.minSqft = lower(known.minSqft, minSqft);
      known.maxSqft = higher(known.maxSqft, maxSqft);
      known.totalFloorplans += 1;
      known.unitsAvailable =
        known.unitsAvailable === null && unitsAvailable === null
          ? null
          : (known.unitsAvailable ?? 0) + (unitsAvailable ?? 0);
      known.availableFrom =
        known.availableFrom === null || availableFrom === null
          ? null
          : known.availableFrom < availableFrom
            ? known.availableFrom
            : availableFrom;
      known.imageUrls = [...new Set([...known.imageUrls, ...imagesOf(floorplan)])];
    }
    const fees = feesOf(property);
    // MITS 5.0's Total Monthly Leasing Price is the property's own all-in before concessions: the lowest rent plus
    // every required monthly fee. Where it disagrees with the feed's own rent and fees, the admin is told.
    const requiredMonthly = fees.reduce(
      (sum, fee) => (fee.kind === 'monthlyMandatory' ? sum + fee.amountCents : sum),
      0,
    );
    for (const { id, stated, rentCents } of statedTotals)
      if (Math.abs(stated - (rentCents + requiredMonthly)) >= 100)
        messages.push(FEED_RECORD_MESSAGES.statedTotalDiffers(id, stated, rentCents + requiredMonthly));
    const specials = specialsOf(property, typesById, today, messages);
    const address = child(child(property, 'PropertyID'), 'Address');
    return {
      propertyId,
      name,
      messages,
      mapped: {
        propertyId,
        name,
        address: address
          ? {
              street: textAt(address, 'AddressLine1'),
              city: textAt(address, 'City'),
              state: textAt(address, 'State'),
              zip: textAt(address, 'PostalCode').slice(0, 5),
            }
          : null,
        point: pointOf(property),
        floorplans: FLOORPLAN_TYPES.flatMap((type) => {
          const floorplan = byType.get(type);
          return floorplan ? [floorplan] : [];
        }),
        fees,
        specials,
        image: imagesOf(property)[0] ?? null,
      },
    };
  } catch (error) {
    if (error instanceof Refusal) return { propertyId, name, mapped: null, messages: [...messages, error.message] };
    throw error;
  }
}

const lower = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const higher = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

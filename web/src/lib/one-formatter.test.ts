// One money format per meaning and one date format on every renter page (docs/contract.md, Search semantics: every
// surface reads the same figures), so "$1,311" for a $1,310.83 all-in and "2026-12-18" beside "Dec 18, 2026" cannot
// come back: the renter's surfaces write amounts and days only through lib/format.ts and the price tag
// (components/PriceTag.tsx).
// The rendering tests pin the written figures (PriceTag, ApartmentPage, FavouritesPage); this one keeps any other
// way of writing them out of the renter's source files.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// jsdom gives the test module an http URL; the folder comes from Node's own path of it.
const web = join(import.meta.dirname, '..');

/** What a renter sees: the shared components and every public route. */
const RENTER_FOLDERS = [
  'components',
  'routes/apartment',
  'routes/appointment',
  'routes/deals',
  'routes/favourites',
  'routes/floorplans',
  'routes/home',
  'routes/search',
  'routes/shortlist',
];

/** Ways of writing money or days that bypass the one formatter. */
const OTHER_FORMATTERS: [RegExp, string][] = [
  [/\bformatNumber\(/, 'formatNumber (write money with formatCents, formatFeeCents or formatRentDollars)'],
  [/Math\.(?:round|floor|ceil)\([^)]*\/\s*100\b/, 'cents made dollars by hand (use formatCents: it keeps the cents)'],
  [/\.toLocale(?:Date|Time)?String\(/, 'toLocaleString (use lib/format.ts)'],
  [/\bIntl\./, 'Intl (use lib/format.ts)'],
  [/\.toFixed\(/, 'toFixed (use lib/format.ts)'],
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(web, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("the renter's pages write money and days one way", () => {
  it('finds renter source files to check', () => {
    expect(sourceFiles('routes/apartment').map((file) => relative(web, file))).toContain(
      'routes/apartment/FloorplanCost.tsx',
    );
  });

  it('never formats an amount or a day outside lib/format.ts', () => {
    const found = RENTER_FOLDERS.flatMap(sourceFiles).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return OTHER_FORMATTERS.filter(([pattern]) => pattern.test(text)).map(
        ([, what]) => `${relative(web, file)}: ${what}`,
      );
    });
    expect(found).toEqual([]);
  });
});

// The staff's pages (lead pages, inbox, editor, commissions, outbox, accounts) write days, moments, phones and
// floorplan types through the same formatters: "Dec 18, 2026, 3:05 PM", "(210) 555-0199", "1 Bedroom".
const STAFF_FOLDERS = ['components/staff', 'routes/leads', 'routes/admins', 'routes/agents', 'routes/verification'];

const OTHER_STAFF_FORMATTERS: [RegExp, string][] = [
  [/\.toLocale(?:Date|Time)?String\(/, 'toLocaleString (use lib/format.ts)'],
  [/\bIntl\./, 'Intl (use lib/format.ts)'],
  [/\.charAt\(0\)\.toUpperCase\(\)\s*\+\s*type\b/, 'a floorplan type capitalised by hand (use FLOORPLAN_TYPE_LABELS)'],
  [/>\{(?:data|lead)\.phone\}</, 'a stored phone number (use formatPhone)'],
];

describe("the staff's pages write days, phones and types one way", () => {
  it('never formats a day, a phone or a floorplan type outside lib/format.ts', () => {
    const found = STAFF_FOLDERS.flatMap(sourceFiles).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return OTHER_STAFF_FORMATTERS.filter(([pattern]) => pattern.test(text)).map(
        ([, what]) => `${relative(web, file)}: ${what}`,
      );
    });
    expect(found).toEqual([]);
  });
});

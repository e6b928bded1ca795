// The search's one entry (docs/contract.md "Search semantics"): GraphQL, REST, the lead matcher and the benchmarks'
// floor call it. The filter is checked, the plan built once, and the answer kept by the catalog under the plan's
// cache key until a change moves an apartment's footprint in it.
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../domain/index.js';
import { badInput, parseInput } from '../errors.js';
import type { Catalog } from '../catalog/catalog.js';
import { SearchRequestSchema } from './filter.js';
import { footprintOf, runPlan, type SearchResult } from './pass.js';
import { planSearch, SEARCH_SORTS } from './plan.js';
import { withQualification } from './qualification.js';

export type { SearchResult } from './pass.js';

export interface SearchPage {
  offset?: number;
  limit?: number;
  /** Default: docs/contract.md's order (highlighted first, then name); checked against SEARCH_SORTS. */
  sort?: string;
}

/** The message for a page size over MAX_PAGE_SIZE, with the door's own name for it (`limit`, `first`, `last`). */
export const pageSizeMessage = (name: string) => `${name} cannot be above ${MAX_PAGE_SIZE}`;

/** GraphQL's `first`/`last`: refused over the cap rather than silently cut to it. */
export function checkPageSize(sizes: Record<string, number | null | undefined>): void {
  for (const [name, value] of Object.entries(sizes)) {
    if (value != null && value > MAX_PAGE_SIZE)
      throw badInput(pageSizeMessage(name), { [name]: pageSizeMessage(name) });
  }
}

export const PageSchema = z.object({
  offset: z.number().int().min(0, 'offset cannot be negative').max(1_000_000).optional(),
  limit: z
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, pageSizeMessage('limit'))
    .default(MAX_PAGE_SIZE),
  sort: z.enum(SEARCH_SORTS, { error: (issue) => `Unknown sort: ${String(issue.input)}` }).optional(),
});

/** One search over the catalog in memory: the page, the count and the totals in one pass. */
export async function searchApartments(
  catalog: Catalog,
  rawFilter: unknown,
  rawPage: SearchPage = {},
  now: Date = new Date(),
): Promise<SearchResult> {
  const plan = planSearch(parseInput(SearchRequestSchema, rawFilter ?? {}), parseInput(PageSchema, rawPage), now);
  const read = { kind: 'search' as const, footprint: footprintOf(plan), shown: new Set<string>() };
  const result = runPlan(plan, (await catalog.snapshot(read)).apartments);
  for (const apartment of result.apartments) read.shown.add(apartment.id);
  const { answers } = plan;
  if (answers) result.apartments = result.apartments.map((apartment) => withQualification(apartment, answers, now));
  return result;
}

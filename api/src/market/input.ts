// What a client may ask of the history and the report (docs/contract.md "Rent history and the market"): checked once
// here for both doors, so GraphQL and REST refuse the same input with the same words.
import { z } from 'zod';
import { AREAS, FLOORPLAN_TYPES } from '../domain/index.js';
import { parseInput } from '../errors.js';
import { PRICE_HISTORY_MONTHS_DEFAULT, PRICE_HISTORY_MONTHS_MAX } from './history.js';

const MonthsSchema = z.object({
  months: z.coerce
    .number({ error: 'months must be a number' })
    .int('months must be a whole number')
    .min(1, 'months must be at least 1')
    .max(PRICE_HISTORY_MONTHS_MAX, `months cannot be above ${PRICE_HISTORY_MONTHS_MAX}`)
    .default(PRICE_HISTORY_MONTHS_DEFAULT),
});

export const parseHistoryMonths = (raw: unknown): number =>
  parseInput(MonthsSchema, { months: raw ?? undefined }).months;

const ReportFilterSchema = z.object({
  area: z.enum(AREAS, { error: 'area must be one of the 12 areas' }).nullable().optional(),
  type: z
    .enum(FLOORPLAN_TYPES, { error: `type must be one of ${FLOORPLAN_TYPES.join(', ')}` })
    .nullable()
    .optional(),
});

export const parseReportFilter = (raw: { area?: unknown; type?: unknown }) =>
  parseInput(ReportFilterSchema, { area: raw.area ?? undefined, type: raw.type ?? undefined });

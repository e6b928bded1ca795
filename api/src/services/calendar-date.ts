// Calendar dates as staff and renters type them (YYYY-MM-DD): a special's first and last day, a floorplan's
// availability, a move-in date. One rule, so every field refuses the same mistakes with the same words.
import { z } from 'zod';

/** A real calendar date; the length is checked first, so the pattern never runs on long text. */
export const calendarDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .max(10, { message: `${label} must be a date like 2026-12-31`, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-12-31`)
    .refine((value) => storedDate(value).toISOString().startsWith(value), `${label} is not a real date`);

/** A calendar date as a DATE column stores it (UTC midnight). */
export const storedDate = (day: string) => new Date(`${day}T00:00:00Z`);

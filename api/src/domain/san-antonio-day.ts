// The San Antonio day (America/Chicago): specials start and end on local days, and the all-in figures change at
// local midnight, not UTC's.
import { DAY_MS } from './constants.js';

/** Today's calendar date in San Antonio (America/Chicago): specials start and end on local days. */
// One formatter for the process: making an Intl.DateTimeFormat costs far more than using one, and a search
// asks for the day once per special of every floorplan it prices.
const SAN_ANTONIO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Chicago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
let lastDay: { minute: number; day: string } | undefined;

export function localDate(now: Date): string {
  // San Antonio's day starts on a whole minute of UTC (its offsets are whole hours): within one minute the day
  // is the same, so requests of the same minute share one formatting.
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastDay?.minute !== minute) lastDay = { minute, day: SAN_ANTONIO_DAY.format(now) };
  return lastDay.day;
}

/** The San Antonio day an instant falls in, and when it begins and ends (milliseconds since the epoch). */
export interface LocalDay {
  day: string;
  /** The first instant of the day, included. */
  from: number;
  /** The next midnight, excluded: 23 hours after `from` on the day the clocks spring forward, 25 when they fall back. */
  until: number;
}

const SAN_ANTONIO_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far San Antonio's wall clock is from UTC at an instant (ms): -5 hours in summer, -6 in winter. */
function wallClockOffset(instant: number): number {
  const part: Record<string, number> = {};
  for (const { type, value } of SAN_ANTONIO_CLOCK.formatToParts(instant)) part[type] = Number(value);
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a San Antonio day (YYYY-MM-DD) begins: its midnight is never in a clock change (those are at 2 a.m.). */
function startOfLocalDay(day: string): number {
  const wallMidnight = Date.parse(`${day}T00:00:00Z`);
  // The offset at a first guess may be the day before's; the offset at the guess itself is the day's.
  return wallMidnight - wallClockOffset(wallMidnight - wallClockOffset(wallMidnight));
}

/** The San Antonio day of `now`, from its midnight to the next (the time zone's rules, not a fixed offset). */
export function localDayOf(now: Date): LocalDay {
  const day = localDate(now);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return { day, from: startOfLocalDay(day), until: startOfLocalDay(next) };
}

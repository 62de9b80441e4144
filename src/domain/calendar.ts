/**
 * Calendar days as "YYYY-MM-DD", the one home of the calendar: which day it is in a time zone, the
 * instants a day spans there, a wall-clock time's instant, and day arithmetic (adding days, weeks,
 * months, counting between two days), counted in UTC so that no time zone shifts a day once known.
 */

/** A calendar date as "YYYY-MM-DD"; the only form birth dates and diary days take. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a "YYYY-MM-DD" day that exists (no 30 February); null for anything else. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const isRealDay =
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day;
  return isRealDay ? { year, month, day } : null;
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** A calendar day's length in milliseconds, in UTC (no clock change there). */
export const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant. */
export function isoDateOf(instant: number | Date): string {
  return new Date(instant).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDateOf(d);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The Monday-to-Sunday week holding a day (ISO 8601 weeks start on Monday). */
export function weekOf(date: string): { from: string; to: string } {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = addDays(date, -weekday);
  return { from, to: addDays(from, 6) };
}

/** The Monday of every week that overlaps [from, to], oldest first. */
export function weekStartsBetween(from: string, to: string): string[] {
  const starts: string[] = [];
  for (let day = weekOf(from).from; day <= to; day = addDays(day, 7)) starts.push(day);
  return starts;
}

/** The calendar month holding a day: the period of the plan's workouts-a-month limit. */
export function monthOf(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 7)}-01`;
  const next = new Date(`${from}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(isoDateOf(next), -1) };
}

/** Days since 1970-01-01: a day as a number, for spans and interpolation. */
export function dayIndex(date: string): number {
  const d = parseIsoDate(date);
  if (!d) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;
}

export function dateOfDayIndex(index: number): string {
  return isoDateOf(index * DAY_MS);
}

/** Every calendar day from `from` to `to`, both included, oldest first (none when `to` is earlier). */
export function eachDay(from: string, to: string): string[] {
  const first = dayIndex(from);
  return Array.from({ length: Math.max(0, dayIndex(to) - first + 1) }, (_, i) =>
    dateOfDayIndex(first + i),
  );
}

export function isValidTimeZone(timeZone: string): boolean {
  return clocksOf(timeZone) !== null;
}

/** A zone's two formatters: the day alone (todayIn, the common case) and the full wall clock. */
interface ZoneClocks {
  day: Intl.DateTimeFormat;
  wallClock: Intl.DateTimeFormat;
}

/**
 * The formatters of each time zone, made once: building an Intl.DateTimeFormat costs far more than
 * using one, and todayIn runs on most requests. Unknown zones are remembered as null.
 */
const zoneClocks = new Map<string, ZoneClocks | null>();
const MAX_CACHED_ZONES = 1_000;

function clocksOf(timeZone: string): ZoneClocks | null {
  let clocks = zoneClocks.get(timeZone);
  if (clocks === undefined) {
    try {
      const date = { year: "numeric", month: "2-digit", day: "2-digit" } as const;
      clocks = {
        // en-CA writes a day as YYYY-MM-DD.
        day: new Intl.DateTimeFormat("en-CA", { timeZone, ...date }),
        wallClock: new Intl.DateTimeFormat("en-US", {
          timeZone,
          hourCycle: "h23",
          ...date,
          hour: "2-digit",
          minute: "2-digit",
          second: "2-digit",
        }),
      };
    } catch {
      clocks = null;
    }
    // Real zones are a few hundred; a caller passing made-up names must not grow the map without end.
    if (zoneClocks.size >= MAX_CACHED_ZONES) zoneClocks.clear();
    zoneClocks.set(timeZone, clocks);
  }
  return clocks;
}

/**
 * The zone's wall clock at `instant` (whole seconds), read as if it were UTC, so that subtracting
 * the instant gives the zone's offset. An unknown zone reads as UTC.
 */
function wallTimeAt(instant: number, timeZone: string): number {
  const clocks = clocksOf(timeZone);
  const second = Math.floor(instant / 1000) * 1000;
  if (!clocks) return second;
  const p = Object.fromEntries(
    clocks.wallClock
      .formatToParts(new Date(instant))
      .filter((part) => part.type !== "literal")
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second);
}

/** Today's calendar date in a time zone ("Europe/Paris"); falls back to UTC for an unknown zone. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  return clocksOf(timeZone)?.day.format(now) ?? isoDateOf(now);
}

/**
 * The first instant of calendar day `date` in `timeZone`: a filter "from 2026-03-29" means from
 * that day's first moment where the viewer is. Usually local midnight; on a day whose midnight a
 * clock change skips, the moment the clock jumps to; on one whose midnight happens twice, the
 * first. The offsets in force the day before, on and after the date cover any change near it: each
 * gives a candidate, and the earliest one that falls on the date is its start.
 */
export function startOfDayIn(date: string, timeZone: string): Date {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const candidates = [midnight - DAY_MS, midnight, midnight + DAY_MS]
    .map((probe) => midnight - (wallTimeAt(probe, timeZone) - probe))
    .filter((instant) => todayIn(timeZone, new Date(instant)) === date);
  return new Date(Math.min(...candidates));
}

/** The first instant after calendar day `date` in `timeZone`: an inclusive "to" date's end. */
export function endOfDayIn(date: string, timeZone: string): Date {
  return startOfDayIn(addDays(date, 1), timeZone);
}

/**
 * The instant a wall-clock time ("2024-01-15", "08:30:00") names in a zone, as exports from phones
 * write them. Twice: the first guess may sit across a DST change from the answer. A time skipped by
 * a spring-forward lands an hour later, as phones show it.
 */
export function wallTimeToInstant(date: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T${time}Z`);
  const offsetAt = (instant: number) =>
    wallTimeAt(instant, timeZone) - Math.floor(instant / 1000) * 1000;
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

/** The instant on the zone's clock: { date: "2024-01-15", time: "08:30:00" }. */
export function instantToWallTime(instant: Date, timeZone: string): { date: string; time: string } {
  const wall = new Date(wallTimeAt(instant.getTime(), timeZone)).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 19) };
}

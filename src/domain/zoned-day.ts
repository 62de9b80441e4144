/* Calendar days of a time zone as instants: a filter "from 2026-03-29" means from that day's first moment where the viewer is. */
import { DAY_MS } from "./calendar";

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The zone's wall clock at `instant`, read as if it were UTC (so subtracting gives the offset). */
function wallTimeAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    wallClockOf(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
}

const localDateAt = (instant: number, timeZone: string) =>
  new Date(wallTimeAt(instant, timeZone)).toISOString().slice(0, 10);

/**
 * The first instant of calendar day `date` ("YYYY-MM-DD") in `timeZone` (an IANA name the caller
 * has checked). Usually local midnight; on a day whose midnight a clock change skips, the moment
 * the clock jumps to; on one whose midnight happens twice, the first. The offsets in force the day
 * before, on and after the date cover any change near it: each gives a candidate, and the earliest
 * one that falls on the date is its start.
 */
export function startOfDayIn(date: string, timeZone: string): Date {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const candidates = [midnight - DAY_MS, midnight, midnight + DAY_MS]
    .map((probe) => midnight - (wallTimeAt(probe, timeZone) - probe))
    .filter((instant) => localDateAt(instant, timeZone) === date);
  return new Date(Math.min(...candidates));
}

/** The first instant after calendar day `date` in `timeZone`: an inclusive "to" date's end. */
export function endOfDayIn(date: string, timeZone: string): Date {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return startOfDayIn(next, timeZone);
}

/**
 * Calendar days as "YYYY-MM-DD", counted in UTC so that no time zone shifts them: the one home of
 * day arithmetic (adding days, weeks, months, counting between two days). Which day it is somewhere
 * is age.ts's todayIn and zoned-day.ts's business; once a day is known, it is counted here.
 */
import { parseIsoDate } from "./age";

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

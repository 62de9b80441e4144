/** Minimum age to hold an account (end-user spec, section 9). */
export const MINIMUM_AGE = 13;

/**
 * From this age the adult formulas and bands apply (WHO: adult BMI cut-offs from 18, BMI-for-age
 * percentiles from 5 to 19). Users of 13 to 17 get the same numbers without adult advice.
 */
export const ADULT_AGE = 18;

export function isUnder18(ageYears: number): boolean {
  return ageYears < ADULT_AGE;
}

/** A calendar date as "YYYY-MM-DD"; the only form birth dates and diary days take. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

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

/**
 * Whole years between a birth date and a day, both calendar dates in the user's own calendar.
 * Someone born on 29 February turns a year older on 1 March in common years,
 * the convention of most civil law (e.g. UK Family Law Reform Act 1969, s. 9).
 */
export function ageOn(birthDate: IsoDate, today: IsoDate): number {
  const birth = parseIsoDate(birthDate);
  const now = parseIsoDate(today);
  if (!birth || !now) throw new RangeError(`Not a calendar date: ${birthDate} / ${today}`);
  let age = now.year - birth.year;
  const hadBirthdayThisYear =
    now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  if (!hadBirthdayThisYear) age -= 1;
  return age;
}

/**
 * One date formatter per time zone, made once: building an Intl.DateTimeFormat costs far more than
 * using one, and todayIn runs on most requests. Unknown zones are remembered as null (UTC is used).
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat | null>();
const MAX_CACHED_ZONES = 1_000;

function dayFormatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = dayFormatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      });
    } catch {
      formatter = null;
    }
    // Real zones are a few hundred; a caller passing made-up names must not grow the map without end.
    if (dayFormatters.size >= MAX_CACHED_ZONES) dayFormatters.clear();
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Today's calendar date in a time zone ("Europe/Paris"); falls back to UTC for an unknown zone. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  return dayFormatterFor(timeZone)?.format(now) ?? now.toISOString().slice(0, 10);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

import { parseIsoDate, type IsoDate } from "./calendar";

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

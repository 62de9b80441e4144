import { KG_PER_LB } from "./units";
import { daysBetween } from "./calendar";

/**
 * Whether an imported weight fits the user's own weigh-ins. The CDC advises losing 1 to 2 lb a week
 * ("Losing Weight", cdc.gov), about 1% of an adult's weight; we allow twice that, for a crash diet or
 * an illness, plus 3% for what water, meals and clothes move a single reading. Our own bounds: wide
 * enough that a real history is never flagged, narrow enough that pounds read as kg always are.
 */
const WEEKLY_CHANGE = 0.02;
const MARGIN = 0.03;
/** A weight 2.2 times (or 1/2.2 of) the user's own is pounds read as kilograms (or the reverse). */
const LB_RATIO = 1 / KG_PER_LB;
const RATIO_TOLERANCE = 0.08;

export interface WeighIn {
  date: string;
  weightKg: number;
}

export interface Implausible {
  nearKg: number;
  nearDate: string;
  /** "lb": the file's numbers look like pounds read as kg; "kg": kilograms read as pounds. */
  likelyUnit: "kg" | "lb" | null;
}

const daysApart = (a: string, b: string) => Math.abs(daysBetween(a, b));

/** The weigh-in of `sorted` (by date, ascending) nearest to `date`; the earlier one on a tie. */
export function nearestWeighIn(sorted: readonly WeighIn[], date: string): WeighIn | null {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]!.date < date) low = mid + 1;
    else high = mid;
  }
  const before = sorted[low - 1];
  const after = sorted[low];
  if (!before || !after) return before ?? after ?? null;
  return daysApart(before.date, date) <= daysApart(after.date, date) ? before : after;
}

const isNear = (ratio: number, target: number) => Math.abs(ratio / target - 1) <= RATIO_TOLERANCE;

/** Null when `weighIn` is a change the body could have made since (or before) `near`; else why not. */
export function checkAgainst(near: WeighIn | null, weighIn: WeighIn): Implausible | null {
  if (!near) return null;
  const ratio = weighIn.weightKg / near.weightKg;
  const likelyUnit = isNear(ratio, LB_RATIO) ? "lb" : isNear(ratio, 1 / LB_RATIO) ? "kg" : null;
  const allowed = MARGIN + (WEEKLY_CHANGE * daysApart(near.date, weighIn.date)) / 7;
  if (likelyUnit === null && Math.abs(ratio - 1) <= allowed) return null;
  // Stored as a 4-byte real, 83.4 reads back as 83.4000015: to the 0.01 kg every weight is kept to.
  return { nearKg: Math.round(near.weightKg * 100) / 100, nearDate: near.date, likelyUnit };
}

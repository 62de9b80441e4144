/**
 * The weight trend of John Walker's "The Hacker's Diet" (1991, chapter "Signal and Noise"): an
 * exponentially smoothed moving average that moves 10% of the way to each day's weight,
 *   trend(today) = trend(yesterday) + 0.1 × (weight(today) − trend(yesterday)).
 * Days without a weigh-in are filled by straight-line interpolation, as Walker's own tools do,
 * so a gap counts as days passed rather than as one step.
 */
import { dateOfDayIndex, dayIndex } from "./calendar";

export const TREND_SMOOTHING = 0.1;

export interface DatedValue {
  date: string;
  value: number;
}

/** The trend at each weigh-in's date, oldest first. */
export function weightTrend(entries: DatedValue[]): DatedValue[] {
  const sorted = [...entries].sort((a, b) => a.date.localeCompare(b.date));
  const first = sorted[0];
  if (!first) return [];
  let trend = first.value;
  const result: DatedValue[] = [{ date: first.date, value: trend }];
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    const gap = dayIndex(current.date) - dayIndex(previous.date);
    for (let day = 1; day <= gap; day++) {
      const weight = previous.value + ((current.value - previous.value) * day) / gap;
      trend += TREND_SMOOTHING * (weight - trend);
    }
    result.push({ date: current.date, value: trend });
  }
  return result;
}

/**
 * kg a week of the trend, by a least-squares line through the trend of the last `windowDays`
 * (Walker fits the trend the same way for his weekly rate). Null with under two points or one day.
 */
export function weeklyRate(trend: DatedValue[], windowDays = 28): number | null {
  const last = trend[trend.length - 1];
  if (!last) return null;
  const end = dayIndex(last.date);
  const window = trend.filter((p) => end - dayIndex(p.date) <= windowDays);
  if (window.length < 2) return null;
  const xs = window.map((p) => dayIndex(p.date));
  const ys = window.map((p) => p.value);
  const meanX = xs.reduce((a, b) => a + b, 0) / xs.length;
  const meanY = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - meanX) * (ys[i]! - meanY);
    den += (x - meanX) ** 2;
  });
  if (den === 0) return null;
  return (num / den) * 7;
}

export type GoalEstimate =
  | { status: "reached" }
  | { status: "on_track"; date: string; weeks: number }
  | { status: "not_on_track" };

/** Within this of the goal counts as reached (about the day-to-day noise of a scale). */
export const GOAL_REACHED_MARGIN_KG = 0.2;
/** Further away than this at the current rate is not a date worth promising. */
const MAX_ESTIMATE_DAYS = 5 * 365;

/** When the trend reaches the goal at its current weekly rate, counted from `fromDate`. */
export function estimateGoalDate(input: {
  trendKg: number;
  goalKg: number;
  weeklyRateKg: number | null;
  fromDate: string;
}): GoalEstimate {
  const remaining = input.goalKg - input.trendKg;
  if (Math.abs(remaining) <= GOAL_REACHED_MARGIN_KG) return { status: "reached" };
  const rate = input.weeklyRateKg;
  if (rate === null || rate === 0 || Math.sign(rate) !== Math.sign(remaining))
    return { status: "not_on_track" };
  const days = Math.ceil((remaining / rate) * 7);
  if (days > MAX_ESTIMATE_DAYS) return { status: "not_on_track" };
  return {
    status: "on_track",
    date: dateOfDayIndex(dayIndex(input.fromDate) + days),
    weeks: Math.round((days / 7) * 10) / 10,
  };
}

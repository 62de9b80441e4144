/** Pure helpers of the line chart: "nice" axis ticks and short dates (day numbers are the calendar's dayIndex). */
import { formatDate } from "../../lib/format";

/** Up to `count` round tick values (1, 2 or 5 × 10^n apart) covering [min, max]. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) {
    const pad = Math.abs(min) * 0.05 || 1;
    return niceTicks(min - pad, max + pad, count);
  }
  const rough = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((f) => f * power).find((s) => s >= rough) ?? 10 * power;
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  // The last tick must reach the highest value, or the line is drawn above the plot.
  for (let value = start; ticks.length <= 20; value += step) {
    ticks.push(Number(value.toFixed(10)));
    if (value >= max) break;
  }
  return ticks;
}

/** A linear map from [d0, d1] to [r0, r1]. */
export function linear(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  const span = d1 - d0 || 1;
  return (v) => r0 + ((v - d0) / span) * (r1 - r0);
}

/** Short day label, "3 Mar" (or "Mar 3"), in the app's one short date style. */
export const shortDate = (date: string): string => formatDate(date, "short");

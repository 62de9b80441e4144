import { addDays, weekStartsBetween } from "../../domain/calendar";

export const RANGES = [
  { days: 7, label: "7 days" },
  { days: 30, label: "30 days" },
  { days: 90, label: "90 days" },
  { days: 365, label: "1 year" },
] as const;

export type RangeDays = (typeof RANGES)[number]["days"];

/** The last `days` days up to and including today. */
export function rangeEnding(today: string, days: number): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** Every slot of a chart's x axis: each day, or each week's Monday for weekly series. */
export function slotsOf(
  range: { from: string; to: string },
  granularity: "day" | "week",
): string[] {
  if (granularity === "week") return weekStartsBetween(range.from, range.to);
  const slots: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) slots.push(d);
  return slots;
}

import { weekOf } from "../../domain/calendar";

export interface Point {
  date: string;
  value: number;
}

/** Past three months a bar a day is too thin to read, so long ranges are shown by week. */
export const DAILY_UP_TO_DAYS = 92;

/** Points of the logged days averaged per Monday-to-Sunday week (dated by the Monday). */
export function averageByWeek(points: Point[]): Point[] {
  const weeks = new Map<string, { sum: number; n: number }>();
  for (const p of points) {
    const key = weekOf(p.date).from;
    const bucket = weeks.get(key) ?? { sum: 0, n: 0 };
    bucket.sum += p.value;
    bucket.n += 1;
    weeks.set(key, bucket);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, { sum, n }]) => ({ date, value: Math.round(sum / n) }));
}

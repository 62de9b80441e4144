import { and, between, count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { workoutItems, workouts } from "../db/schema";

export interface DailyExerciseTotal {
  date: string;
  kcal: number;
  minutes: number;
  sessions: number;
}

/** kcal burned in workouts on one diary day (the estimates stored with each item). */
export async function getDayExerciseKcal(db: Db, options: { userId: string; date: string }): Promise<number> {
  const [day] = await getDailyExerciseTotals(db, { userId: options.userId, from: options.date, to: options.date });
  return day?.kcal ?? 0;
}

/**
 * Per-day workout totals between two diary days, inclusive; days without a workout are left out.
 * Sessions are counted apart from items so that a workout of three exercises counts once.
 */
export async function getDailyExerciseTotals(
  db: Db,
  options: { userId: string; from: string; to: string },
): Promise<DailyExerciseTotal[]> {
  const inRange = and(eq(workouts.userId, options.userId), between(workouts.date, options.from, options.to));
  const itemRows = await db
    .select({
      date: workouts.date,
      kcal: sql<number>`coalesce(sum(${workoutItems.kcal}), 0)::float8`,
      minutes: sql<number>`coalesce(sum(${workoutItems.durationMin}), 0)::float8`,
    })
    .from(workouts)
    .innerJoin(workoutItems, eq(workoutItems.workoutId, workouts.id))
    .where(inRange)
    .groupBy(workouts.date);
  const sessionRows = await db
    .select({ date: workouts.date, sessions: count() })
    .from(workouts)
    .where(inRange)
    .groupBy(workouts.date)
    .orderBy(workouts.date);
  const byDate = new Map(itemRows.map((r) => [r.date, r]));
  return sessionRows.map((s) => ({
    date: s.date,
    kcal: Math.round(Number(byDate.get(s.date)?.kcal ?? 0)),
    minutes: Math.round(Number(byDate.get(s.date)?.minutes ?? 0)),
    sessions: Number(s.sessions),
  }));
}

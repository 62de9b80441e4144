import { and, between, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { workoutItems, workouts } from "../db/schema";

export interface DailyExerciseTotal {
  date: string;
  kcal: number;
  minutes: number;
  sessions: number;
}

/** kcal burned in workouts on one diary day (the estimates stored with each item). */
export async function getDayExerciseKcal(
  db: Db,
  options: { userId: string; date: string },
): Promise<number> {
  const [day] = await getDailyExerciseTotals(db, {
    userId: options.userId,
    from: options.date,
    to: options.date,
  });
  return day?.kcal ?? 0;
}

/**
 * Per-day workout totals between two diary days, inclusive; days without a workout are left out.
 * Each workout is summed first (so a workout of three exercises is one session), its minutes by the
 * rule the workout itself shows: start to end when it has both, else its exercises' own durations.
 */
export async function getDailyExerciseTotals(
  db: Db,
  options: { userId: string; from: string; to: string },
): Promise<DailyExerciseTotal[]> {
  const perWorkout = db
    .select({
      date: workouts.date,
      kcal: sql<number>`coalesce(sum(${workoutItems.kcal}), 0)`.as("kcal"),
      minutes: sql<number>`case
        when ${workouts.startedAt} is not null and ${workouts.endedAt} is not null
          then greatest(extract(epoch from ${workouts.endedAt} - ${workouts.startedAt}) / 60, 0)
        else coalesce(sum(${workoutItems.durationMin}), 0)
      end`.as("minutes"),
    })
    .from(workouts)
    .leftJoin(workoutItems, eq(workoutItems.workoutId, workouts.id))
    .where(
      and(eq(workouts.userId, options.userId), between(workouts.date, options.from, options.to)),
    )
    .groupBy(workouts.id)
    .as("per_workout");
  const rows = await db
    .select({
      date: perWorkout.date,
      kcal: sql<number>`sum(${perWorkout.kcal})::float8`,
      minutes: sql<number>`sum(${perWorkout.minutes})::float8`,
      sessions: sql<number>`count(*)::int`,
    })
    .from(perWorkout)
    .groupBy(perWorkout.date)
    .orderBy(perWorkout.date);
  return rows.map((r) => ({
    date: r.date,
    kcal: Math.round(Number(r.kcal)),
    minutes: Math.round(Number(r.minutes)),
    sessions: Number(r.sessions),
  }));
}

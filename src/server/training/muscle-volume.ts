import { and, count, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { MuscleVolume, MuscleVolumeQuery } from "../../contract/training-records";
import { exerciseKindOf } from "../../domain/training";
import { daysBetween, weekOf, weekStartsBetween } from "../../domain/calendar";
import type { Db } from "../db/client";
import { exercises, workoutItems, workoutSets, workouts } from "../db/schema";
import { fieldError } from "../errors";

export const MUSCLE_VOLUME_MAX_DAYS = 366;

/**
 * Hard sets and volume per ISO week and primary muscle: done sets that are not warm-ups, each counted
 * once for every primary muscle of its exercise. Volume is load × reps; an assisted exercise's weight
 * is the machine's help, so it adds sets but no volume. SQL adds up per day and exercise; the weeks
 * and muscles are put together here, where the exercise's kind is known.
 */
export async function getMuscleVolume(
  db: Db,
  options: { userId: string } & MuscleVolumeQuery,
): Promise<MuscleVolume> {
  const { userId, from, to } = options;
  const span = daysBetween(from, to);
  if (span < 0) throw fieldError("to", "The last day must not be before the first");
  if (span >= MUSCLE_VOLUME_MAX_DAYS)
    throw fieldError("to", `Choose at most ${MUSCLE_VOLUME_MAX_DAYS} days`);

  const rows = await db
    .select({
      date: workouts.date,
      exerciseId: workoutItems.exerciseId,
      name: exercises.name,
      category: exercises.category,
      equipment: exercises.equipment,
      primaryMuscles: exercises.primaryMuscles,
      sets: count(),
      volumeKg:
        sql<number>`coalesce(sum(coalesce(${workoutSets.weightKg}, 0) * coalesce(${workoutSets.reps}, 0)), 0)`.mapWith(
          Number,
        ),
    })
    .from(workoutSets)
    .innerJoin(workoutItems, eq(workoutItems.id, workoutSets.itemId))
    .innerJoin(workouts, eq(workouts.id, workoutItems.workoutId))
    .innerJoin(exercises, eq(exercises.id, workoutItems.exerciseId))
    .where(
      and(
        eq(workouts.userId, userId),
        gte(workouts.date, from),
        lte(workouts.date, to),
        eq(workoutSets.done, true),
        ne(workoutSets.kind, "warmup"),
      ),
    )
    .groupBy(
      workouts.date,
      workoutItems.exerciseId,
      exercises.name,
      exercises.category,
      exercises.equipment,
      exercises.primaryMuscles,
    );

  type Totals = Map<string, { sets: number; volumeKg: number }>;
  const byWeek = new Map<string, Totals>();
  for (const row of rows) {
    const week = weekOf(row.date).from;
    const muscles = byWeek.get(week) ?? (new Map() as Totals);
    byWeek.set(week, muscles);
    const assisted =
      exerciseKindOf({
        id: row.exerciseId,
        name: row.name,
        category: row.category,
        equipment: row.equipment,
      }) === "assisted";
    for (const muscle of row.primaryMuscles) {
      const total = muscles.get(muscle) ?? { sets: 0, volumeKg: 0 };
      total.sets += row.sets;
      total.volumeKg += assisted ? 0 : row.volumeKg;
      muscles.set(muscle, total);
    }
  }
  return {
    weeks: weekStartsBetween(from, to).map((weekStart) => ({
      weekStart,
      muscles: [...(byWeek.get(weekStart) ?? (new Map() as Totals)).entries()]
        .map(([muscle, t]) => ({
          muscle,
          sets: t.sets,
          volumeKg: Math.round(t.volumeKg * 10) / 10,
        }))
        .sort((a, b) => b.sets - a.sets || a.muscle.localeCompare(b.muscle)),
    })),
  };
}

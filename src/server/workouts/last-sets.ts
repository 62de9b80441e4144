import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { LastSets } from "../../contract/workouts";
import type { Db } from "../db/client";
import { workoutItems, workoutSets, workouts } from "../db/schema";

/**
 * What the user did last time with each exercise: the item of the latest workout (by day, then start
 * or creation) holding it, with its done sets in order. A workout still being logged is not "last
 * time", nor is `exceptWorkoutId` (the one being logged), nor an item whose sets were all skipped.
 */
export async function getLastSets(
  db: Db,
  options: { userId: string; ids: string[]; exceptWorkoutId?: string | undefined },
): Promise<LastSets> {
  const ids = [...new Set(options.ids)];
  if (ids.length === 0) return { last: {} };
  const performed = or(
    sql`exists (select 1 from ${workoutSets} where ${workoutSets.itemId} = ${workoutItems.id} and ${workoutSets.done})`,
    sql`not exists (select 1 from ${workoutSets} where ${workoutSets.itemId} = ${workoutItems.id})`,
  );
  const latest = await db
    .selectDistinctOn([workoutItems.exerciseId], {
      itemId: workoutItems.id,
      exerciseId: workoutItems.exerciseId,
      workoutId: workouts.id,
      date: workouts.date,
      distanceM: workoutItems.distanceM,
      durationMin: workoutItems.durationMin,
    })
    .from(workoutItems)
    .innerJoin(workouts, eq(workouts.id, workoutItems.workoutId))
    .where(
      and(
        eq(workouts.userId, options.userId),
        inArray(workoutItems.exerciseId, ids),
        or(isNull(workouts.startedAt), isNotNull(workouts.endedAt)),
        options.exceptWorkoutId ? ne(workouts.id, options.exceptWorkoutId) : undefined,
        performed,
      ),
    )
    .orderBy(
      asc(workoutItems.exerciseId),
      desc(workouts.date),
      desc(sql`coalesce(${workouts.startedAt}, ${workouts.createdAt})`),
      desc(workouts.createdAt),
      asc(workoutItems.position),
    );
  if (latest.length === 0) return { last: {} };
  const sets = await db
    .select()
    .from(workoutSets)
    .where(
      and(
        inArray(
          workoutSets.itemId,
          latest.map((l) => l.itemId),
        ),
        eq(workoutSets.done, true),
      ),
    )
    .orderBy(asc(workoutSets.position));
  const last: LastSets["last"] = {};
  for (const row of latest) {
    last[row.exerciseId] = {
      workoutId: row.workoutId,
      date: row.date,
      distanceM: row.distanceM,
      durationMin: row.durationMin,
      sets: sets
        .filter((s) => s.itemId === row.itemId)
        .map((s) => ({
          kind: s.kind,
          reps: s.reps,
          weightKg: s.weightKg,
          seconds: s.seconds,
          rpe: s.rpe,
        })),
    };
  }
  return { last };
}

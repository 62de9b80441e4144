import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { RecordKind } from "../../contract/workouts";
import { exerciseKindOf, type ExerciseKind } from "../../domain/training";
import { detectRecords, type RecordSessionInput } from "../../domain/training-records";
import type { Db } from "../db/client";
import { exercises, workoutItems, workoutSets, workouts } from "../db/schema";

/*
 * A set's personal records are the workout's: the logger flags one as soon as the set is saved
 * (load.ts). Training's records list and exercise history build on the same sessions, so they
 * import them from here rather than workouts importing training back.
 */

export interface ExerciseSessions {
  exerciseId: string;
  name: string;
  kind: ExerciseKind;
  /** Oldest first: the order records are beaten in. */
  sessions: RecordSessionInput[];
}

/**
 * The done sets that count (no warm-ups) of the user's items matching `where`, grouped by exercise
 * and then by item, in the order they were done: by day, then by when the workout was started (or
 * written), then by position. One query: items without a counted set still come (a run has none).
 */
export async function loadExerciseSessions(
  db: Db,
  options: { userId: string; where: SQL },
): Promise<ExerciseSessions[]> {
  const rows = await db
    .select({
      workoutId: workouts.id,
      date: workouts.date,
      itemId: workoutItems.id,
      exerciseId: workoutItems.exerciseId,
      distanceM: workoutItems.distanceM,
      durationMin: workoutItems.durationMin,
      exerciseName: exercises.name,
      category: exercises.category,
      equipment: exercises.equipment,
      setId: workoutSets.id,
      setKind: workoutSets.kind,
      reps: workoutSets.reps,
      weightKg: workoutSets.weightKg,
      seconds: workoutSets.seconds,
    })
    .from(workoutItems)
    .innerJoin(workouts, eq(workouts.id, workoutItems.workoutId))
    .innerJoin(exercises, eq(exercises.id, workoutItems.exerciseId))
    .leftJoin(
      workoutSets,
      and(
        eq(workoutSets.itemId, workoutItems.id),
        eq(workoutSets.done, true),
        ne(workoutSets.kind, "warmup"),
      ),
    )
    .where(and(eq(workouts.userId, options.userId), options.where))
    .orderBy(
      asc(workoutItems.exerciseId),
      asc(workouts.date),
      asc(sql`coalesce(${workouts.startedAt}, ${workouts.createdAt})`),
      asc(workouts.id),
      asc(workoutItems.position),
      asc(workoutSets.position),
    );
  const byExercise: ExerciseSessions[] = [];
  let current: ExerciseSessions | undefined;
  let currentItem: string | undefined;
  for (const row of rows) {
    if (current?.exerciseId !== row.exerciseId) {
      const kind = exerciseKindOf({
        id: row.exerciseId,
        name: row.exerciseName,
        category: row.category,
        equipment: row.equipment,
      });
      current = { exerciseId: row.exerciseId, name: row.exerciseName, kind, sessions: [] };
      byExercise.push(current);
      currentItem = undefined;
    }
    if (currentItem !== row.itemId) {
      current.sessions.push({
        workoutId: row.workoutId,
        date: row.date,
        distanceM: row.distanceM,
        durationMin: row.durationMin,
        sets: [],
      });
      currentItem = row.itemId;
    }
    if (row.setId !== null && row.setKind !== null) {
      current.sessions.at(-1)!.sets.push({
        setId: row.setId,
        kind: row.setKind,
        reps: row.reps,
        weightKg: row.weightKg,
        seconds: row.seconds,
        done: true,
      });
    }
  }
  return byExercise;
}

/**
 * For each done set of the given workouts, the personal records it set when it was done (compared with
 * every earlier counted set of the same exercise by this user, live workouts included so the logger
 * flags a record as soon as the set is saved). Sets that set none are absent. Two queries whatever
 * the number of workouts: the exercises they hold, inlined as a subquery, and their counted sets.
 */
export async function recordsOfWorkouts(
  db: Db,
  options: { userId: string; workoutIds: string[] },
): Promise<Map<string, RecordKind[]>> {
  const { userId, workoutIds } = options;
  const result = new Map<string, RecordKind[]>();
  if (workoutIds.length === 0) return result;
  const exercisesOfWorkouts = db
    .select({ id: workoutItems.exerciseId })
    .from(workoutItems)
    .innerJoin(workouts, eq(workouts.id, workoutItems.workoutId))
    .where(and(eq(workouts.userId, userId), inArray(workouts.id, workoutIds)));
  const all = await loadExerciseSessions(db, {
    userId,
    where: inArray(workoutItems.exerciseId, exercisesOfWorkouts),
  });
  const wanted = new Set(workoutIds);
  for (const exercise of all) {
    const wantedSets = new Set(
      exercise.sessions
        .filter((s) => wanted.has(s.workoutId))
        .flatMap((s) => s.sets.map((set) => set.setId)),
    );
    for (const [setId, kinds] of detectRecords(exercise.kind, exercise.sessions))
      if (wantedSets.has(setId)) result.set(setId, kinds);
  }
  return result;
}

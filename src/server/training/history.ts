import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { ExerciseHistory, ExerciseSession } from "../../contract/training-records";
import type { WorkoutSet } from "../../contract/workouts";
import { detectRecords, sessionSummary } from "../../domain/training-records";
import type { Db } from "../db/client";
import { workoutItems, workoutSets, workouts } from "../db/schema";
import { notFound } from "../errors";
import { getVisibleExercises, toExercise } from "../workouts/exercises";
import { loadExerciseSessions } from "../workouts/records";
import { finishedWorkout, toExerciseRecords } from "./records";

const startOrWritten = sql`coalesce(${workouts.startedAt}, ${workouts.createdAt})`;

/**
 * One exercise's finished sessions, newest first (at most `limit` workouts), each with all its sets
 * (warm-ups and sets not ticked shown as they were logged) and the records each set set, plus the
 * records standing now. Another user's own exercise is unknown here: 404.
 */
export async function getExerciseHistory(
  db: Db,
  options: { userId: string; exerciseId: string; limit: number },
): Promise<ExerciseHistory> {
  const { userId, exerciseId, limit } = options;
  const row = (await getVisibleExercises(db, { userId, ids: [exerciseId] })).get(exerciseId);
  if (!row) throw notFound("Exercise not found");
  const exercise = toExercise(row);

  const [counted] = await loadExerciseSessions(db, {
    userId,
    where: and(eq(workoutItems.exerciseId, exerciseId), finishedWorkout)!,
  });
  const flags = counted ? detectRecords(counted.kind, counted.sessions) : new Map<string, never>();

  const recent = await db
    .select({ id: workouts.id, date: workouts.date })
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, userId),
        finishedWorkout,
        inArray(
          workouts.id,
          db
            .select({ id: workoutItems.workoutId })
            .from(workoutItems)
            .where(eq(workoutItems.exerciseId, exerciseId)),
        ),
      ),
    )
    .orderBy(desc(workouts.date), desc(startOrWritten), desc(workouts.id))
    .limit(limit);
  if (recent.length === 0) return { exercise, sessions: [], records: null };

  const rows = await db
    .select({ item: workoutItems, set: workoutSets })
    .from(workoutItems)
    .leftJoin(workoutSets, eq(workoutSets.itemId, workoutItems.id))
    .where(
      and(
        inArray(
          workoutItems.workoutId,
          recent.map((w) => w.id),
        ),
        eq(workoutItems.exerciseId, exerciseId),
      ),
    )
    .orderBy(asc(workoutItems.position), asc(workoutSets.position));

  const rowsByWorkout = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = rowsByWorkout.get(row.item.workoutId);
    if (list) list.push(row);
    else rowsByWorkout.set(row.item.workoutId, [row]);
  }
  const sessions: ExerciseSession[] = recent.map((w) => {
    const own = rowsByWorkout.get(w.id) ?? [];
    // An exercise entered twice in one workout reads as one session: its sets in order, distances and times added.
    const items = [...new Map(own.map((r) => [r.item.id, r.item])).values()];
    const sets: WorkoutSet[] = own
      .filter((r) => r.set !== null)
      .map(({ set }) => ({
        id: set!.id,
        kind: set!.kind,
        reps: set!.reps,
        weightKg: set!.weightKg,
        seconds: set!.seconds,
        rpe: set!.rpe,
        done: set!.done,
        records: flags.get(set!.id) ?? [],
      }));
    const sum = (values: (number | null)[]) =>
      values.every((v) => v === null) ? null : values.reduce<number>((a, v) => a + (v ?? 0), 0);
    return {
      workoutId: w.id,
      date: w.date,
      sets,
      ...sessionSummary(sets.map((s) => ({ ...s, setId: s.id }))),
      distanceM: sum(items.map((i) => i.distanceM)),
      durationMin: sum(items.map((i) => i.durationMin)),
    };
  });
  return { exercise, sessions, records: counted ? toExerciseRecords(counted) : null };
}

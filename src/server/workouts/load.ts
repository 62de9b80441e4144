import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Workout } from "../../contract/workouts";
import { exerciseKindOf } from "../../domain/training";
import type { Db } from "../db/client";
import { exercises, workoutItems, workoutSets, workouts } from "../db/schema";
import { recordsOfWorkouts } from "./records";
import { metOfItem, remainingMinutes } from "./estimate";

/**
 * Minutes of a workout: its start-to-end time when it has both; while it is still going, the time
 * since its start (capped as the estimate caps it, so the kcal and the minutes on screen agree), or
 * the exercises' own durations when they add up to more; for one logged afterwards, those durations.
 */
export function workoutMinutes(
  head: { startedAt: Date | null; endedAt: Date | null },
  items: { durationMin: number | null }[],
  now = new Date(),
): number {
  if (head.startedAt && head.endedAt)
    return Math.max(0, (head.endedAt.getTime() - head.startedAt.getTime()) / 60_000);
  const explicit = items.reduce((sum, i) => sum + (i.durationMin ?? 0), 0);
  if (!head.startedAt) return explicit;
  return Math.max(explicit, remainingMinutes({ startedAt: head.startedAt, endedAt: null, now }, 0));
}

/**
 * The user's workouts among `ids`, newest first, each with its items and their sets in order. One
 * query per table whatever the number of workouts, plus the records of their sets.
 */
export async function loadWorkouts(db: Db, userId: string, ids: string[]): Promise<Workout[]> {
  if (ids.length === 0) return [];
  const heads = await db
    .select()
    .from(workouts)
    .where(and(eq(workouts.userId, userId), inArray(workouts.id, ids)))
    .orderBy(desc(workouts.date), desc(workouts.createdAt));
  if (heads.length === 0) return [];
  const ownIds = heads.map((h) => h.id);
  const [items, sets, records] = await Promise.all([
    db
      .select({
        item: workoutItems,
        name: exercises.name,
        category: exercises.category,
        equipment: exercises.equipment,
      })
      .from(workoutItems)
      .innerJoin(exercises, eq(exercises.id, workoutItems.exerciseId))
      .where(inArray(workoutItems.workoutId, ownIds))
      .orderBy(asc(workoutItems.position)),
    db
      .select({ set: workoutSets })
      .from(workoutSets)
      .innerJoin(workoutItems, eq(workoutItems.id, workoutSets.itemId))
      .where(inArray(workoutItems.workoutId, ownIds))
      .orderBy(asc(workoutSets.position)),
    recordsOfWorkouts(db, { userId, workoutIds: ownIds }),
  ]);
  const setsByItem = new Map<string, (typeof sets)[number]["set"][]>();
  for (const { set } of sets) {
    const list = setsByItem.get(set.itemId);
    if (list) list.push(set);
    else setsByItem.set(set.itemId, [set]);
  }
  const itemsByWorkout = new Map<string, typeof items>();
  for (const row of items) {
    const list = itemsByWorkout.get(row.item.workoutId);
    if (list) list.push(row);
    else itemsByWorkout.set(row.item.workoutId, [row]);
  }
  return heads.map((w) => {
    const own = itemsByWorkout.get(w.id) ?? [];
    return {
      id: w.id,
      date: w.date,
      name: w.name,
      notes: w.notes,
      bodyWeightKg: w.bodyWeightKg,
      startedAt: w.startedAt?.toISOString() ?? null,
      endedAt: w.endedAt?.toISOString() ?? null,
      inProgress: w.startedAt !== null && w.endedAt === null,
      routineId: w.routineId,
      source: w.source,
      kcal: Math.round(own.reduce((sum, i) => sum + i.item.kcal, 0)),
      minutes: Math.round(
        workoutMinutes(
          w,
          own.map((i) => i.item),
        ),
      ),
      createdAt: w.createdAt.toISOString(),
      items: own.map(({ item, name, category, equipment }) => {
        const source = metOfItem({ id: item.exerciseId, category }, item);
        // The source is named only while today's tables still give the MET that was stored.
        const isSameMet = source?.met === item.met;
        return {
          id: item.id,
          exerciseId: item.exerciseId,
          exerciseName: name,
          category,
          kind: exerciseKindOf({ id: item.exerciseId, name, category, equipment }),
          durationMin: item.durationMin,
          intensity: item.intensity,
          distanceM: item.distanceM,
          supersetGroup: item.supersetGroup,
          restSeconds: item.restSeconds,
          notes: item.notes,
          met: item.met,
          metCode: isSameMet ? (source?.code ?? null) : null,
          metDescription: isSameMet ? (source?.description ?? null) : null,
          kcal: Math.round(item.kcal),
          sets: (setsByItem.get(item.id) ?? []).map((s) => ({
            id: s.id,
            kind: s.kind,
            reps: s.reps,
            weightKg: s.weightKg,
            seconds: s.seconds,
            rpe: s.rpe,
            done: s.done,
            records: records.get(s.id) ?? [],
          })),
        };
      }),
    };
  });
}

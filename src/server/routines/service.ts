import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  Routine,
  RoutineFromWorkoutBody,
  RoutineItem,
  SaveRoutineBody,
} from "../../contract/routines";
import { exerciseKindOf } from "../../domain/training";
import type { Db } from "../db/client";
import { returnedRow, writeReferencing } from "../db/sql";
import { withUserLock } from "../db/user-lock";
import { exercises, routineItems, routines, type RoutineSetTarget } from "../db/schema";
import { badRequest, fieldError, forbidden, notFound } from "../errors";
import { getVisibleExercises } from "../workouts/exercises";
import { getWorkout } from "../workouts/service";

export type ParsedSaveRoutineBody = z.output<typeof SaveRoutineBody>;
export type ParsedRoutineFromWorkoutBody = z.output<typeof RoutineFromWorkoutBody>;

/** The list is read whole on the Workouts page; past this many a user is filing, not training. */
export const ROUTINES_PER_USER = 200;

type RoutineRow = typeof routines.$inferSelect;

const routineNotFound = () => notFound("Routine not found");

/** Items with their exercise, in order, for the given routines (already known to be the user's). */
async function loadRoutines(db: Db, heads: RoutineRow[]): Promise<Routine[]> {
  if (heads.length === 0) return [];
  const rows = await db
    .select({ item: routineItems, exercise: exercises })
    .from(routineItems)
    .innerJoin(exercises, eq(exercises.id, routineItems.exerciseId))
    .where(
      inArray(
        routineItems.routineId,
        heads.map((h) => h.id),
      ),
    )
    .orderBy(asc(routineItems.routineId), asc(routineItems.position));
  const itemsOf = new Map<string, RoutineItem[]>();
  for (const { item, exercise } of rows) {
    const list = itemsOf.get(item.routineId) ?? [];
    list.push({
      exerciseId: exercise.id,
      exerciseName: exercise.name,
      category: exercise.category,
      kind: exerciseKindOf(exercise),
      supersetGroup: item.supersetGroup,
      restSeconds: item.restSeconds,
      notes: item.notes,
      sets: item.sets,
    });
    itemsOf.set(item.routineId, list);
  }
  return heads.map((head) => ({
    id: head.id,
    name: head.name,
    folder: head.folder,
    notes: head.notes,
    items: itemsOf.get(head.id) ?? [],
    createdAt: head.createdAt.toISOString(),
    updatedAt: head.updatedAt.toISOString(),
  }));
}

/** The user's routines, unfiled ones first, then folder by folder, each by name (case set aside). */
export async function listRoutines(db: Db, userId: string): Promise<Routine[]> {
  const heads = await db
    .select()
    .from(routines)
    .where(eq(routines.userId, userId))
    .orderBy(
      sql`${routines.folder} asc nulls first`,
      sql`lower(${routines.name})`,
      asc(routines.createdAt),
    );
  return loadRoutines(db, heads);
}

export async function getRoutine(
  db: Db,
  options: { userId: string; routineId: string },
): Promise<Routine> {
  const [head] = await db
    .select()
    .from(routines)
    .where(and(eq(routines.id, options.routineId), eq(routines.userId, options.userId)));
  if (!head) throw routineNotFound();
  const [routine] = await loadRoutines(db, [head]);
  return routine!;
}

/**
 * Checks every exercise is one this user may use (the library, built-in activities, their own), so a
 * routine never points at another user's exercise; an unknown one is named by its field.
 */
async function assertExercisesVisible(
  db: Db,
  userId: string,
  items: ParsedSaveRoutineBody["items"],
): Promise<void> {
  const visible = await getVisibleExercises(db, { userId, ids: items.map((i) => i.exerciseId) });
  items.forEach((item, index) => {
    if (!visible.has(item.exerciseId))
      throw fieldError(`items.${index}.exerciseId`, "Choose an exercise from the list");
  });
}

/** An empty folder name is no folder: it would list as a heading with no name. */
const folderOf = (folder: string | null | undefined) => (folder ? folder : null);

async function insertItems(
  tx: Db,
  routineId: string,
  items: ParsedSaveRoutineBody["items"],
): Promise<void> {
  await writeReferencing(
    tx.insert(routineItems).values(
      items.map((item, position) => ({
        routineId,
        position,
        exerciseId: item.exerciseId,
        supersetGroup: item.supersetGroup ?? null,
        restSeconds: item.restSeconds ?? null,
        notes: item.notes || null,
        sets: item.sets satisfies RoutineSetTarget[],
      })),
    ),
    // The routine is locked by this transaction, so a vanished row is an exercise deleted meanwhile.
    () =>
      badRequest("An exercise of this routine was just removed; choose it again", {
        items: "Choose the exercises again",
      }),
  );
}

async function insertRoutine(db: Db, userId: string, body: ParsedSaveRoutineBody): Promise<string> {
  return withUserLock(db, `routines:${userId}`, async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(routines)
      .where(eq(routines.userId, userId));
    if (Number(existing?.n ?? 0) >= ROUTINES_PER_USER)
      throw forbidden(`You can keep at most ${ROUTINES_PER_USER} routines`);
    const [head] = await tx
      .insert(routines)
      .values({ userId, name: body.name, folder: folderOf(body.folder), notes: body.notes || null })
      .returning({ id: routines.id });
    await insertItems(tx, head!.id, body.items);
    return head!.id;
  });
}

export async function createRoutine(
  db: Db,
  options: { userId: string; body: ParsedSaveRoutineBody },
): Promise<Routine> {
  await assertExercisesVisible(db, options.userId, options.body.items);
  const id = await insertRoutine(db, options.userId, options.body);
  return getRoutine(db, { userId: options.userId, routineId: id });
}

/**
 * Replaces a routine's name, folder, notes and items in one transaction. The UPDATE locks the routine
 * first: a DELETE at the same moment either waits for this to finish or has already removed the row,
 * and then nothing is updated and the answer is a 404, not items written for a routine that is gone.
 */
export async function updateRoutine(
  db: Db,
  options: { userId: string; routineId: string; body: ParsedSaveRoutineBody },
): Promise<Routine> {
  const { userId, routineId, body } = options;
  await assertExercisesVisible(db, userId, body.items);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const updated = await tx
      .update(routines)
      .set({
        name: body.name,
        folder: folderOf(body.folder),
        notes: body.notes || null,
        updatedAt: new Date(),
      })
      .where(and(eq(routines.id, routineId), eq(routines.userId, userId)))
      .returning({ id: routines.id });
    returnedRow(updated, routineNotFound);
    await tx.delete(routineItems).where(eq(routineItems.routineId, routineId));
    await insertItems(tx, routineId, body.items);
    return getRoutine(tx, { userId, routineId });
  });
}

export async function deleteRoutine(
  db: Db,
  options: { userId: string; routineId: string },
): Promise<void> {
  const deleted = await db
    .delete(routines)
    .where(and(eq(routines.id, options.routineId), eq(routines.userId, options.userId)))
    .returning({ id: routines.id });
  returnedRow(deleted, routineNotFound);
}

/**
 * Keeps a logged workout as a routine: its exercises in order, supersets and rest, and the sets that
 * were done (warm-ups included, so the routine warms up the same way) as targets. Sets left undone
 * were not part of the session; an exercise with none (a run) is kept with no target sets.
 */
export async function routineFromWorkout(
  db: Db,
  options: { userId: string; body: ParsedRoutineFromWorkoutBody },
): Promise<Routine> {
  const { userId, body } = options;
  const workout = await getWorkout(db, { userId, workoutId: body.workoutId });
  if (workout.items.length === 0)
    throw fieldError("workoutId", "That workout has no exercises to keep yet");
  const items: ParsedSaveRoutineBody["items"] = workout.items.map((item) => ({
    exerciseId: item.exerciseId,
    supersetGroup: item.supersetGroup,
    restSeconds: item.restSeconds,
    notes: item.notes ?? undefined,
    sets: item.sets
      .filter((set) => set.done)
      .map((set) => ({
        kind: set.kind,
        reps: set.reps,
        weightKg: set.weightKg,
        seconds: set.seconds,
      })),
  }));
  const id = await insertRoutine(db, userId, { name: body.name, folder: body.folder, items });
  return getRoutine(db, { userId, routineId: id });
}

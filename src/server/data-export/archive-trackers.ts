import { and, asc, between, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  exercises,
  mealEntries,
  routineItems,
  routines,
  waterEntries,
  weightEntries,
  workouts,
} from "../db/schema";
import { loadWorkouts } from "../workouts/load";
import { pagesByDay } from "./date-pages";

/** Workouts loaded per query by loadWorkouts (one query per table per page). */
const WORKOUTS_PER_PAGE = 200;

const withoutOwner = <T extends { userId: string }>({ userId: _userId, ...rest }: T) => rest;

/**
 * Every weigh-in, diary entry (with its full nutrient panel) or drink, oldest first, a page of diary
 * days at a time: years of meals with their panels would be tens of megabytes in one read.
 */
function diaryPages(
  db: Db,
  userId: string,
  table: typeof weightEntries | typeof mealEntries | typeof waterEntries,
) {
  const columns = { table, userColumn: table.userId, dateColumn: table.date, userId };
  return pagesByDay(db, columns, async (first, last) => {
    const rows = await db
      .select()
      .from(table)
      .where(and(eq(table.userId, userId), between(table.date, first, last)))
      .orderBy(asc(table.date), asc(table.createdAt), asc(table.id));
    return rows.map(withoutOwner);
  });
}

export const archiveWeightPages = (db: Db, userId: string) => diaryPages(db, userId, weightEntries);
export const archiveMealPages = (db: Db, userId: string) => diaryPages(db, userId, mealEntries);
export const archiveWaterPages = (db: Db, userId: string) => diaryPages(db, userId, waterEntries);

/** Every workout with its exercises and sets, as the workout screens read them, oldest first, a page at a time. */
export async function* archiveWorkoutPages(db: Db, userId: string) {
  const ids = await db
    .select({ id: workouts.id })
    .from(workouts)
    .where(eq(workouts.userId, userId))
    .orderBy(asc(workouts.date), asc(workouts.createdAt));
  for (let i = 0; i < ids.length; i += WORKOUTS_PER_PAGE) {
    const loaded = await loadWorkouts(
      db,
      userId,
      ids.slice(i, i + WORKOUTS_PER_PAGE).map((r) => r.id),
    );
    yield loaded.reverse();
  }
}

/** The user's routines with their exercises and target sets, and the exercises they made. */
export async function archiveRoutines(db: Db, userId: string) {
  const own = await db
    .select()
    .from(routines)
    .where(eq(routines.userId, userId))
    .orderBy(asc(routines.createdAt));
  const items = own.length
    ? await db
        .select({ item: routineItems, exerciseName: exercises.name })
        .from(routineItems)
        .innerJoin(exercises, eq(exercises.id, routineItems.exerciseId))
        .where(
          inArray(
            routineItems.routineId,
            own.map((r) => r.id),
          ),
        )
        .orderBy(asc(routineItems.position))
    : [];
  const customExercises = await db
    .select({
      id: exercises.id,
      name: exercises.name,
      category: exercises.category,
      equipment: exercises.equipment,
      primaryMuscles: exercises.primaryMuscles,
      secondaryMuscles: exercises.secondaryMuscles,
    })
    .from(exercises)
    .where(eq(exercises.ownerId, userId))
    .orderBy(asc(exercises.name));
  return {
    routines: own.map((r) => ({
      ...withoutOwner(r),
      items: items
        .filter((i) => i.item.routineId === r.id)
        .map(({ item, exerciseName }) => ({ ...item, exerciseName })),
    })),
    customExercises,
  };
}

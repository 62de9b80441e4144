import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { exercises, mealEntries, routineItems, routines, waterEntries, weightEntries, workouts } from "../db/schema";
import { loadWorkouts } from "../workouts/load";

/** Workouts loaded per query by loadWorkouts (one query per table per page). */
const WORKOUTS_PER_PAGE = 200;

const withoutOwner = <T extends { userId: string }>({ userId: _userId, ...rest }: T) => rest;

/** Every weigh-in, diary entry (with its full nutrient panel) and drink, oldest first. */
export async function archiveDiary(db: Db, userId: string) {
  const [weight, meals, water] = await Promise.all([
    db.select().from(weightEntries).where(eq(weightEntries.userId, userId)).orderBy(asc(weightEntries.date)),
    db.select().from(mealEntries).where(eq(mealEntries.userId, userId)).orderBy(asc(mealEntries.date), asc(mealEntries.createdAt)),
    db.select().from(waterEntries).where(eq(waterEntries.userId, userId)).orderBy(asc(waterEntries.date), asc(waterEntries.createdAt)),
  ]);
  return { weight: weight.map(withoutOwner), meals: meals.map(withoutOwner), water: water.map(withoutOwner) };
}

/** Every workout with its exercises and sets, as the workout screens read them, oldest first. */
export async function archiveWorkouts(db: Db, userId: string) {
  const ids = await db.select({ id: workouts.id }).from(workouts).where(eq(workouts.userId, userId)).orderBy(asc(workouts.date), asc(workouts.createdAt));
  const pages = [];
  for (let i = 0; i < ids.length; i += WORKOUTS_PER_PAGE) {
    const loaded = await loadWorkouts(db, userId, ids.slice(i, i + WORKOUTS_PER_PAGE).map((r) => r.id));
    pages.push(loaded.reverse());
  }
  return pages.flat();
}

/** The user's routines with their exercises and target sets, and the exercises they made. */
export async function archiveRoutines(db: Db, userId: string) {
  const own = await db.select().from(routines).where(eq(routines.userId, userId)).orderBy(asc(routines.createdAt));
  const items = own.length
    ? await db
        .select({ item: routineItems, exerciseName: exercises.name })
        .from(routineItems)
        .innerJoin(exercises, eq(exercises.id, routineItems.exerciseId))
        .where(inArray(routineItems.routineId, own.map((r) => r.id)))
        .orderBy(asc(routineItems.position))
    : [];
  const customExercises = await db
    .select({ id: exercises.id, name: exercises.name, category: exercises.category, equipment: exercises.equipment, primaryMuscles: exercises.primaryMuscles, secondaryMuscles: exercises.secondaryMuscles })
    .from(exercises)
    .where(eq(exercises.ownerId, userId))
    .orderBy(asc(exercises.name));
  return {
    routines: own.map((r) => ({
      ...withoutOwner(r),
      items: items.filter((i) => i.item.routineId === r.id).map(({ item, exerciseName }) => ({ ...item, exerciseName })),
    })),
    customExercises,
  };
}

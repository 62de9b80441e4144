import { and, asc, between, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { ListWorkoutsQuery, SaveWorkoutBody, Workout, WorkoutDefaults, WorkoutList } from "../../contract/workouts";
import { todayIn } from "../../domain/age";
import { daysBetween, metFor, monthOf } from "../../domain/workouts";
import type { Db } from "../db/client";
import { returnedRow } from "../db/sql";
import { withUserLock } from "../db/user-lock";
import { exercises, profiles, workoutItems, workouts } from "../db/schema";
import { fieldError, notFound } from "../errors";
import { assertWithinPlanLimit } from "../plans/limits";
import { getLatestWeightKg } from "../weight/service";
import { estimateItems, resolveBodyWeightKg } from "./estimate";

/** The longest range one list answers: a year and a day, enough for the progress page's year. */
const MAX_RANGE_DAYS = 366;

async function profileOf(db: Db, userId: string) {
  const [row] = await db
    .select({ timeZone: profiles.timeZone, unitSystem: profiles.unitSystem })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw notFound("Profile not found");
  return row;
}

export async function getWorkoutDefaults(db: Db, userId: string): Promise<WorkoutDefaults> {
  const profile = await profileOf(db, userId);
  return {
    today: todayIn(profile.timeZone),
    latestWeightKg: await getLatestWeightKg(db, userId),
    unitSystem: profile.unitSystem,
  };
}

/** A workout may be logged for today or earlier in the user's own calendar, not for a day to come. */
async function assertNotFuture(db: Db, userId: string, date: string): Promise<void> {
  const { timeZone } = await profileOf(db, userId);
  if (date > todayIn(timeZone)) throw fieldError("date", "Workouts can't be logged for a future day");
}

async function loadWorkouts(db: Db, userId: string, ids: string[]): Promise<Workout[]> {
  if (ids.length === 0) return [];
  const heads = await db
    .select()
    .from(workouts)
    .where(and(eq(workouts.userId, userId), inArray(workouts.id, ids)))
    .orderBy(desc(workouts.date), desc(workouts.createdAt));
  const items = await db
    .select({ item: workoutItems, name: exercises.name, category: exercises.category })
    .from(workoutItems)
    .innerJoin(exercises, eq(exercises.id, workoutItems.exerciseId))
    .where(inArray(workoutItems.workoutId, ids))
    .orderBy(asc(workoutItems.position));
  return heads.map((w) => {
    const own = items.filter((i) => i.item.workoutId === w.id);
    return {
      id: w.id,
      date: w.date,
      notes: w.notes,
      bodyWeightKg: w.bodyWeightKg,
      kcal: Math.round(own.reduce((sum, i) => sum + i.item.kcal, 0)),
      minutes: Math.round(own.reduce((sum, i) => sum + i.item.durationMin, 0)),
      createdAt: w.createdAt.toISOString(),
      items: own.map(({ item, name, category }) => {
        const source = metFor({ id: item.exerciseId, category }, item.intensity);
        const isSameMet = source?.met === item.met;
        return {
          id: item.id,
          exerciseId: item.exerciseId,
          exerciseName: name,
          category,
          durationMin: item.durationMin,
          intensity: item.intensity,
          sets: item.sets,
          reps: item.reps,
          weightKg: item.weightKg,
          met: item.met,
          // The source is named only while today's table still gives the MET that was stored.
          metCode: isSameMet ? (source?.code ?? null) : null,
          metDescription: isSameMet ? (source?.description ?? null) : null,
          kcal: Math.round(item.kcal),
        };
      }),
    };
  });
}

export async function getWorkout(db: Db, options: { userId: string; workoutId: string }): Promise<Workout> {
  const [workout] = await loadWorkouts(db, options.userId, [options.workoutId]);
  if (!workout) throw notFound("Workout not found");
  return workout;
}

export async function listWorkouts(db: Db, options: { userId: string } & ListWorkoutsQuery): Promise<WorkoutList> {
  const span = daysBetween(options.from, options.to);
  if (span < 0) throw fieldError("to", "The end of the range must not be before its start");
  if (span >= MAX_RANGE_DAYS) throw fieldError("to", `Ask for at most ${MAX_RANGE_DAYS} days at a time`);
  const rows = await db
    .select({ id: workouts.id })
    .from(workouts)
    .where(and(eq(workouts.userId, options.userId), between(workouts.date, options.from, options.to)));
  const list = await loadWorkouts(db, options.userId, rows.map((r) => r.id));
  return {
    workouts: list,
    totals: {
      minutes: list.reduce((sum, w) => sum + w.minutes, 0),
      kcal: list.reduce((sum, w) => sum + w.kcal, 0),
      sessions: list.length,
    },
  };
}

/**
 * The plan's workouts-a-month limit counts workouts logged (created) since the first of this month
 * in the user's time zone, as the weight limit does: back-filling last month still counts now.
 */
async function assertMonthHasRoom(db: Db, userId: string): Promise<void> {
  const { timeZone } = await profileOf(db, userId);
  const monthStart = monthOf(todayIn(timeZone)).from;
  const [existing] = await db
    .select({ n: count() })
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, userId),
        gte(workouts.createdAt, sql`(${monthStart}::date)::timestamp at time zone ${timeZone}`),
      ),
    );
  await assertWithinPlanLimit(db, { userId, limit: "workout_entries_per_month", currentCount: Number(existing?.n ?? 0) });
}

/**
 * Logs a workout within the plan's monthly allowance, with its calories estimated. The count and the
 * insert hold the user's workout lock, so two workouts posted at once cannot both take the last one.
 */
export async function logWorkout(db: Db, options: { userId: string; body: SaveWorkoutBody }): Promise<Workout> {
  const { userId, body } = options;
  await assertNotFuture(db, userId, body.date);
  const bodyWeightKg = await resolveBodyWeightKg(db, { userId, typed: body.bodyWeightKg });
  const items = await estimateItems(db, body.items, bodyWeightKg);
  const id = await withUserLock(db, `workouts:${userId}`, async (tx) => {
    await assertMonthHasRoom(tx, userId);
    const [row] = await tx
      .insert(workouts)
      .values({ userId, date: body.date, notes: body.notes || null, bodyWeightKg })
      .returning({ id: workouts.id });
    await tx.insert(workoutItems).values(items.map((item) => ({ ...item, workoutId: row!.id })));
    return row!.id;
  });
  return getWorkout(db, { userId, workoutId: id });
}

/** Replaces a workout's day, notes and items; the estimate is worked out again with the latest weight. */
export async function updateWorkout(
  db: Db,
  options: { userId: string; workoutId: string; body: SaveWorkoutBody },
): Promise<Workout> {
  const { userId, workoutId, body } = options;
  const current = await getWorkout(db, { userId, workoutId });
  await assertNotFuture(db, userId, body.date);
  const bodyWeightKg = await resolveBodyWeightKg(db, { userId, typed: body.bodyWeightKg, saved: current.bodyWeightKg });
  const items = await estimateItems(db, body.items, bodyWeightKg);
  return db.transaction(async (tx) => {
    // The update locks the workout first: a delete at the same moment waits, or has left nothing to
    // update, and then the new items must not be written for it (404).
    const updated = await tx
      .update(workouts)
      .set({ date: body.date, notes: body.notes || null, bodyWeightKg, updatedAt: new Date() })
      .where(and(eq(workouts.id, workoutId), eq(workouts.userId, userId)))
      .returning({ id: workouts.id });
    returnedRow(updated, () => notFound("Workout not found"));
    await tx.delete(workoutItems).where(eq(workoutItems.workoutId, workoutId));
    await tx.insert(workoutItems).values(items.map((item) => ({ ...item, workoutId })));
    return getWorkout(tx, { userId, workoutId });
  });
}

export async function deleteWorkout(db: Db, options: { userId: string; workoutId: string }): Promise<void> {
  const deleted = await db
    .delete(workouts)
    .where(and(eq(workouts.id, options.workoutId), eq(workouts.userId, options.userId)))
    .returning({ id: workouts.id });
  if (deleted.length === 0) throw notFound("Workout not found");
}

import { and, between, count, desc, eq, gte, isNotNull, isNull, or, sql } from "drizzle-orm";
import type {
  ListWorkoutsQuery,
  ParsedSaveWorkoutBody,
  Workout,
  WorkoutDefaults,
  WorkoutList,
} from "../../contract/workouts";
import { daysBetween, monthOf, todayIn } from "../../domain/calendar";
import type { Db } from "../db/client";
import { returnedRow, writeReferencing } from "../db/sql";
import { withUserLock } from "../db/user-lock";
import { profiles, routines, workoutItems, workouts } from "../db/schema";
import { fieldError, notFound } from "../errors";
import { assertWithinPlanLimit } from "../plans/limits";
import { getLatestWeightKg } from "../weight/service";
import { estimateItems, resolveBodyWeightKg } from "./estimate";
import { loadWorkouts } from "./load";
import { assertIdsFree, insertItems } from "./write";

/** The longest range one list answers: a year and a day, enough for the progress page's year. */
const MAX_RANGE_DAYS = 366;

export type WorkoutSource = "app" | "strong" | "hevy" | "fitnotes";

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
  if (date > todayIn(timeZone))
    throw fieldError("date", "Workouts can't be logged for a future day");
}

/** A workout started from a routine names one of the user's own routines; another's answers 404. */
async function assertOwnRoutine(
  db: Db,
  userId: string,
  routineId: string | null | undefined,
): Promise<void> {
  if (!routineId) return;
  const [row] = await db
    .select({ id: routines.id })
    .from(routines)
    .where(and(eq(routines.id, routineId), eq(routines.userId, userId)));
  if (!row) throw notFound("Routine not found");
}

/**
 * The routine an edit names. A workout keeps the routine it was started from; one deleted since (or
 * never the user's) is not named again but is no reason to refuse the save: the logger autosaves the
 * id it started with, and refusing would stop every later save of a workout in progress.
 */
async function routineForUpdate(
  db: Db,
  userId: string,
  asked: string | null | undefined,
  current: string | null,
): Promise<string | null | undefined> {
  if (asked === undefined || asked === null || asked === current) return asked;
  const [row] = await db
    .select({ id: routines.id })
    .from(routines)
    .where(and(eq(routines.id, asked), eq(routines.userId, userId)));
  return row ? asked : current;
}

/**
 * An imported workout from before this month did not use this month's allowance; moved into this
 * month, it counts like one logged now (else importing old history and re-dating it would get round
 * the plan's limit).
 */
async function assertRedatedImportHasRoom(
  db: Db,
  userId: string,
  current: Workout,
  date: string,
): Promise<void> {
  if (current.source === "app") return;
  const { timeZone } = await profileOf(db, userId);
  const monthStart = monthOf(todayIn(timeZone)).from;
  if (current.date >= monthStart || date < monthStart) return;
  await assertMonthHasRoom(db, userId);
}

const toDate = (instant: string | null | undefined) => (instant ? new Date(instant) : null);

export async function getWorkout(
  db: Db,
  options: { userId: string; workoutId: string },
): Promise<Workout> {
  const [workout] = await loadWorkouts(db, options.userId, [options.workoutId]);
  if (!workout) throw notFound("Workout not found");
  return workout;
}

/** The newest workout being logged live (started, not ended), for the logger to resume; null when none. */
export async function getCurrentWorkout(db: Db, userId: string): Promise<Workout | null> {
  const [row] = await db
    .select({ id: workouts.id })
    .from(workouts)
    .where(
      and(eq(workouts.userId, userId), isNotNull(workouts.startedAt), isNull(workouts.endedAt)),
    )
    .orderBy(desc(workouts.startedAt))
    .limit(1);
  if (!row) return null;
  const [workout] = await loadWorkouts(db, userId, [row.id]);
  return workout ?? null;
}

export async function listWorkouts(
  db: Db,
  options: { userId: string } & ListWorkoutsQuery,
): Promise<WorkoutList> {
  const span = daysBetween(options.from, options.to);
  if (span < 0) throw fieldError("to", "The end of the range must not be before its start");
  if (span >= MAX_RANGE_DAYS)
    throw fieldError("to", `Ask for at most ${MAX_RANGE_DAYS} days at a time`);
  const rows = await db
    .select({ id: workouts.id })
    .from(workouts)
    .where(
      and(eq(workouts.userId, options.userId), between(workouts.date, options.from, options.to)),
    );
  const list = await loadWorkouts(
    db,
    options.userId,
    rows.map((r) => r.id),
  );
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
 * The plan's workouts-a-month limit counts workouts created since the first of this month in the
 * user's time zone, as the weight limit does: back-filling last month still counts now. Imported
 * workouts dated before this month do not count: that is history arriving once, not this month's
 * logging. `adding` is how many the caller is about to write (an import writes several).
 */
export async function assertMonthHasRoom(db: Db, userId: string, adding = 1): Promise<void> {
  // The plan check refuses one more past the limit; `adding` more must all fit, the last one included.
  const currentCount = (await countWorkoutsThisMonth(db, userId)) + Math.max(0, adding - 1);
  await assertWithinPlanLimit(db, { userId, limit: "workout_entries_per_month", currentCount });
}

/** What workout_entries_per_month counts (see assertMonthHasRoom): the limit check and the plan page read it. */
export async function countWorkoutsThisMonth(db: Db, userId: string): Promise<number> {
  const { timeZone } = await profileOf(db, userId);
  const monthStart = monthOf(todayIn(timeZone)).from;
  const [existing] = await db
    .select({ n: count() })
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, userId),
        gte(workouts.createdAt, sql`(${monthStart}::date)::timestamp at time zone ${timeZone}`),
        or(eq(workouts.source, "app"), gte(workouts.date, monthStart)),
      ),
    );
  return Number(existing?.n ?? 0);
}

/**
 * Writes one workout (head, items, sets) for the caller that holds the plan check and the user's
 * lock: logWorkout and the importer. Checks the day, the exercises (only those this user may log),
 * the routine and the ids, and estimates kcal. Null when `importKey` is already one of this user's
 * workouts: a file imported twice adds nothing.
 */
export async function insertWorkout(
  tx: Db,
  options: {
    userId: string;
    body: ParsedSaveWorkoutBody;
    source: WorkoutSource;
    importKey: string | null;
  },
): Promise<string | null> {
  const { userId, body } = options;
  await assertNotFuture(tx, userId, body.date);
  await assertOwnRoutine(tx, userId, body.routineId);
  const bodyWeightKg = await resolveBodyWeightKg(tx, {
    userId,
    date: body.date,
    typed: body.bodyWeightKg,
  });
  const startedAt = toDate(body.startedAt);
  const endedAt = toDate(body.endedAt);
  if (endedAt && !startedAt) throw fieldError("startedAt", "Enter the time the workout started");
  const items = await estimateItems(tx, {
    userId,
    items: body.items,
    bodyWeightKg,
    startedAt,
    endedAt,
  });
  await assertIdsFree(tx, items, null);
  const [row] = await writeReferencing(
    tx
      .insert(workouts)
      .values({
        userId,
        date: body.date,
        name: body.name || null,
        notes: body.notes || null,
        bodyWeightKg,
        startedAt,
        endedAt,
        routineId: body.routineId ?? null,
        source: options.source,
        importKey: options.importKey,
      })
      .onConflictDoNothing({ target: [workouts.userId, workouts.importKey] })
      .returning({ id: workouts.id }),
    () => notFound("Routine not found"),
  );
  if (!row) return null;
  await insertItems(tx, row.id, items);
  return row.id;
}

/**
 * Logs a workout (or starts one live) within the plan's monthly allowance. The count and the insert
 * hold the user's workout lock, so two workouts posted at once cannot both take the last one.
 * Starting a second live workout while one is open is allowed: the logger resumes the newest.
 */
export async function logWorkout(
  db: Db,
  options: { userId: string; body: ParsedSaveWorkoutBody },
): Promise<Workout> {
  const { userId, body } = options;
  const id = await withUserLock(db, `workouts:${userId}`, async (tx) => {
    await assertMonthHasRoom(tx, userId);
    return insertWorkout(tx, { userId, body, source: "app", importKey: null });
  });
  return getWorkout(db, { userId, workoutId: id! });
}

/**
 * Saves a workout again: its day, name, notes, times, and its items and sets replaced in one
 * transaction, keeping the ids the browser gave them. The logger saves this way after each change.
 * A field left out (name, start, end, routine) keeps its value; null clears it. The estimate is
 * worked out again with the weight as of the workout's day (resolveBodyWeightKg).
 */
export async function updateWorkout(
  db: Db,
  options: { userId: string; workoutId: string; body: ParsedSaveWorkoutBody },
): Promise<Workout> {
  const { userId, workoutId, body } = options;
  const current = await getWorkout(db, { userId, workoutId });
  await assertNotFuture(db, userId, body.date);
  await assertRedatedImportHasRoom(db, userId, current, body.date);
  const routineId = await routineForUpdate(db, userId, body.routineId, current.routineId);
  const startedAt =
    body.startedAt === undefined ? toDate(current.startedAt) : toDate(body.startedAt);
  const endedAt = body.endedAt === undefined ? toDate(current.endedAt) : toDate(body.endedAt);
  if (startedAt && endedAt && endedAt < startedAt)
    throw fieldError("endedAt", "The end must not be before the start");
  if (endedAt && !startedAt) throw fieldError("startedAt", "Enter the time the workout started");
  if (body.items.length === 0 && !(startedAt && !endedAt))
    throw fieldError("items", "Add at least one exercise or activity");
  const bodyWeightKg = await resolveBodyWeightKg(db, {
    userId,
    date: body.date,
    typed: body.bodyWeightKg,
    saved: current.bodyWeightKg,
  });
  const items = await estimateItems(db, {
    userId,
    items: body.items,
    bodyWeightKg,
    startedAt,
    endedAt,
  });
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // The update locks the workout first: a delete at the same moment waits, or has left nothing to
    // update, and then the new items must not be written for it (404).
    const updated = await writeReferencing(
      tx
        .update(workouts)
        .set({
          date: body.date,
          notes: body.notes || null,
          ...(body.name === undefined ? {} : { name: body.name || null }),
          ...(routineId === undefined ? {} : { routineId }),
          startedAt,
          endedAt,
          bodyWeightKg,
          updatedAt: new Date(),
        })
        .where(and(eq(workouts.id, workoutId), eq(workouts.userId, userId)))
        .returning({ id: workouts.id }),
      () => notFound("Routine not found"),
    );
    returnedRow(updated, () => notFound("Workout not found"));
    await assertIdsFree(tx, items, workoutId);
    await tx.delete(workoutItems).where(eq(workoutItems.workoutId, workoutId));
    await insertItems(tx, workoutId, items);
    return getWorkout(tx, { userId, workoutId });
  });
}

export async function deleteWorkout(
  db: Db,
  options: { userId: string; workoutId: string },
): Promise<void> {
  const deleted = await db
    .delete(workouts)
    .where(and(eq(workouts.id, options.workoutId), eq(workouts.userId, options.userId)))
    .returning({ id: workouts.id });
  if (deleted.length === 0) throw notFound("Workout not found");
}

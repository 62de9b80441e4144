import { and, count, eq, gte, ne, or, sql } from "drizzle-orm";
import {
  WEIGHT_MESSAGES,
  type CreateWeightEntryBody,
  type UpdateWeightEntryBody,
} from "../../contract/weight";
import type { Db } from "../db/client";
import { returnedRow } from "../db/sql";
import { withUserLock } from "../db/user-lock";
import { profiles, weightEntries } from "../db/schema";
import { AppError, fieldError, notFound } from "../errors";
import { assertWithinPlanLimit } from "../plans/limits";
import { todayIn } from "../../domain/calendar";

export type WeightRow = typeof weightEntries.$inferSelect;

/**
 * Entries created in the current calendar month of the user's time zone: what
 * weight_entries_per_month counts. Counting by creation (not by diary day) is what makes the limit
 * bite: a month has at most 31 diary days, but back-filling a year of history is many entries.
 * Imported weigh-ins dated before this month are history arriving once and do not count (as
 * imported workouts, src/server/workouts/service.ts assertMonthHasRoom); imported ones dated in it do.
 */
export async function countEntriesThisMonth(
  db: Db,
  userId: string,
  timeZone: string,
): Promise<number> {
  const monthStart = sql`(date_trunc('month', now() at time zone ${timeZone}) at time zone ${timeZone})`;
  const monthStartDate = sql`(date_trunc('month', now() at time zone ${timeZone}))::date`;
  const [row] = await db
    .select({ n: count() })
    .from(weightEntries)
    .where(
      and(
        eq(weightEntries.userId, userId),
        gte(weightEntries.createdAt, monthStart),
        or(eq(weightEntries.source, "app"), gte(weightEntries.date, monthStartDate)),
      ),
    );
  return row?.n ?? 0;
}

async function timeZoneOf(db: Db, userId: string): Promise<string> {
  const [profile] = await db
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return profile?.timeZone ?? "UTC";
}

async function assertNotFuture(db: Db, userId: string, date: string): Promise<void> {
  if (date > todayIn(await timeZoneOf(db, userId)))
    throw fieldError("date", WEIGHT_MESSAGES.future);
}

/** 409 with the weigh-in already there, so the screen can ask before replacing it. */
export class WeightExistsError extends AppError {
  constructor(readonly existing: WeightRow) {
    super("weight_exists", WEIGHT_MESSAGES.exists, 409, { date: WEIGHT_MESSAGES.exists });
  }

  override get details() {
    return { id: this.existing.id, date: this.existing.date, weightKg: this.existing.weightKg };
  }
}

/**
 * One weigh-in per day: a second one on the same day is refused unless the user said to replace
 * it. Replacing is not a new entry for the plan limit; a new day is.
 */
export async function logWeight(options: {
  db: Db;
  userId: string;
  body: CreateWeightEntryBody;
}): Promise<{ entry: WeightRow; isReplaced: boolean }> {
  const { db, userId, body } = options;
  await assertNotFuture(db, userId, body.date);
  const values = {
    weightKg: body.weightKg,
    bodyFatPct: body.bodyFatPct ?? null,
    note: body.note || null,
  };
  return withWeightLock(db, userId, async (tx) => {
    // Locked: a delete of that weigh-in (which takes no weight lock) then waits for the replacement, or
    // has already gone through and this is a new weigh-in for the day.
    const [existing] = await tx
      .select()
      .from(weightEntries)
      .where(and(eq(weightEntries.userId, userId), eq(weightEntries.date, body.date)))
      .for("update");
    if (existing) {
      if (!body.replace) throw new WeightExistsError(existing);
      const rows = await tx
        .update(weightEntries)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(weightEntries.id, existing.id))
        .returning();
      return {
        entry: returnedRow(rows, () => notFound("Weight entry not found")),
        isReplaced: true,
      };
    }
    const currentCount = await countEntriesThisMonth(tx, userId, await timeZoneOf(tx, userId));
    await assertWithinPlanLimit(tx, { userId, limit: "weight_entries_per_month", currentCount });
    const [entry] = await tx
      .insert(weightEntries)
      .values({ userId, date: body.date, ...values })
      .returning();
    return { entry: entry!, isReplaced: false };
  });
}

/**
 * Runs `write` holding the user's weight lock: two weigh-ins posted at once are taken one after the
 * other, so they cannot both take the last entry of weight_entries_per_month, and the second of a
 * same-day pair finds the first and answers 409 instead of tripping the one-per-day unique index (a 500).
 */
function withWeightLock<T>(db: Db, userId: string, write: (tx: Db) => Promise<T>): Promise<T> {
  return withUserLock(db, `weight:${userId}`, write);
}

async function ownEntry(db: Db, userId: string, id: string): Promise<WeightRow> {
  const [row] = await db
    .select()
    .from(weightEntries)
    .where(and(eq(weightEntries.id, id), eq(weightEntries.userId, userId)));
  // Another user's entry answers the same as a missing one: ids are not confirmed to strangers.
  if (!row) throw notFound("Weight entry not found");
  return row;
}

/** Edits one of the user's entries (not a new entry for the plan limit); moving it onto a day that has one is refused. */
export async function updateWeightEntry(options: {
  db: Db;
  userId: string;
  id: string;
  changes: UpdateWeightEntryBody;
}): Promise<WeightRow> {
  const { db, userId, id, changes } = options;
  const current = await ownEntry(db, userId, id);
  if (changes.date !== undefined && changes.date !== current.date)
    await assertNotFuture(db, userId, changes.date);
  // Under the same lock as logWeight, so a weigh-in posted for the target day meanwhile is seen (409).
  return withWeightLock(db, userId, async (tx) => {
    if (changes.date !== undefined && changes.date !== current.date) {
      const [clash] = await tx
        .select()
        .from(weightEntries)
        .where(
          and(
            eq(weightEntries.userId, userId),
            eq(weightEntries.date, changes.date),
            ne(weightEntries.id, id),
          ),
        );
      if (clash)
        throw new AppError("weight_exists", "You already have a weigh-in on that day", 409, {
          date: "You already have a weigh-in on that day",
        });
    }
    const note = changes.note === undefined ? {} : { note: changes.note || null };
    const [entry] = await tx
      .update(weightEntries)
      .set({ ...changes, ...note, updatedAt: new Date() })
      .where(and(eq(weightEntries.id, id), eq(weightEntries.userId, userId)))
      .returning();
    if (!entry) throw notFound("Weight entry not found");
    return entry;
  });
}

/** One statement finds and deletes, so of two deletes at once the later finds nothing (404), not a second 200. */
export async function deleteWeightEntry(options: {
  db: Db;
  userId: string;
  id: string;
}): Promise<void> {
  const deleted = await options.db
    .delete(weightEntries)
    .where(and(eq(weightEntries.id, options.id), eq(weightEntries.userId, options.userId)))
    .returning({ id: weightEntries.id });
  returnedRow(deleted, () => notFound("Weight entry not found"));
}

import { and, asc, between, desc, eq, sql } from "drizzle-orm";
import {
  WATER_MESSAGES,
  type AddWaterBody,
  type WaterDay,
  type WaterEntry,
  type WaterRange,
} from "../../contract/water";
import { dateOfDayIndex, dayIndex, eachDay, todayIn } from "../../domain/calendar";
import type { Db } from "../db/client";
import { profiles, waterEntries } from "../db/schema";
import { fieldError, notFound } from "../errors";
import { getGoalsRow } from "../goals/row";

type WaterRow = typeof waterEntries.$inferSelect;

const toEntry = (row: WaterRow): WaterEntry => ({
  id: row.id,
  date: row.date,
  amountMl: row.amountMl,
  createdAt: row.createdAt.toISOString(),
});

async function userCalendar(db: Db, userId: string) {
  const [profile] = await db
    .select({ timeZone: profiles.timeZone, unitSystem: profiles.unitSystem })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) throw notFound("Profile not found");
  return { today: todayIn(profile.timeZone), unitSystem: profile.unitSystem };
}

/** Adds one drink to a diary day (today when none is given). Stored in whole ml. */
export async function addWater(options: {
  db: Db;
  userId: string;
  body: AddWaterBody;
}): Promise<WaterEntry> {
  const { db, userId, body } = options;
  const { today } = await userCalendar(db, userId);
  const date = body.date ?? today;
  if (date > today) throw fieldError("date", WATER_MESSAGES.future);
  const amountMl = Math.round(body.amountMl);
  if (amountMl < 1) throw fieldError("amountMl", WATER_MESSAGES.amount);
  const [row] = await db.insert(waterEntries).values({ userId, date, amountMl }).returning();
  return toEntry(row!);
}

/** Undo: removes one of the user's own drinks; someone else's id answers as not found. */
export async function removeWater(options: { db: Db; userId: string; id: string }): Promise<void> {
  const deleted = await options.db
    .delete(waterEntries)
    .where(and(eq(waterEntries.id, options.id), eq(waterEntries.userId, options.userId)))
    .returning({ id: waterEntries.id });
  if (deleted.length === 0) throw notFound("Water entry not found");
}

/** Total ml per day from `from` to `to` inclusive, for days that have any. */
export async function getDailyWaterTotals(
  db: Db,
  options: { userId: string; from: string; to: string },
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      date: waterEntries.date,
      totalMl: sql<number>`coalesce(sum(${waterEntries.amountMl}), 0)`.mapWith(Number),
    })
    .from(waterEntries)
    .where(
      and(
        eq(waterEntries.userId, options.userId),
        between(waterEntries.date, options.from, options.to),
      ),
    )
    .groupBy(waterEntries.date);
  return new Map(rows.map((r) => [r.date, r.totalMl]));
}

/** The water screen: one day's drinks against the goal, and the week up to that day. */
export async function getWaterDay(
  db: Db,
  options: { userId: string; date?: string | undefined },
): Promise<WaterDay> {
  const { userId } = options;
  const { today, unitSystem } = await userCalendar(db, userId);
  const date = options.date ?? today;
  const rows = await db
    .select()
    .from(waterEntries)
    .where(and(eq(waterEntries.userId, userId), eq(waterEntries.date, date)))
    .orderBy(desc(waterEntries.createdAt), desc(waterEntries.id));
  const weekStart = dateOfDayIndex(dayIndex(date) - 6);
  const totals = await getDailyWaterTotals(db, { userId, from: weekStart, to: date });
  const week = eachDay(weekStart, date).map((day) => ({
    date: day,
    totalMl: totals.get(day) ?? 0,
  }));
  return {
    date,
    today,
    unitSystem,
    goalMl: (await getGoalsRow(db, userId)).waterMl,
    totalMl: rows.reduce((sum, r) => sum + r.amountMl, 0),
    entries: rows.map(toEntry),
    week,
  };
}

/** The drinks of a range of days (the range's length is the contract's to bound) in one query, with each day's total. */
export async function getWaterRange(
  db: Db,
  options: { userId: string; from: string; to: string },
): Promise<WaterRange> {
  const { userId, from, to } = options;
  const rows = await db
    .select()
    .from(waterEntries)
    .where(and(eq(waterEntries.userId, userId), between(waterEntries.date, from, to)))
    .orderBy(asc(waterEntries.date), asc(waterEntries.createdAt), asc(waterEntries.id));
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.date, (totals.get(row.date) ?? 0) + row.amountMl);
  return {
    from,
    to,
    entries: rows.map(toEntry),
    days: eachDay(from, to).map((date) => ({ date, totalMl: totals.get(date) ?? 0 })),
  };
}

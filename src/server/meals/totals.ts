import { and, asc, between, count, eq, sql, type AnyColumn } from "drizzle-orm";
import type { Db } from "../db/client";
import { mealEntries } from "../db/schema";
import { preparedFor } from "../db/sql";

/** A day's food totals for the dashboard and progress charts (sums of the entries' snapshots). */
export interface DayNutritionTotals {
  caloriesKcal: number;
  proteinG: number;
  carbsG: number;
  fatG: number;
  fiberG: number;
  sugarsG: number;
  sodiumMg: number;
  entryCount: number;
}

// SUM skips entries with no published value (null), so a total is "at least"; the diary's own
// totals (meals/diary.ts) also say how many entries were unknown.
const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

const totalsColumns = {
  caloriesKcal: sumOf(mealEntries.energyKcal),
  proteinG: sumOf(mealEntries.proteinG),
  carbsG: sumOf(mealEntries.carbsG),
  fatG: sumOf(mealEntries.fatG),
  fiberG: sumOf(mealEntries.fiberG),
  sugarsG: sumOf(mealEntries.sugarsG),
  sodiumMg: sumOf(mealEntries.sodiumMg),
  entryCount: count(),
};

function rounded<T extends DayNutritionTotals>(row: T): T {
  const r1 = (n: number) => Math.round(n * 10) / 10;
  return {
    ...row,
    caloriesKcal: Math.round(row.caloriesKcal),
    proteinG: r1(row.proteinG),
    carbsG: r1(row.carbsG),
    fatG: r1(row.fatG),
    fiberG: r1(row.fiberG),
    sugarsG: r1(row.sugarsG),
    sodiumMg: Math.round(row.sodiumMg),
  };
}

const dayTotalsQuery = (db: Db, name: string) =>
  db
    .select(totalsColumns)
    .from(mealEntries)
    .where(
      and(
        eq(mealEntries.userId, sql.placeholder("userId")),
        eq(mealEntries.date, sql.placeholder("date")),
      ),
    )
    .prepare(name);

/** Totals of one local day ("YYYY-MM-DD"); zeros and entryCount 0 when nothing was logged. */
export async function getDayNutritionTotals(
  db: Db,
  options: { userId: string; date: string },
): Promise<DayNutritionTotals> {
  // The dashboard's first figure: prepared once (db/sql.ts).
  const [row] = await preparedFor(db, "day_nutrition_totals", dayTotalsQuery).execute(options);
  return rounded(row ?? { ...zeroTotals });
}

/** Totals per day from `from` to `to` inclusive, oldest first; only days that have entries. */
export async function getDailyNutritionTotals(
  db: Db,
  options: { userId: string; from: string; to: string },
): Promise<Array<{ date: string } & DayNutritionTotals>> {
  const rows = await db
    .select({ date: mealEntries.date, ...totalsColumns })
    .from(mealEntries)
    .where(
      and(
        eq(mealEntries.userId, options.userId),
        between(mealEntries.date, options.from, options.to),
      ),
    )
    .groupBy(mealEntries.date)
    .orderBy(asc(mealEntries.date));
  return rows.map(rounded);
}

const zeroTotals: DayNutritionTotals = {
  caloriesKcal: 0,
  proteinG: 0,
  carbsG: 0,
  fatG: 0,
  fiberG: 0,
  sugarsG: 0,
  sodiumMg: 0,
  entryCount: 0,
};

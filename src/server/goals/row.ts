import { eq, sql } from "drizzle-orm";
import type { NutritionGoals } from "../../contract/goals";
import { resolveWeightUnit } from "../../domain/units";
import type { Db } from "../db/client";
import { nutritionGoals } from "../db/schema";
import { preparedFor } from "../db/sql";

export type GoalsRow = typeof nutritionGoals.$inferSelect;

const goalsRowQuery = (db: Db, name: string) =>
  db
    .select()
    .from(nutritionGoals)
    .where(eq(nutritionGoals.userId, sql.placeholder("userId")))
    .prepare(name);

/**
 * The user's goals row. Sign-up creates it, but a failure there is only logged (end-user spec,
 * section 8), so a missing row is created with the server defaults on first read.
 */
export async function getGoalsRow(db: Db, userId: string): Promise<GoalsRow> {
  // Read on most screens: prepared once (db/sql.ts).
  const read = preparedFor(db, "goals_row", goalsRowQuery);
  const [row] = await read.execute({ userId });
  if (row) return row;
  await db.insert(nutritionGoals).values({ userId }).onConflictDoNothing();
  const [created] = await read.execute({ userId });
  return created!;
}

export function toNutritionGoals(row: GoalsRow, unitSystem: "metric" | "imperial"): NutritionGoals {
  return {
    caloriesKcal: row.caloriesKcal,
    proteinG: row.proteinG,
    carbsG: row.carbsG,
    fatG: row.fatG,
    fiberG: row.fiberG,
    waterMl: row.waterMl,
    macroMode: row.macroMode,
    macroPreset: row.macroPreset,
    activityLevel: row.activityLevel,
    goalType: row.goalType,
    weeklyRateKg: row.weeklyRateKg,
    goalWeightKg: row.goalWeightKg,
    weightUnit: resolveWeightUnit(row.weightUnit, unitSystem),
    isSetUp: row.setupCompletedAt !== null,
  };
}

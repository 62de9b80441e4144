import { eq, sql } from "drizzle-orm";
import type { WeightUnit } from "../../domain/units";
import type { Db } from "../db/client";
import { nutritionGoals } from "../db/schema";
import { preparedFor } from "../db/sql";

/** The weight screen's part of the goals row: the goal weight and the unit the user chose. */
export interface WeightGoal {
  goalWeightKg: number | null;
  weightUnit: WeightUnit | null;
}

const weightGoalQuery = (db: Db, name: string) =>
  db
    .select({ goalWeightKg: nutritionGoals.goalWeightKg, weightUnit: nutritionGoals.weightUnit })
    .from(nutritionGoals)
    .where(eq(nutritionGoals.userId, sql.placeholder("userId")))
    .prepare(name);

/**
 * Kept on the goals row, which the goal setup fills, but read here rather than through goals/row.ts:
 * goals builds on weight (the setup logs a weigh-in, a goal weight is checked against the latest
 * one). A missing row reads as a new row has it: no goal weight, no chosen unit.
 */
export async function getWeightGoal(db: Db, userId: string): Promise<WeightGoal> {
  // Read on the dashboard and the weight screen: prepared once (db/sql.ts).
  const [row] = await preparedFor(db, "weight_goal", weightGoalQuery).execute({ userId });
  return row ?? { goalWeightKg: null, weightUnit: null };
}

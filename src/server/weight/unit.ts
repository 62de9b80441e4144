import type { WeightUnit } from "../../contract/weight";
import type { Db } from "../db/client";
import { nutritionGoals } from "../db/schema";

/**
 * kg, lb or st/lb for weights shown to this user (kept with the goals, which hold the goal weight).
 * One statement: a goals row not created yet (sign-up only logs that failure) gets the server
 * defaults and this unit.
 */
export async function setWeightUnit(options: {
  db: Db;
  userId: string;
  unit: WeightUnit;
}): Promise<void> {
  await options.db
    .insert(nutritionGoals)
    .values({ userId: options.userId, weightUnit: options.unit })
    .onConflictDoUpdate({ target: nutritionGoals.userId, set: { weightUnit: options.unit } });
}

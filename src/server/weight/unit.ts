import { eq } from "drizzle-orm";
import type { WeightUnit } from "../../contract/weight";
import type { Db } from "../db/client";
import { nutritionGoals } from "../db/schema";
import { getGoalsRow } from "../goals/row";

/** kg, lb or st/lb for weights shown to this user (kept with the goals, which hold the goal weight). */
export async function setWeightUnit(options: {
  db: Db;
  userId: string;
  unit: WeightUnit;
}): Promise<void> {
  await getGoalsRow(options.db, options.userId);
  await options.db
    .update(nutritionGoals)
    .set({ weightUnit: options.unit })
    .where(eq(nutritionGoals.userId, options.userId));
}

import { eq } from "drizzle-orm";
import { resolveWeightUnit, type WeightUnit } from "../../domain/units";
import type { Db } from "../db/client";
import { nutritionGoals, profiles } from "../db/schema";
import { notFound } from "../errors";
import { todayIn } from "../../domain/calendar";

export interface ExportOwner {
  timeZone: string;
  unitSystem: "metric" | "imperial";
  weightUnit: WeightUnit;
  /** The user's local date, for the file names. */
  today: string;
}

/** Whose export it is: their zone (file dates) and the units their screens show. */
export async function loadExportOwner(db: Db, userId: string): Promise<ExportOwner> {
  const [row] = await db
    .select({
      timeZone: profiles.timeZone,
      unitSystem: profiles.unitSystem,
      chosenUnit: nutritionGoals.weightUnit,
    })
    .from(profiles)
    .leftJoin(nutritionGoals, eq(nutritionGoals.userId, profiles.id))
    .where(eq(profiles.id, userId));
  if (!row) throw notFound("Profile not found");
  return {
    timeZone: row.timeZone,
    unitSystem: row.unitSystem,
    weightUnit: resolveWeightUnit(row.chosenUnit, row.unitSystem),
    today: todayIn(row.timeZone),
  };
}

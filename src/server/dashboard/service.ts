import type { Dashboard } from "../../contract/dashboard";
import { resolveWeightUnit } from "../../domain/units";
import type { Db } from "../db/client";
import { getGoalsRow } from "../goals/row";
import { getDayNutritionTotals } from "../meals/totals";
import { getProfile } from "../auth/profile";
import { getDailyWaterTotals } from "../water/service";
import { summariseWeightOf } from "../weight/summary";
import { getDayExerciseKcal } from "../workouts/totals";
import { countStreak, getLoggedDays } from "./streak";
import { todayIn } from "../../domain/calendar";

/** Today at a glance for the signed-in user: every figure read from their own rows. */
export async function getDashboard(db: Db, userId: string): Promise<Dashboard> {
  const profile = await getProfile(db, userId);
  const date = todayIn(profile.timeZone);
  const goals = await getGoalsRow(db, userId);
  const food = await getDayNutritionTotals(db, { userId, date });
  const exerciseKcal = Math.round(await getDayExerciseKcal(db, { userId, date }));
  const water = (await getDailyWaterTotals(db, { userId, from: date, to: date })).get(date) ?? 0;
  const weight = await summariseWeightOf(db, { userId, profile, goals });
  return {
    date,
    needsGoalSetup: goals.setupCompletedAt === null,
    unitSystem: profile.unitSystem,
    weightUnit: resolveWeightUnit(goals.weightUnit, profile.unitSystem),
    goals: {
      caloriesKcal: goals.caloriesKcal,
      proteinG: goals.proteinG,
      carbsG: goals.carbsG,
      fatG: goals.fatG,
      fiberG: goals.fiberG,
      waterMl: goals.waterMl,
    },
    food: {
      caloriesKcal: food.caloriesKcal,
      proteinG: food.proteinG,
      carbsG: food.carbsG,
      fatG: food.fatG,
      fiberG: food.fiberG,
      entryCount: food.entryCount,
    },
    exerciseKcal,
    caloriesRemaining: goals.caloriesKcal - food.caloriesKcal + exerciseKcal,
    water: { totalMl: water, goalMl: goals.waterMl },
    weight,
    streak: countStreak(await getLoggedDays(db, { userId, today: date }), date),
  };
}

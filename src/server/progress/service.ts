import { and, asc, eq, lte } from "drizzle-orm";
import type { ProgressQuery, ProgressResponse } from "../../contract/progress";
import { percentFromGrams } from "../../domain/energy";
import { weightTrend } from "../../domain/weight-trend";
import { daysBetween, weekOf, weekStartsBetween } from "../../domain/calendar";
import { resolveWeightUnit } from "../../domain/units";
import type { Db } from "../db/client";
import { profiles, weightEntries } from "../db/schema";
import { fieldError, notFound } from "../errors";
import { getGoalsRow } from "../goals/row";
import { getDailyNutritionTotals } from "../meals/totals";
import { getDailyWaterTotals } from "../water/service";
import { getDailyExerciseTotals } from "../workouts/totals";
import { averageByWeek, DAILY_UP_TO_DAYS, type Point } from "./series";

const MAX_RANGE_DAYS = 366;

/** Weigh-ins in the range with their trend; the trend starts from the first weigh-in ever, not the range's. */
async function weightInRange(db: Db, options: { userId: string; from: string; to: string }) {
  const rows = await db
    .select({ date: weightEntries.date, weightKg: weightEntries.weightKg })
    .from(weightEntries)
    .where(and(eq(weightEntries.userId, options.userId), lte(weightEntries.date, options.to)))
    .orderBy(asc(weightEntries.date));
  const trend = weightTrend(rows.map((r) => ({ date: r.date, value: r.weightKg })));
  return rows
    .map((r, i) => ({
      date: r.date,
      weightKg: r.weightKg,
      trendKg: Math.round(trend[i]!.value * 100) / 100,
    }))
    .filter((r) => r.date >= options.from);
}

const average = (values: number[]) =>
  values.length === 0 ? null : Math.round(values.reduce((a, b) => a + b, 0) / values.length);

/** Every chart of the progress page over one range, from each feature's own totals. */
export async function getProgress(
  db: Db,
  options: { userId: string } & ProgressQuery,
): Promise<ProgressResponse> {
  const { userId, from, to } = options;
  const span = daysBetween(from, to);
  if (span < 0) throw fieldError("to", "The last day must not be before the first");
  if (span >= MAX_RANGE_DAYS) throw fieldError("to", `Choose at most ${MAX_RANGE_DAYS} days`);
  const [profile] = await db
    .select({ unitSystem: profiles.unitSystem })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) throw notFound("Profile not found");
  const range = { userId, from, to };
  const goals = await getGoalsRow(db, userId);
  const food = await getDailyNutritionTotals(db, range);
  const water = await getDailyWaterTotals(db, range);
  const exercise = await getDailyExerciseTotals(db, range);
  const weight = await weightInRange(db, range);

  const isWeekly = span + 1 > DAILY_UP_TO_DAYS;
  const shape = (points: Point[]) => (isWeekly ? averageByWeek(points) : points);
  const eatenDays = food.filter((d) => d.entryCount > 0);
  const waterDays = [...water.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, value]) => ({ date, value }));

  const sumG = (key: "proteinG" | "carbsG" | "fatG") => eatenDays.reduce((s, d) => s + d[key], 0);
  const n = eatenDays.length;
  const averageG =
    n === 0
      ? { protein: 0, carbs: 0, fat: 0 }
      : { protein: sumG("proteinG") / n, carbs: sumG("carbsG") / n, fat: sumG("fatG") / n };
  const round1 = (v: number) => Math.round(v * 10) / 10;
  const macroKcal = averageG.protein * 4 + averageG.carbs * 4 + averageG.fat * 9;
  const targetKcal = goals.proteinG * 4 + goals.carbsG * 4 + goals.fatG * 9;

  const byWeek = new Map<string, { minutes: number; sessions: number; kcal: number }>();
  for (const day of exercise) {
    const key = weekOf(day.date).from;
    const week = byWeek.get(key) ?? { minutes: 0, sessions: 0, kcal: 0 };
    byWeek.set(key, {
      minutes: week.minutes + day.minutes,
      sessions: week.sessions + day.sessions,
      kcal: week.kcal + day.kcal,
    });
  }
  const weeks = weekStartsBetween(from, to).map((weekStart) => ({
    weekStart,
    ...(byWeek.get(weekStart) ?? { minutes: 0, sessions: 0, kcal: 0 }),
  }));

  return {
    from,
    to,
    granularity: isWeekly ? "week" : "day",
    unitSystem: profile.unitSystem,
    weightUnit: resolveWeightUnit(goals.weightUnit, profile.unitSystem),
    weight: { entries: weight, goalWeightKg: goals.goalWeightKg },
    calories: {
      targetKcal: goals.caloriesKcal,
      eaten: shape(eatenDays.map((d) => ({ date: d.date, value: d.caloriesKcal }))),
      burned: shape(exercise.map((d) => ({ date: d.date, value: d.kcal }))),
      averageEatenKcal: average(eatenDays.map((d) => d.caloriesKcal)),
      daysLogged: n,
    },
    macros: {
      daysLogged: n,
      averageG: {
        protein: round1(averageG.protein),
        carbs: round1(averageG.carbs),
        fat: round1(averageG.fat),
      },
      // Shares of the kcal the three macros give (4/4/9 kcal per g), so they add up to about 100%.
      percent: n === 0 || macroKcal <= 0 ? null : percentFromGrams(macroKcal, averageG),
      targetPercent:
        targetKcal <= 0
          ? null
          : percentFromGrams(targetKcal, {
              protein: goals.proteinG,
              carbs: goals.carbsG,
              fat: goals.fatG,
            }),
    },
    workouts: {
      weeks,
      totals: {
        minutes: exercise.reduce((s, d) => s + d.minutes, 0),
        sessions: exercise.reduce((s, d) => s + d.sessions, 0),
        kcal: exercise.reduce((s, d) => s + d.kcal, 0),
      },
    },
    water: {
      goalMl: goals.waterMl,
      points: shape(waterDays),
      averageMl: average(waterDays.map((d) => d.value)),
    },
  };
}

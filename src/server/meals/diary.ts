import { and, asc, between, eq, getTableColumns, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { MEALS } from "../../contract/meals";
import {
  type DiaryDay,
  type MealEntry,
  type MealRange,
  type RecentFood,
  type RecentFoods,
} from "../../contract/meals";
import { sumNutrients } from "../../domain/nutrition";
import { eachDay, todayIn } from "../../domain/calendar";
import type { Db } from "../db/client";
import { FREE_PLAN_NAME, type PlanStatus } from "../../domain/plan-limits";
import { mealEntries, nutritionGoals, plans, profiles, type PlanLimits } from "../db/schema";
import { preparedFor, queryRows } from "../db/sql";
import { getGoalsRow } from "../goals/row";
import { effectivePlanOf } from "../plans/limits";
import { toMealEntry } from "./entries";

const freePlan = alias(plans, "free_plan");

// The diary shows the 16 nutrient columns; each entry's full panel (some 150 values of jsonb) is the
// Nutrients page's, and reading and parsing it for every diary view was most of the day's cost.
const { panel: _panel, ...entryColumns } = getTableColumns(mealEntries);

/**
 * Everything a diary day reads after the session, in one round trip: the user's plan (and the Free
 * plan's limits, for when it lapsed), their targets, and the day's entries in the order they were
 * logged, one row each (one row with no entry on an empty day). Every diary view reads it, so it is
 * prepared once.
 */
const diaryDayQuery = (db: Db, name: string) =>
  db
    .select({
      plan: {
        name: plans.name,
        limits: plans.limits,
        planStatus: profiles.planStatus,
        planExpiresAt: profiles.planExpiresAt,
      },
      freeLimits: freePlan.limits,
      targets: {
        energyKcal: nutritionGoals.caloriesKcal,
        proteinG: nutritionGoals.proteinG,
        carbsG: nutritionGoals.carbsG,
        fatG: nutritionGoals.fatG,
      },
      entry: entryColumns,
    })
    .from(profiles)
    .leftJoin(plans, eq(plans.id, profiles.planId))
    .leftJoin(freePlan, eq(freePlan.name, FREE_PLAN_NAME))
    .leftJoin(nutritionGoals, eq(nutritionGoals.userId, profiles.id))
    .leftJoin(
      mealEntries,
      and(eq(mealEntries.userId, profiles.id), eq(mealEntries.date, sql.placeholder("date"))),
    )
    .where(eq(profiles.id, sql.placeholder("userId")))
    .orderBy(asc(mealEntries.createdAt), asc(mealEntries.name))
    .prepare(name);

/**
 * One day of the diary: entries, totals per meal and for the day, the plan's daily allowance and the
 * user's targets (today's goals, also for past days: the goals table keeps no history).
 * `timeZone` is the user's own (read with their session), so "today" costs no query, and the rest is
 * one query: the day is the session's round trip and one more.
 */
export async function getDiaryDay(
  db: Db,
  options: { userId: string; timeZone: string; date?: string | undefined },
): Promise<DiaryDay> {
  const today = todayIn(options.timeZone);
  const date = options.date ?? today;
  const rows = await preparedFor(db, "diary_day", diaryDayQuery).execute({
    userId: options.userId,
    date,
  });
  const first = rows[0];
  const plan = effectivePlanOf(userPlanOf(first?.plan), first?.freeLimits ?? null, new Date());
  // A user who never opened the goals has no row yet: it is made with the defaults, as the goals page does.
  const targets = first?.targets ?? (await targetsOf(db, options.userId));
  const entries = rows.flatMap((row) => (row.entry ? [toMealEntry(row.entry)] : []));
  const mealTotals = (meal: (typeof MEALS)[number]) =>
    sumNutrients(entries.filter((e) => e.meal === meal).map((e) => e.nutrients));
  return {
    date,
    today,
    entries,
    meals: {
      breakfast: mealTotals("breakfast"),
      lunch: mealTotals("lunch"),
      dinner: mealTotals("dinner"),
      snacks: mealTotals("snacks"),
    },
    day: sumNutrients(entries.map((e) => e.nutrients)),
    limit: { used: entries.length, max: plan?.limits.meal_entries_per_day ?? 0 },
    targets,
  };
}

/**
 * The diary over a range of days (the contract bounds its length) in one query, with each day's totals,
 * for scripts that would otherwise read it a day per call. The same 16 nutrient columns as a day's view.
 */
export async function getMealRange(
  db: Db,
  options: { userId: string; from: string; to: string },
): Promise<MealRange> {
  const { userId, from, to } = options;
  const rows = await db
    .select(entryColumns)
    .from(mealEntries)
    .where(and(eq(mealEntries.userId, userId), between(mealEntries.date, from, to)))
    .orderBy(asc(mealEntries.date), asc(mealEntries.createdAt), asc(mealEntries.name));
  const entries = rows.map(toMealEntry);
  const byDay = new Map<string, MealEntry["nutrients"][]>();
  for (const entry of entries) {
    const day = byDay.get(entry.date);
    if (day) day.push(entry.nutrients);
    else byDay.set(entry.date, [entry.nutrients]);
  }
  const days = eachDay(from, to).map((date) => ({
    date,
    totals: sumNutrients(byDay.get(date) ?? []),
  }));
  return { from, to, entries, days };
}

/** The user's plan as getUserPlan reads it: none when the profile names no plan (the left join found none). */
function userPlanOf(
  row:
    | {
        name: string | null;
        limits: PlanLimits | null;
        planStatus: PlanStatus;
        planExpiresAt: Date | null;
      }
    | undefined,
) {
  if (!row || row.name === null || row.limits === null) return null;
  return { ...row, name: row.name, limits: row.limits };
}

async function targetsOf(db: Db, userId: string): Promise<DiaryDay["targets"]> {
  const goals = await getGoalsRow(db, userId);
  return {
    energyKcal: goals.caloriesKcal,
    proteinG: goals.proteinG,
    carbsG: goals.carbsG,
    fatG: goals.fatG,
  };
}

interface RecentRow {
  kind: RecentFood["kind"];
  food_id: string | null;
  custom_food_id: string | null;
  recipe_id: string | null;
  name: string;
  quantity: number;
  unit: RecentFood["unit"];
  portion_seq: number | null;
  unit_label: string;
  energy_kcal: number | null;
  times: number;
  last_at: string;
}

const LOOKBACK_DAYS = 90;
const LIST_SIZE = 8;

/**
 * Foods the user logged in the last 90 days, once each with the amount they used last time: the most
 * recent ones and the most often logged ones. Quick adds and deleted custom foods/recipes are left out.
 */
export async function getRecentFoods(db: Db, options: { userId: string }): Promise<RecentFoods> {
  const rows = await queryRows<RecentRow>(
    db,
    sql`select * from (
      select kind, food_id, custom_food_id::text as custom_food_id, recipe_id::text as recipe_id, name, quantity,
        unit, portion_seq, unit_label, energy_kcal, created_at as last_at,
        count(*) over w as times,
        row_number() over (partition by kind, coalesce(food_id, custom_food_id::text, recipe_id::text) order by created_at desc) as rn
      from ${mealEntries}
      where user_id = ${options.userId} and kind <> 'quick'
        and coalesce(food_id, custom_food_id::text, recipe_id::text) is not null
        and created_at > now() - make_interval(days => ${LOOKBACK_DAYS})
      window w as (partition by kind, coalesce(food_id, custom_food_id::text, recipe_id::text))
    ) latest where rn = 1`,
  );
  const items = rows.map((r) => ({
    item: {
      kind: r.kind,
      foodId: r.food_id,
      customFoodId: r.custom_food_id,
      recipeId: r.recipe_id,
      name: r.name,
      quantity: Number(r.quantity),
      unit: r.unit,
      portionSeq: r.portion_seq === null ? null : Number(r.portion_seq),
      unitLabel: r.unit_label,
      energyKcal: r.energy_kcal === null ? null : Number(r.energy_kcal),
      timesLogged: Number(r.times),
    },
    lastAt: new Date(r.last_at).getTime(),
  }));
  const recent = [...items]
    .sort((a, b) => b.lastAt - a.lastAt)
    .slice(0, LIST_SIZE)
    .map((i) => i.item);
  const frequent = [...items]
    .filter((i) => i.item.timesLogged > 1)
    .sort((a, b) => b.item.timesLogged - a.item.timesLogged || b.lastAt - a.lastAt)
    .slice(0, LIST_SIZE)
    .map((i) => i.item);
  return { recent, frequent };
}

import { and, asc, eq, sql } from "drizzle-orm";
import type { MEALS} from "../../contract/meals";
import { type DiaryDay, type RecentFood, type RecentFoods } from "../../contract/meals";
import { todayIn } from "../../domain/age";
import { sumNutrients } from "../../domain/nutrition";
import type { Db } from "../db/client";
import { mealEntries } from "../db/schema";
import { preparedFor, queryRows } from "../db/sql";
import { getGoalsRow } from "../goals/row";
import { getEffectivePlan } from "../plans/limits";
import { toMealEntry } from "./entries";

/** A day's entries in the order they were logged: every diary view reads it, so it is prepared once. */
const dayEntriesQuery = (db: Db, name: string) =>
  db
    .select()
    .from(mealEntries)
    .where(and(eq(mealEntries.userId, sql.placeholder("userId")), eq(mealEntries.date, sql.placeholder("date"))))
    .orderBy(asc(mealEntries.createdAt), asc(mealEntries.name))
    .prepare(name);

/**
 * One day of the diary: entries, totals per meal and for the day, the plan's daily allowance and the
 * user's targets (today's goals, also for past days: the goals table keeps no history).
 * `timeZone` is the user's own (read with their session), so "today" costs no query, and the entries,
 * the plan and the goals are read side by side: the day is the session's round trip and one more.
 */
export async function getDiaryDay(db: Db, options: { userId: string; timeZone: string; date?: string | undefined }): Promise<DiaryDay> {
  const today = todayIn(options.timeZone);
  const date = options.date ?? today;
  const [rows, plan, goals] = await Promise.all([
    preparedFor(db, "diary_day_entries", dayEntriesQuery).execute({ userId: options.userId, date }),
    getEffectivePlan(db, options.userId),
    getGoalsRow(db, options.userId),
  ]);
  const entries = rows.map(toMealEntry);
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
    targets: { energyKcal: goals.caloriesKcal, proteinG: goals.proteinG, carbsG: goals.carbsG, fatG: goals.fatG },
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
  const recent = [...items].sort((a, b) => b.lastAt - a.lastAt).slice(0, LIST_SIZE).map((i) => i.item);
  const frequent = [...items]
    .filter((i) => i.item.timesLogged > 1)
    .sort((a, b) => b.item.timesLogged - a.item.timesLogged || b.lastAt - a.lastAt)
    .slice(0, LIST_SIZE)
    .map((i) => i.item);
  return { recent, frequent };
}

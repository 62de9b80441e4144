import { and, eq, inArray } from "drizzle-orm";
import type { Recipe } from "../../contract/foods";
import type {
  DayPanel,
  NutrientTargets,
  NutrientTargetsBody,
  TargetKind,
} from "../../contract/nutrient-panel";
import { ageOn } from "../../domain/age";
import {
  dietaryReferenceIntakes,
  type NutrientTarget,
} from "../../domain/dietary-reference-intakes";
import {
  knownAmounts,
  panelFromNutrients,
  scalePanel,
  sumPanels,
  type PanelAmounts,
} from "../../domain/nutrient-panel";
import { nutrientsOf } from "../../domain/nutrition";
import type { z } from "zod";
import type { Db } from "../db/client";
import { customFoods, mealEntries, profiles } from "../db/schema";
import { customFoodAmount } from "../foods/custom-foods";
import { getUsdaPanels } from "../foods/usda";
import { notFound } from "../errors";
import { getGoalsRow } from "../goals/row";
import { todayIn } from "../../domain/calendar";

async function getTargetProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      birthday: profiles.birthday,
      sex: profiles.sex,
      timeZone: profiles.timeZone,
      nutrientTargets: profiles.nutrientTargets,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw notFound("Profile not found");
  return row;
}

/**
 * Reference targets for the user on `date`: the DRI for their age that day and sex, with energy and
 * the macros the user set as goals (the diary shows the same ones, so the two pages never disagree).
 */
async function referenceTargets(
  db: Db,
  options: { userId: string; birthday: string; sex: "female" | "male" | null; date: string },
) {
  const goals = await getGoalsRow(db, options.userId);
  const ageYears = ageOn(options.birthday, options.date);
  const targets: Record<
    string,
    NutrientTarget | { amount: number; isLimit: boolean; kind: TargetKind }
  > = {
    ...dietaryReferenceIntakes({ ageYears, sex: options.sex, energyKcal: goals.caloriesKcal }),
  };
  const goal = (amount: number) => ({ amount, isLimit: false, kind: "goal" as const });
  Object.assign(targets, {
    "208": goal(goals.caloriesKcal),
    "203": goal(goals.proteinG),
    "205": goal(goals.carbsG),
    "204": goal(goals.fatG),
    "291": goal(goals.fiberG),
  });
  return { ageYears, targets };
}

/**
 * The day's full panel: per nutrient, the sum over the day's entries of their snapshot panels (the 16
 * columns for entries logged before panels existed), how many entries did not know it, and the target.
 */
export async function getDayPanel(
  db: Db,
  options: { userId: string; date?: string | undefined },
): Promise<DayPanel> {
  const profile = await getTargetProfile(db, options.userId);
  const today = todayIn(profile.timeZone);
  const date = options.date ?? today;
  const rows = await db
    .select()
    .from(mealEntries)
    .where(and(eq(mealEntries.userId, options.userId), eq(mealEntries.date, date)));
  const totals = sumPanels(rows.map((row) => row.panel ?? panelFromNutrients(nutrientsOf(row))));
  const { ageYears, targets } = await referenceTargets(db, {
    userId: options.userId,
    birthday: profile.birthday,
    sex: profile.sex,
    date,
  });
  const own = profile.nutrientTargets ?? {};
  return {
    date,
    today,
    entryCount: rows.length,
    ageYears,
    sex: profile.sex,
    lines: totals.map(({ key, total, unknownCount }) => {
      const reference = targets[key];
      const mine = own[key];
      return {
        key,
        total,
        unknownCount,
        target: mine ?? reference?.amount ?? null,
        targetKind: mine !== undefined ? "own" : (reference?.kind ?? null),
        isLimit: reference?.isLimit ?? false,
        referenceTarget: reference?.amount ?? null,
      };
    }),
  };
}

export async function getNutrientTargets(
  db: Db,
  options: { userId: string },
): Promise<NutrientTargets> {
  const profile = await getTargetProfile(db, options.userId);
  return { targets: profile.nutrientTargets ?? {} };
}

/** Replaces the user's own targets; nutrients left out or null go back to their reference target. */
export async function saveNutrientTargets(
  db: Db,
  options: { userId: string; body: z.output<typeof NutrientTargetsBody> },
): Promise<NutrientTargets> {
  const targets = knownAmounts(options.body.targets);
  await db
    .update(profiles)
    .set({ nutrientTargets: Object.keys(targets).length > 0 ? targets : null })
    .where(eq(profiles.id, options.userId));
  return { targets };
}

/**
 * One serving of a recipe's full panel, by the rule recipePerServing applies to the columns
 * (domain/nutrition.ts): a nutrient no ingredient knows stays unknown; one that only some lack is the
 * sum of the known ones. The columns of `perServing` are laid on top, so the two never disagree.
 */
export async function recipePanelPerServing(
  db: Db,
  options: { userId: string; recipe: Recipe },
): Promise<PanelAmounts> {
  const { recipe } = options;
  const foodIds = recipe.ingredients.flatMap((i) => (i.foodId ? [i.foodId] : []));
  const customIds = recipe.ingredients.flatMap((i) => (i.customFoodId ? [i.customFoodId] : []));
  const panels = await getUsdaPanels(db, foodIds);
  const customs = new Map(
    customIds.length > 0
      ? (
          await db
            .select()
            .from(customFoods)
            .where(and(inArray(customFoods.id, customIds), eq(customFoods.userId, options.userId)))
        ).map((r) => [r.id, r])
      : [],
  );
  const total: PanelAmounts = {};
  for (const ingredient of recipe.ingredients) {
    const per100g = ingredient.foodId ? panels.get(ingredient.foodId) : undefined;
    const custom = ingredient.customFoodId ? customs.get(ingredient.customFoodId) : undefined;
    const amounts = per100g
      ? scalePanel(per100g, ingredient.grams / 100)
      : custom
        ? customFoodAmount(custom, { grams: ingredient.grams })?.panel
        : undefined;
    for (const [key, value] of Object.entries(amounts ?? {}))
      total[key] = (total[key] ?? 0) + value;
  }
  return { ...scalePanel(total, 1 / recipe.servings), ...panelFromNutrients(recipe.perServing) };
}

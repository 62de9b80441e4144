import { z } from "zod";
import { NUTRIENT_KEYS, type NutrientKey } from "../domain/nutrition";
import { Nutrients, UsdaFoodId } from "./foods";
import { QuickPanelBody } from "./nutrient-panel";
import { INT4_MAX, storedReal } from "./stored-number";
import { isIsoDate } from "../domain/calendar";

export const MEALS = ["breakfast", "lunch", "dinner", "snacks"] as const;
export const MealName = z.enum(MEALS);
export type MealName = z.infer<typeof MealName>;
export const MEAL_LABELS: Record<MealName, string> = {
  breakfast: "Breakfast",
  lunch: "Lunch",
  dinner: "Dinner",
  snacks: "Snacks",
};

export const DiaryDate = z.string().refine(isIsoDate, "Enter a real date as YYYY-MM-DD");

const Quantity = storedReal(
  z
    .number({ error: "Enter an amount as a number" })
    .refine(Number.isFinite, "Enter an amount as a number")
    .positive("The amount must be more than 0"),
);
/** A household portion's number; past int4 it cannot name one, and the lookup would fail in the database. */
const PortionSeq = z.number().int().positive().max(INT4_MAX, "This food has no such portion");

const UsdaEntry = z.object({
  kind: z.literal("usda"),
  foodId: UsdaFoodId,
  quantity: Quantity,
  unit: z.enum(["g", "oz", "portion"]),
  portionSeq: PortionSeq.optional(),
});
const CustomEntry = z.object({
  kind: z.literal("custom"),
  customFoodId: z.uuid("Not a food id"),
  quantity: Quantity,
  unit: z.enum(["g", "oz", "serving"]),
});
const RecipeEntry = z.object({
  kind: z.literal("recipe"),
  recipeId: z.uuid("Not a recipe id"),
  quantity: Quantity,
  unit: z.literal("serving").default("serving"),
});
const optionalMacro = (label: string) =>
  storedReal(
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .max(1000, `${label} is too large`),
  )
    .nullable()
    .default(null);
const QuickEntry = z
  .object({
    kind: z.literal("quick"),
    name: z.string().trim().max(80, "Name is too long").default(""),
    energyKcal: storedReal(
      z
        .number({ error: "Calories must be a number" })
        .min(0, "Calories cannot be negative")
        .max(10000, "At most 10,000 kcal"),
    ),
    proteinG: optionalMacro("Protein"),
    carbsG: optionalMacro("Carbohydrate"),
    fatG: optionalMacro("Fat"),
    /** Other nutrients from the label, by SR28 number (issue 12's full panel). */
    panel: QuickPanelBody.optional(),
  })
  .refine(
    (entry) =>
      entry.energyKcal > 0 || [entry.proteinG, entry.carbsG, entry.fatG].some((g) => (g ?? 0) > 0),
    {
      // An empty quick add counts against the day's entry limit and adds nothing.
      path: ["energyKcal"],
      message: "Enter the calories, or at least one macro",
    },
  );

export const CreateEntryBody = z.intersection(
  z.object({ date: DiaryDate, meal: MealName }),
  z.discriminatedUnion("kind", [UsdaEntry, CustomEntry, RecipeEntry, QuickEntry]),
);
export type CreateEntryBody = z.input<typeof CreateEntryBody>;

/** Edit the amount and/or move to another meal; the unit may change (g ↔ oz ↔ a portion). */
export const UpdateEntryBody = z.object({
  meal: MealName.optional(),
  quantity: Quantity.optional(),
  unit: z.enum(["g", "oz", "portion", "serving"]).optional(),
  portionSeq: PortionSeq.optional(),
});
export type UpdateEntryBody = z.input<typeof UpdateEntryBody>;

/** What was logged and how much: shared by diary entries and the recent / frequent lists. */
const LoggedAmount = z.object({
  foodId: z.string().nullable(),
  customFoodId: z.string().nullable(),
  recipeId: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
  unit: z.enum(["g", "oz", "serving", "portion"]),
  portionSeq: z.number().nullable(),
  unitLabel: z.string(),
});

export const MealEntry = LoggedAmount.extend({
  id: z.string(),
  date: z.string(),
  meal: MealName,
  kind: z.enum(["usda", "custom", "recipe", "quick"]),
  grams: z.number().nullable(),
  servings: z.number().nullable(),
  nutrients: Nutrients,
});
export type MealEntry = z.infer<typeof MealEntry>;

const perNutrient = <T extends z.ZodType>(t: T) =>
  z.object(Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, t])) as Record<NutrientKey, T>);

/** Sum of known values and, per nutrient, how many entries had no value. */
export const Totals = z.object({
  totals: perNutrient(z.number()),
  unknownCount: perNutrient(z.number()),
  count: z.number(),
});
export type Totals = z.infer<typeof Totals>;

/**
 * The day's targets from the user's nutrition goals (energy and the three macros). The goals define no
 * per-meal split, so a meal is shown against the day's target and what the day has left.
 */
export const DayTargets = z.object({
  energyKcal: z.number(),
  proteinG: z.number(),
  carbsG: z.number(),
  fatG: z.number(),
});
export type DayTargets = z.infer<typeof DayTargets>;

export const DiaryDay = z.object({
  date: z.string(),
  /** The user's today in their time zone, so the screen knows where "today" is. */
  today: z.string(),
  entries: z.array(MealEntry),
  meals: z.object({ breakfast: Totals, lunch: Totals, dinner: Totals, snacks: Totals }),
  day: Totals,
  limit: z.object({ used: z.number(), max: z.number() }),
  targets: DayTargets,
});
export type DiaryDay = z.infer<typeof DiaryDay>;

export const DiaryQuery = z.object({ date: DiaryDate.optional() });

/** GET /api/meals/entries?from&to: the diary over a range of days, for scripts (one day is /api/meals). */
export const MealRange = z.object({
  from: z.string(),
  to: z.string(),
  /** Oldest day first, each day's entries in the order they were logged. */
  entries: z.array(MealEntry),
  /** Every day of the range, oldest first, empty days included. */
  days: z.array(z.object({ date: z.string(), totals: Totals })),
});
export type MealRange = z.infer<typeof MealRange>;

export const CopyBody = z.object({
  fromDate: DiaryDate,
  toDate: DiaryDate,
  /** One meal (copied into the same meal) or, when absent, the whole day. */
  meal: MealName.optional(),
});
export type CopyBody = z.input<typeof CopyBody>;
export const CopyResponse = z.object({ copied: z.number() });

export const RecentFood = LoggedAmount.extend({
  kind: z.enum(["usda", "custom", "recipe"]),
  energyKcal: z.number().nullable(),
  timesLogged: z.number(),
});
export type RecentFood = z.infer<typeof RecentFood>;
export const RecentFoods = z.object({ recent: z.array(RecentFood), frequent: z.array(RecentFood) });
export type RecentFoods = z.infer<typeof RecentFoods>;

export const EntryParams = z.object({ id: z.uuid("Not a valid id") });

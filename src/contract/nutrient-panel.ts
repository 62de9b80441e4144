import { z } from "zod";
import { EXTRA_PANEL_NUMBERS, PANEL_KEYS, QUICK_PANEL_NUMBERS } from "../domain/nutrient-panel";
import { endpoint } from "./endpoint";
import { storedReal } from "./stored-number";
import { isIsoDate } from "../domain/calendar";

// foods.ts imports this file (a custom food's extra nutrients), so the two schemas below are written
// here rather than imported from foods.ts and meals.ts, which would make a cycle.
const UsdaFoodId = z.string().regex(/^\d{5}$/, "A USDA food id is 5 digits");
const DiaryDate = z.string().refine(isIsoDate, "Enter a real date as YYYY-MM-DD");

/** Amounts keyed by SR28 nutrient number ("203"); an absent key is unknown, never zero. */
export const PanelAmounts = z.record(z.string(), z.number());
export type PanelAmounts = z.infer<typeof PanelAmounts>;

/** Every nutrient SR28 reports for one food, per 100 g. */
export const FoodPanel = z.object({ foodId: z.string(), per100g: PanelAmounts });
export type FoodPanel = z.infer<typeof FoodPanel>;
export const FoodPanelParams = z.object({ id: UsdaFoodId });

export const TargetKind = z.enum(["RDA", "AI", "CDRR", "DGA", "goal", "own"]);
export type TargetKind = z.infer<typeof TargetKind>;

export const DayPanelLine = z.object({
  /** A key of PANEL_NUTRIENTS (src/domain/nutrient-panel.ts). */
  key: z.string(),
  total: z.number(),
  /** Entries with no value for this nutrient: left out of the total, not counted as zero. */
  unknownCount: z.number().int(),
  target: z.number().nullable(),
  /** Where the target comes from: a DRI table, the Dietary Guidelines, the user's goals or their own. */
  targetKind: TargetKind.nullable(),
  /** A limit is not to be exceeded (sodium, sugars, saturated fat); other targets are to be reached. */
  isLimit: z.boolean(),
  /** The reference target when the user has set their own, so the page can offer to go back to it. */
  referenceTarget: z.number().nullable(),
});
export type DayPanelLine = z.infer<typeof DayPanelLine>;

export const DayPanel = z.object({
  date: z.string(),
  /** The user's today, in their time zone, for the day navigator. */
  today: z.string(),
  entryCount: z.number().int(),
  /** The age and sex the reference targets are for (sex null: the larger of the two values). */
  ageYears: z.number().int(),
  sex: z.enum(["female", "male"]).nullable(),
  lines: z.array(DayPanelLine),
});
export type DayPanel = z.infer<typeof DayPanel>;
export const DayPanelQuery = z.object({ date: DiaryDate.optional() });

// Kept in jsonb, but multiplied and compared like the real columns, so held to what those can store.
const targetValue = storedReal(
  z
    .number({ error: "Enter a number" })
    .refine(Number.isFinite, "Enter a number")
    .positive("A target must be more than 0")
    .max(100_000, "That target is too large"),
)
  .nullable()
  .optional();

/**
 * The user's own daily targets, replacing the whole set: a nutrient left out or null goes back to
 * its reference target. Unknown keys are refused, so a typo never saves silently.
 */
export const NutrientTargetsBody = z.object({
  targets: z.strictObject(
    Object.fromEntries(PANEL_KEYS.map((key) => [key, targetValue])) as Record<
      string,
      typeof targetValue
    >,
  ),
});
export type NutrientTargetsBody = z.input<typeof NutrientTargetsBody>;

export const NutrientTargets = z.object({ targets: z.record(z.string(), z.number()) });
export type NutrientTargets = z.infer<typeof NutrientTargets>;

// Scaled by the amount eaten into the entry's snapshot, so held to what a real column can store.
const extraAmount = storedReal(
  z
    .number({ error: "Enter a number" })
    .refine(Number.isFinite, "Enter a number")
    .min(0, "Cannot be negative")
    .max(100_000, "Too large"),
)
  .nullable()
  .optional();

/**
 * Nutrients beyond the 16 columns that a custom food may carry, by SR28 number (EXTRA_PANEL_NUMBERS),
 * per the food's basis; null or absent is unknown. Unknown numbers are refused.
 */
export const ExtraNutrientsBody = z.strictObject(
  Object.fromEntries(EXTRA_PANEL_NUMBERS.map((number) => [number, extraAmount])),
);
export type ExtraNutrientsBody = z.input<typeof ExtraNutrientsBody>;

/** Any panel nutrient of a quick add besides its energy and macros, by SR28 number, for the amount eaten. */
export const QuickPanelBody = z.strictObject(
  Object.fromEntries(QUICK_PANEL_NUMBERS.map((number) => [number, extraAmount])),
);
export type QuickPanelBody = z.input<typeof QuickPanelBody>;

/** The full nutrient panel: of a USDA food, of the signed-in user's day, and the user's own targets. */
export const nutrientPanelApi = {
  food: endpoint({
    method: "GET",
    path: "/api/foods/usda/:id/panel",
    params: FoodPanelParams,
    responses: { 200: FoodPanel },
    access: "user",
  }),
  day: endpoint({
    method: "GET",
    path: "/api/meals/panel",
    query: DayPanelQuery,
    responses: { 200: DayPanel },
    access: "user",
  }),
  targets: endpoint({
    method: "GET",
    path: "/api/nutrient-targets",
    responses: { 200: NutrientTargets },
    access: "user",
  }),
  saveTargets: endpoint({
    method: "PUT",
    path: "/api/nutrient-targets",
    body: NutrientTargetsBody,
    responses: { 200: NutrientTargets },
    access: "user",
  }),
};

import { z } from "zod";
import { NUTRIENT_KEYS, type NutrientKey } from "../domain/nutrition";
import { UsdaFoodId } from "./foods";
import { DiaryDate, MealName } from "./meals";
import { INT4_MAX, storedReal } from "./stored-number";

const amount = (label: string, max: number) =>
  storedReal(
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .max(max, `${label} is too large`),
  );

/**
 * A sanity bound, not a rule: an entry's own limits apply to what was typed, while what follows from
 * it can be larger (5 kg of salt holds about 1.9 million mg of sodium; 5 kg of a food with 10 g
 * servings is 500 servings; 100 servings of a recipe weigh more than 5 kg). The snapshot came from a
 * row the server wrote, so it is only kept within what the columns hold.
 */
const MAX_STORED = 1e9;
const nutrientValue = amount("A nutrient", MAX_STORED).nullable();

/**
 * A deleted diary entry as the delete returned it, sent back to undo the delete. It comes from the
 * browser, so every field is checked again; the server takes the owner from the session and checks
 * the food references (see meals/undo.ts), so a forged snapshot can only add numbers to one's own diary.
 */
export const DeletedEntry = z.object({
  id: z.uuid("Not a valid id"),
  date: DiaryDate,
  meal: MealName,
  kind: z.enum(["usda", "custom", "recipe", "quick"]),
  foodId: UsdaFoodId.nullable(),
  customFoodId: z.uuid("Not a food id").nullable(),
  recipeId: z.uuid("Not a recipe id").nullable(),
  name: z.string().trim().max(200, "Name is too long"),
  quantity: storedReal(
    z
      .number({ error: "Enter an amount as a number" })
      .positive("The amount must be more than 0")
      .max(MAX_STORED),
  ),
  unit: z.enum(["g", "oz", "serving", "portion"]),
  portionSeq: z.number().int().positive().max(INT4_MAX).nullable(),
  unitLabel: z.string().max(200, "Unit is too long"),
  grams: amount("Grams", MAX_STORED).nullable(),
  servings: amount("Servings", MAX_STORED).nullable(),
  nutrients: z.object(
    Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, nutrientValue])) as Record<
      NutrientKey,
      typeof nutrientValue
    >,
  ),
  /** The full nutrient panel of the amount (keys are nutrient codes), when the entry had one. */
  panel: z.record(z.string().max(40), amount("A nutrient", MAX_STORED)).nullable(),
  /** When it was first logged, so the restored entry takes its old place in the meal. */
  createdAt: z.iso.datetime({ offset: true, error: "Not a time" }),
});
export type DeletedEntry = z.infer<typeof DeletedEntry>;

export const DeleteEntryResponse = z.object({ ok: z.literal(true), entry: DeletedEntry });
export type DeleteEntryResponse = z.infer<typeof DeleteEntryResponse>;

export const SavedMealName = z
  .string({ error: "Give the meal a name" })
  .trim()
  .min(1, "Give the meal a name")
  .max(80, "Name is too long");

/** Save the foods of one meal of one day, as they are now, under a name. */
export const CreateSavedMealBody = z.object({
  name: SavedMealName,
  date: DiaryDate,
  meal: MealName,
});
export type CreateSavedMealBody = z.input<typeof CreateSavedMealBody>;
export const RenameSavedMealBody = z.object({ name: SavedMealName });
export type RenameSavedMealBody = z.input<typeof RenameSavedMealBody>;
export const LogSavedMealBody = z.object({ date: DiaryDate, meal: MealName });
export type LogSavedMealBody = z.input<typeof LogSavedMealBody>;
export const SavedMealParams = z.object({ id: z.uuid("Not a valid id") });

export const SavedMealItem = z.object({
  kind: z.enum(["usda", "custom", "recipe"]),
  foodId: z.string(),
  /** The food's current name; null when the custom food or recipe has been deleted since. */
  name: z.string().nullable(),
  quantity: z.number(),
  unit: z.enum(["g", "oz", "serving", "portion"]),
  portionSeq: z.number().nullable(),
});
export type SavedMealItem = z.infer<typeof SavedMealItem>;

export const SavedMeal = z.object({
  id: z.string(),
  name: z.string(),
  items: z.array(SavedMealItem),
  createdAt: z.string(),
});
export type SavedMeal = z.infer<typeof SavedMeal>;
export const SavedMeals = z.object({ items: z.array(SavedMeal) });
export type SavedMeals = z.infer<typeof SavedMeals>;
/** The saved meal and how many of the meal's entries (quick adds) could not be saved. */
export const CreateSavedMealResponse = SavedMeal.extend({ skipped: z.number() });
export type CreateSavedMealResponse = z.infer<typeof CreateSavedMealResponse>;
export const LogSavedMealResponse = z.object({ logged: z.number() });
export type LogSavedMealResponse = z.infer<typeof LogSavedMealResponse>;

import { z } from "zod";
import {
  impossibleNutrients,
  MAX_ENTRY_GRAMS,
  NUTRIENT_KEYS,
  type NutrientKey,
} from "../domain/nutrition";
import { endpoint } from "./endpoint";
import { OkBody } from "./errors";
import { ExtraNutrientsBody, PanelAmounts } from "./nutrient-panel";
import { storedReal } from "./stored-number";

const nutrientShape = <T extends z.ZodType>(value: T) =>
  Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, value])) as Record<NutrientKey, T>;

/** Nutrient amounts; null = no published value ("unknown"), which is not zero. */
export const Nutrients = z.object(nutrientShape(z.number().nullable()));
export type Nutrients = z.infer<typeof Nutrients>;

export const UsdaFoodId = z.string().regex(/^\d{5}$/, "A USDA food id is 5 digits");
export const FoodKind = z.enum(["usda", "custom", "recipe"]);
export type FoodKind = z.infer<typeof FoodKind>;

export const FoodSearchQuery = z.object({
  q: z.string().trim().min(1, "Type a food to search for").max(100, "Search text is too long"),
  page: z.coerce.number().int().min(1).max(100).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type FoodSearchQuery = z.input<typeof FoodSearchQuery>;

/** An amount of one food, as a diary entry is created from it, with what it weighs and its energy. */
export const SuggestedAmount = z.object({
  quantity: z.number().positive(),
  unit: z.enum(["g", "oz", "serving", "portion"]),
  /** The food portion (SR28 WEIGHT seq) when unit is "portion". */
  portionSeq: z.number().int().nullable(),
  /** How it reads: "2 large eggs", "1 cup", "200 g". */
  label: z.string(),
  grams: z.number().nullable(),
  energyKcal: z.number().nullable(),
});
export type SuggestedAmount = z.infer<typeof SuggestedAmount>;

export const FoodSearchItem = z.object({
  kind: FoodKind,
  id: z.string(),
  name: z.string(),
  /** USDA food group, "My foods" or "My recipes". */
  group: z.string(),
  /** What energyKcal refers to: "100 g" or "serving". */
  basis: z.enum(["100 g", "serving"]),
  energyKcal: z.number().nullable(),
  /**
   * The amount the Add food dialog starts from: what the query asked for ("2 eggs" → 2 large eggs),
   * else the food's most natural portion (1 medium banana, 1 cup of milk); null when nothing better
   * than the dialog's own default is known.
   */
  suggested: SuggestedAmount.nullable().optional(),
});
export type FoodSearchItem = z.infer<typeof FoodSearchItem>;

/** The number and unit the search understood in the query ("200g greek yogurt"), and the words it searched for. */
export const ParsedFoodQuery = z.object({
  quantity: z.number().positive(),
  /** A unit or portion word as typed and normalised ("g", "oz", "cup", "medium"); null for a bare count ("2 eggs"). */
  unit: z.string().nullable(),
  words: z.string(),
});
export type ParsedFoodQuery = z.infer<typeof ParsedFoodQuery>;

export const FoodSearchResponse = z.object({
  items: z.array(FoodSearchItem),
  parsed: ParsedFoodQuery.nullable().optional(),
  page: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
});
export type FoodSearchResponse = z.infer<typeof FoodSearchResponse>;

export const Portion = z.object({
  seq: z.number(),
  amount: z.number(),
  unit: z.string(),
  grams: z.number(),
});
export type Portion = z.infer<typeof Portion>;

export const UsdaFood = z.object({
  id: z.string(),
  name: z.string(),
  foodGroup: z.string(),
  per100g: Nutrients,
  portions: z.array(Portion),
});
export type UsdaFood = z.infer<typeof UsdaFood>;

// ---- custom foods ----

const amount = (label: string, max: number) =>
  storedReal(
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .max(max, `${label} is too large`),
  );

/** Per-nutrient upper bounds generous enough for any real food (pure fat is 900 kcal / 100 g). */
const NUTRIENT_MAX: Record<NutrientKey, number> = {
  energyKcal: 10000,
  proteinG: 1000,
  carbsG: 1000,
  fatG: 1000,
  fiberG: 1000,
  sugarsG: 1000,
  sodiumMg: 100000,
  saturatedFatG: 1000,
  cholesterolMg: 100000,
  potassiumMg: 100000,
  calciumMg: 100000,
  ironMg: 10000,
  vitaminCMg: 100000,
  vitaminDUg: 100000,
  vitaminAUg: 100000,
  magnesiumMg: 100000,
};

const optionalAmount = (key: NutrientKey) =>
  amount("Value", NUTRIENT_MAX[key]).nullable().default(null);
type OtherKey = Exclude<NutrientKey, "energyKcal">;
const optionalNutrients = Object.fromEntries(
  NUTRIENT_KEYS.filter((k) => k !== "energyKcal").map((k) => [k, optionalAmount(k)]),
) as Record<OtherKey, ReturnType<typeof optionalAmount>>;

export const CustomFoodBody = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(120, "Name is too long"),
    basis: z.enum(["per_100g", "per_serving"]),
    servingLabel: z
      .string()
      .trim()
      .min(1, "Say what a serving is")
      .max(40, "Too long")
      .default("serving"),
    servingGrams: storedReal(
      z
        .number({ error: "Serving weight must be a number" })
        .positive("Serving weight must be more than 0")
        .max(MAX_ENTRY_GRAMS, "Serving weight is too large"),
    )
      .nullable()
      .default(null),
    nutrients: z.object({
      energyKcal: amount("Calories", NUTRIENT_MAX.energyKcal),
      ...optionalNutrients,
    }),
    /** Vitamins, minerals and fats beyond the 16 columns, per basis (the full panel, issue 12). */
    panel: ExtraNutrientsBody.optional(),
  })
  .superRefine((food, context) => {
    // Per serving, the values can be judged only when the serving's weight is known.
    const per100g =
      food.basis === "per_100g" ? 1 : food.servingGrams ? 100 / food.servingGrams : null;
    if (per100g === null) return;
    const scaled = Object.fromEntries(
      Object.entries(food.nutrients).map(([key, value]) => [
        key,
        value === null ? null : value * per100g,
      ]),
    );
    for (const { key, message } of impossibleNutrients(scaled)) {
      context.addIssue({
        code: "custom",
        path: ["nutrients", key],
        message:
          food.basis === "per_100g" ? message : `${message} (for a ${food.servingGrams} g serving)`,
      });
    }
  });
export type CustomFoodBody = z.input<typeof CustomFoodBody>;

export const CustomFood = z.object({
  id: z.string(),
  name: z.string(),
  basis: z.enum(["per_100g", "per_serving"]),
  servingLabel: z.string(),
  servingGrams: z.number().nullable(),
  nutrients: Nutrients,
  /** Nutrients beyond the 16 columns, by SR28 number; absent ones are unknown. */
  panel: PanelAmounts.optional(),
});
export type CustomFood = z.infer<typeof CustomFood>;
export const CustomFoodList = z.object({ items: z.array(CustomFood) });

// ---- recipes ----

export const RecipeIngredientBody = z
  .object({
    foodId: UsdaFoodId.optional(),
    customFoodId: z.uuid("Not a food id").optional(),
    grams: storedReal(
      z
        .number({ error: "Grams must be a number" })
        .positive("Grams must be more than 0")
        .max(MAX_ENTRY_GRAMS, `At most ${MAX_ENTRY_GRAMS} g`),
    ),
  })
  .refine((i) => (i.foodId === undefined) !== (i.customFoodId === undefined), {
    message: "Choose a food for this ingredient",
    path: ["foodId"],
  });

export const RecipeBody = z.object({
  name: z.string().trim().min(1, "Name is required").max(120, "Name is too long"),
  servings: storedReal(
    z
      .number({ error: "Servings must be a number" })
      .positive("Servings must be more than 0")
      .max(100, "At most 100 servings"),
  ),
  ingredients: z
    .array(RecipeIngredientBody)
    .min(1, "Add at least one ingredient")
    .max(50, "At most 50 ingredients"),
});
export type RecipeBody = z.input<typeof RecipeBody>;

export const RecipeIngredient = z.object({
  foodId: z.string().nullable(),
  customFoodId: z.string().nullable(),
  name: z.string(),
  grams: z.number(),
  nutrients: Nutrients,
});

export const Recipe = z.object({
  id: z.string(),
  name: z.string(),
  servings: z.number(),
  ingredients: z.array(RecipeIngredient),
  perServing: Nutrients,
});
export type Recipe = z.infer<typeof Recipe>;
export const RecipeList = z.object({ items: z.array(Recipe) });

export const IdParams = z.object({ id: z.uuid("Not a valid id") });
export const UsdaIdParams = z.object({ id: UsdaFoodId });

/** Food search, USDA foods, and the signed-in user's own foods and recipes; a token may only search. */
export const foodsApi = {
  search: endpoint({
    method: "GET",
    path: "/api/foods/search",
    query: FoodSearchQuery,
    responses: { 200: FoodSearchResponse },
    access: "user",
    token: true,
  }),
  usdaFood: endpoint({
    method: "GET",
    path: "/api/foods/usda/:id",
    params: UsdaIdParams,
    responses: { 200: UsdaFood },
    access: "user",
  }),
  customFoods: endpoint({
    method: "GET",
    path: "/api/custom-foods",
    responses: { 200: CustomFoodList },
    access: "user",
  }),
  customFood: endpoint({
    method: "GET",
    path: "/api/custom-foods/:id",
    params: IdParams,
    responses: { 200: CustomFood },
    access: "user",
  }),
  createCustomFood: endpoint({
    method: "POST",
    path: "/api/custom-foods",
    body: CustomFoodBody,
    responses: { 201: CustomFood },
    access: "user",
  }),
  updateCustomFood: endpoint({
    method: "PUT",
    path: "/api/custom-foods/:id",
    params: IdParams,
    body: CustomFoodBody,
    responses: { 200: CustomFood },
    access: "user",
  }),
  removeCustomFood: endpoint({
    method: "DELETE",
    path: "/api/custom-foods/:id",
    params: IdParams,
    responses: { 200: OkBody },
    access: "user",
  }),
  recipes: endpoint({
    method: "GET",
    path: "/api/recipes",
    responses: { 200: RecipeList },
    access: "user",
  }),
  recipe: endpoint({
    method: "GET",
    path: "/api/recipes/:id",
    params: IdParams,
    responses: { 200: Recipe },
    access: "user",
  }),
  createRecipe: endpoint({
    method: "POST",
    path: "/api/recipes",
    body: RecipeBody,
    responses: { 201: Recipe },
    access: "user",
  }),
  updateRecipe: endpoint({
    method: "PUT",
    path: "/api/recipes/:id",
    params: IdParams,
    body: RecipeBody,
    responses: { 200: Recipe },
    access: "user",
  }),
  removeRecipe: endpoint({
    method: "DELETE",
    path: "/api/recipes/:id",
    params: IdParams,
    responses: { 200: OkBody },
    access: "user",
  }),
};

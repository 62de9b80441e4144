import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The 16 nutrients of the USDA SR28 extract, as nullable columns: null means "no published value",
 * never zero (data/README.md). Used per 100 g on foods, per basis on custom foods, and as absolute
 * amounts on diary entries.
 */
const nutrientColumns = () => ({
  energyKcal: real("energy_kcal"),
  proteinG: real("protein_g"),
  fatG: real("fat_g"),
  carbsG: real("carbs_g"),
  fiberG: real("fiber_g"),
  sugarsG: real("sugars_g"),
  saturatedFatG: real("saturated_fat_g"),
  cholesterolMg: real("cholesterol_mg"),
  sodiumMg: real("sodium_mg"),
  potassiumMg: real("potassium_mg"),
  calciumMg: real("calcium_mg"),
  ironMg: real("iron_mg"),
  vitaminCMg: real("vitamin_c_mg"),
  vitaminDUg: real("vitamin_d_ug"),
  vitaminAUg: real("vitamin_a_ug"),
  magnesiumMg: real("magnesium_mg"),
});
export { nutrientColumns };

/**
 * Every nutrient SR28 reports (data/nutrients.csv), keyed by its SR28 nutrient number ("203" for
 * protein): amounts per 100 g on foods, per basis on custom foods, absolute on diary entries. A key
 * that is absent is unknown, never zero.
 */
export type NutrientPanel = Record<string, number>;

/** USDA SR28 foods; `id` is the 5-character NDB number (a string: leading zeros matter). */
export const foods = pgTable(
  "foods",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    foodGroup: text("food_group").notNull(),
    source: text("source").notNull().default("sr28"),
    /**
     * How generic the name is (0 = plain "Apples, raw"); more qualifiers and niche groups rank lower,
     * so that common foods come before rare variants among equally good name matches.
     */
    specificity: real("specificity").notNull().default(0),
    ...nutrientColumns(),
  },
  (t) => [index("foods_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`)],
);

/** USDA household measures (SR28 WEIGHT): `amount` × `unit` weighs `grams`. */
export const foodPortions = pgTable(
  "food_portions",
  {
    foodId: text("food_id")
      .notNull()
      .references(() => foods.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    amount: real("amount").notNull(),
    unit: text("unit").notNull(),
    grams: real("grams").notNull(),
  },
  (t) => [primaryKey({ columns: [t.foodId, t.seq] })],
);

/** A USDA food's full nutrient panel per 100 g (SR28 NUT_DATA, 150 nutrients), loaded like the foods. */
export const foodPanels = pgTable("food_panels", {
  foodId: text("food_id")
    .primaryKey()
    .references(() => foods.id, { onDelete: "cascade" }),
  amounts: jsonb("amounts").$type<NutrientPanel>().notNull(),
});

/** A user's own food; private to its owner. Values are per 100 g or per serving (`basis`). */
export const customFoods = pgTable(
  "custom_foods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    basis: text("basis", { enum: ["per_100g", "per_serving"] }).notNull(),
    /** What one serving is called ("bar", "slice") and, when known, what it weighs. */
    servingLabel: text("serving_label").notNull().default("serving"),
    servingGrams: real("serving_grams"),
    ...nutrientColumns(),
    /** Nutrients beyond the 16 columns, per basis; null when the user gave none. */
    panel: jsonb("panel").$type<NutrientPanel>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("custom_foods_user_idx").on(t.userId),
    index("custom_foods_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** A user's recipe: ingredients by weight, yielding `servings` servings. */
export const recipes = pgTable(
  "recipes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    servings: real("servings").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recipes_user_idx").on(t.userId)],
);

/** One ingredient: a USDA food or one of the owner's custom foods, by weight. */
export const recipeIngredients = pgTable(
  "recipe_ingredients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipeId: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    foodId: text("food_id").references(() => foods.id),
    customFoodId: uuid("custom_food_id").references(() => customFoods.id, { onDelete: "cascade" }),
    grams: real("grams").notNull(),
  },
  (t) => [index("recipe_ingredients_recipe_idx").on(t.recipeId)],
);

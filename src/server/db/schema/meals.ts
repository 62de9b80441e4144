import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { customFoods, foods, nutrientColumns, recipes, type NutrientPanel } from "./foods";

export const MEAL_NAMES = ["breakfast", "lunch", "dinner", "snacks"] as const;

/**
 * One line of the food diary.
 *
 * The nutrients are a snapshot of the logged amount (absolute values, not per 100 g), taken when the
 * entry is written: a custom food or recipe edited or deleted later must not rewrite what the user ate
 * last week, and day totals become a plain SUM over the day's rows (fast for the dashboard and charts).
 * Changing an entry's amount rescales its own snapshot (nutrients are linear in the amount), so history
 * never depends on the food's current values. The food reference stays for "log again" and recents;
 * it is nulled, not cascaded, when a custom food or recipe is deleted.
 */
export const mealEntries = pgTable(
  "meal_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The user's local calendar day (profiles.time_zone), not a UTC instant. */
    date: date("date", { mode: "string" }).notNull(),
    meal: text("meal", { enum: MEAL_NAMES }).notNull(),
    kind: text("kind", { enum: ["usda", "custom", "recipe", "quick"] }).notNull(),
    foodId: text("food_id").references(() => foods.id),
    customFoodId: uuid("custom_food_id").references(() => customFoods.id, { onDelete: "set null" }),
    recipeId: uuid("recipe_id").references(() => recipes.id, { onDelete: "set null" }),
    /** Name at the time of logging (a snapshot like the nutrients). */
    name: text("name").notNull(),
    /** What the user typed: `quantity` of `unit` ("g", "oz", "serving", "portion"). */
    quantity: real("quantity").notNull(),
    unit: text("unit", { enum: ["g", "oz", "serving", "portion"] }).notNull(),
    portionSeq: integer("portion_seq"),
    /** Human label of the unit ("cup, chopped", "bar"); for g/oz the unit itself. */
    unitLabel: text("unit_label").notNull(),
    /** Weight eaten, when known (always for USDA foods); servings for recipes and quick adds. */
    grams: real("grams"),
    servings: real("servings"),
    ...nutrientColumns(),
    /** The full panel of the logged amount (a snapshot like the columns); null for entries logged before it existed. */
    panel: jsonb("panel").$type<NutrientPanel>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("meal_entries_user_date_idx").on(t.userId, t.date),
    check("meal_entries_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/** One food of a saved meal, as it will be logged: the same fields a diary entry is created from. */
export interface SavedMealItem {
  kind: "usda" | "custom" | "recipe";
  foodId: string;
  quantity: number;
  unit: "g" | "oz" | "serving" | "portion";
  portionSeq: number | null;
}

/** A set of foods saved under a name, logged in one tap to any meal. Private to its owner. */
export const savedMeals = pgTable(
  "saved_meals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    items: jsonb("items").$type<SavedMealItem[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_meals_user_idx").on(t.userId)],
);

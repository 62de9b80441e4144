import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { customFoods, foods, nutrientColumns, recipes } from "./foods";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("meal_entries_user_date_idx").on(t.userId, t.date),
    check("meal_entries_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

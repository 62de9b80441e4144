import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The exercise library: the 873 exercises of yuhonas/free-exercise-db (data/exercises.json.gz,
 * Unlicense) plus common activities the library lacks, with Compendium MET values in
 * src/domain/workouts.ts. Seeded at start; `source` says which list a row came from.
 */
export const exercises = pgTable(
  "exercises",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    force: text("force"),
    level: text("level").notNull(),
    mechanic: text("mechanic"),
    equipment: text("equipment"),
    primaryMuscles: text("primary_muscles").array().notNull().default(sql`'{}'::text[]`),
    secondaryMuscles: text("secondary_muscles").array().notNull().default(sql`'{}'::text[]`),
    category: text("category").notNull(),
    source: text("source", { enum: ["library", "compendium"] }).notNull(),
  },
  (t) => [index("exercises_category_idx").on(t.category)],
);

/** One session on one diary day (the user's local date). */
export const workouts = pgTable(
  "workouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    notes: text("notes"),
    /** The body weight the calorie estimate used, kept so the estimate can be explained later. */
    bodyWeightKg: real("body_weight_kg").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("workouts_user_date_idx").on(t.userId, t.date)],
);

/** An exercise or activity within a workout, with the MET and kcal estimated when it was saved. */
export const workoutItems = pgTable(
  "workout_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workoutId: uuid("workout_id")
      .notNull()
      .references(() => workouts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    exerciseId: text("exercise_id")
      .notNull()
      .references(() => exercises.id),
    durationMin: real("duration_min").notNull(),
    intensity: text("intensity", { enum: ["light", "moderate", "vigorous"] }),
    sets: integer("sets"),
    reps: integer("reps"),
    weightKg: real("weight_kg"),
    met: real("met").notNull(),
    kcal: real("kcal").notNull(),
  },
  (t) => [index("workout_items_workout_idx").on(t.workoutId)],
);

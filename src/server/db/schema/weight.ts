import {
  date,
  index,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

/** One weigh-in per user and diary day (the user's local date); stored in kg. */
export const weightEntries = pgTable(
  "weight_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    weightKg: real("weight_kg").notNull(),
    bodyFatPct: real("body_fat_pct"),
    note: text("note"),
    /**
     * Where the weigh-in came from: an imported file's history dated before this month is history
     * arriving once, so weight_entries_per_month does not count it (as with imported workouts).
     */
    source: text("source", { enum: ["app", "import"] })
      .notNull()
      .default("app"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("weight_entries_user_date_idx").on(t.userId, t.date),
    // The plan limit counts entries created this month.
    index("weight_entries_user_created_idx").on(t.userId, t.createdAt),
  ],
);

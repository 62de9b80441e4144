import { date, index, integer, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Each tap on the water screen is one row, so the last one can be undone. Stored in ml. */
export const waterEntries = pgTable(
  "water_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    amountMl: integer("amount_ml").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("water_entries_user_date_idx").on(t.userId, t.date)],
);

import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Starter content seeded once per install: staff may delete all of it without it coming back. */
export const seedMarkers = pgTable("seed_markers", {
  name: text("name").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { departments } from "../db/schema";
import type { Seeder } from "../db/seed";

/** The desks a fresh install starts with; staff may rename, recolour or delete them afterwards. */
export const DEFAULT_DEPARTMENTS = [
  {
    name: "General",
    description: "Questions that fit nowhere else, and first contact for anything new.",
    color: "#6B7280",
    sortOrder: 1,
  },
  {
    name: "Billing",
    description: "Plans, payments, invoices, upgrades and refunds.",
    color: "#059669",
    sortOrder: 2,
  },
  {
    name: "Technical",
    description: "Sign-in trouble, errors, sync and data problems in the app.",
    color: "#2563EB",
    sortOrder: 3,
  },
  {
    name: "Nutrition Coaching",
    description: "Help with meal logging, calorie targets and macro goals.",
    color: "#D97706",
    sortOrder: 4,
  },
] as const;

/** Idempotent: fills an empty table only, so staff edits and deletions survive restarts. */
export async function seedDepartments(db: Db): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(departments);
  // Once staff have any departments, the seed stays out of the way (a deleted default is not re-created).
  if ((row?.n ?? 0) > 0) return;
  await db
    .insert(departments)
    .values([...DEFAULT_DEPARTMENTS])
    .onConflictDoNothing();
}

export const departmentsSeeder: Seeder = {
  name: "departments",
  runs: "once",
  seed: seedDepartments,
};

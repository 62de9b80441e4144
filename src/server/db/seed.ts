import type { Db } from "./client";
import { seedPlans } from "../plans/seed";
import { seedFaq } from "../help/seed";
import { seedFoods } from "../foods/seed";
import { seedRbac } from "../rbac/seed";
import { seedExercises } from "../workouts/seed";
import { seedDepartments } from "../departments/seed";
import { seedOnce } from "./seed-once";

export type Logger = { info(message: string): void };

/**
 * Reference rows every install needs. Each seeder is idempotent (it inserts only what is missing),
 * so this runs at every start; starter content staff may delete is seeded once (seedOnce).
 * Features add their seeders here.
 */
export async function seedDatabase(db: Db, log: Logger): Promise<void> {
  await seedPlans(db);
  await seedOnce(db, "faq", () => seedFaq(db));
  await seedFoods(db, log);
  await seedRbac(db);
  await seedExercises(db);
  await seedOnce(db, "departments", () => seedDepartments(db));
  log.info("reference data ready");
}

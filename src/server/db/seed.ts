import type { Db } from "./client";
import { seedOnce } from "./seed-once";

export type Logger = { info(message: string): void };

/** One feature's reference data; the feature exports it and src/server/features.ts lists it. */
export interface Seeder {
  name: string;
  /**
   * "every start": the seeder inserts only what is missing, so it runs at each start. "once": starter
   * content staff may delete, seeded the first time this install sees `name` (seedOnce), which is
   * stored: renaming a "once" seeder seeds its content again.
   */
  runs: "every start" | "once";
  seed(db: Db, log: Logger): Promise<void>;
}

/**
 * Reference rows every install needs, in the order given (a seeder may rely on an earlier one's
 * rows). The seeders come from the caller so that the database layer knows no feature.
 */
export async function seedDatabase(db: Db, log: Logger, seeders: readonly Seeder[]): Promise<void> {
  for (const seeder of seeders) {
    if (seeder.runs === "once") await seedOnce(db, seeder.name, () => seeder.seed(db, log));
    else await seeder.seed(db, log);
  }
  log.info("reference data ready");
}

import { count } from "drizzle-orm";
import type { Db } from "../db/client";
import { faqEntries } from "../db/schema";
import type { Seeder } from "../db/seed";
import { DEFAULT_FAQ } from "./faq-defaults";

/** Only an empty table is seeded: entries staff have edited or removed stay as they left them. */
export async function seedFaq(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(faqEntries);
  if ((row?.n ?? 0) > 0) return;
  await db
    .insert(faqEntries)
    .values(DEFAULT_FAQ.map((entry, index) => ({ ...entry, sortOrder: index + 1 })));
}

export const faqSeeder: Seeder = { name: "faq", runs: "once", seed: seedFaq };

import { asc } from "drizzle-orm";
import type { FaqEntry } from "../../contract/help";
import type { Db } from "../db/client";
import { faqEntries } from "../db/schema";

/** Entries may say `{product}` (the seeded ones do), so a renamed product reads right everywhere. */
export function withProductName(text: string, productName: string): string {
  return text.replaceAll("{product}", productName);
}

export async function listFaqEntries(db: Db, productName: string): Promise<FaqEntry[]> {
  const rows = await db
    .select()
    .from(faqEntries)
    .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.question));
  return rows.map((row) => ({
    id: row.id,
    category: row.category as FaqEntry["category"],
    question: withProductName(row.question, productName),
    answer: withProductName(row.answer, productName),
    sortOrder: row.sortOrder,
  }));
}

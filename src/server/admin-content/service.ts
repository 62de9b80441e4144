import { asc, eq } from "drizzle-orm";
import type { FaqEntryBody } from "../../contract/admin-content";
import type { FaqEntry } from "../../contract/help";
import type { StaffContext } from "../../domain/permissions";
import { writeAudit } from "../audit/service";
import type { Db } from "../db/client";
import { faqEntries } from "../db/schema";
import { returnedRow } from "../db/sql";
import { notFound } from "../errors";

interface Actor {
  staff: StaffContext;
  ip: string;
}

type Row = typeof faqEntries.$inferSelect;
const toEntry = (row: Row): FaqEntry => ({
  id: row.id,
  category: row.category as FaqEntry["category"],
  question: row.question,
  answer: row.answer,
  sortOrder: row.sortOrder,
});

/** The entries as stored: `{product}` stays a placeholder here so an edit keeps it. */
export async function listRawFaqEntries(db: Db): Promise<FaqEntry[]> {
  const rows = await db
    .select()
    .from(faqEntries)
    .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.question));
  return rows.map(toEntry);
}

/**
 * The entry, locked for the rest of the transaction: an edit and a delete of one entry then run one
 * after the other on PostgreSQL, the later one finding nothing (404) instead of a vanished row, and the
 * audit's `before` is what was really replaced.
 */
async function lockEntry(tx: Db, id: string): Promise<FaqEntry> {
  const [row] = await tx.select().from(faqEntries).where(eq(faqEntries.id, id)).for("update");
  if (!row) throw notFound("Help entry not found");
  return toEntry(row);
}

/** Adds a help-centre entry; it shows on /help at once. */
export async function createFaqEntry(
  db: Db,
  { staff, ip, body }: Actor & { body: FaqEntryBody },
): Promise<FaqEntry> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(faqEntries).values(body).returning();
    const entry = toEntry(row!);
    await writeAudit({
      db: tx,
      actorId: staff.userId,
      action: "content.create",
      targetType: "faq_entry",
      targetId: entry.id,
      after: body,
      ip,
    });
    return entry;
  });
}

export async function updateFaqEntry(
  db: Db,
  { staff, ip, id, body }: Actor & { id: string; body: FaqEntryBody },
): Promise<FaqEntry> {
  return db.transaction(async (tx) => {
    const before = await lockEntry(tx, id);
    const rows = await tx
      .update(faqEntries)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(faqEntries.id, id))
      .returning();
    const entry = toEntry(returnedRow(rows, () => notFound("Help entry not found")));
    await writeAudit({
      db: tx,
      actorId: staff.userId,
      action: "content.update",
      targetType: "faq_entry",
      targetId: id,
      before,
      after: body,
      ip,
    });
    return entry;
  });
}

export async function deleteFaqEntry(
  db: Db,
  { staff, ip, id }: Actor & { id: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockEntry(tx, id);
    await tx.delete(faqEntries).where(eq(faqEntries.id, id));
    await writeAudit({
      db: tx,
      actorId: staff.userId,
      action: "content.delete",
      targetType: "faq_entry",
      targetId: id,
      before,
      ip,
    });
  });
}

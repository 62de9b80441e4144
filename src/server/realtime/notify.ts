import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** The coarse channel of every ticket write; live chat gets its own (vitalog_chats). */
export const TICKETS_CHANNEL = "vitalog_tickets";

/**
 * Rings the doorbell for one ticket. Called inside the write's transaction: PostgreSQL (and PGlite)
 * deliver a NOTIFY only when that transaction commits, and never for a rolled-back one. The payload is
 * the ticket id alone (36 bytes, far below the 8,000-byte limit); listeners re-read the rows.
 */
export async function notifyTicketChanged(tx: Db, ticketId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${TICKETS_CHANNEL}, ${ticketId})`);
}

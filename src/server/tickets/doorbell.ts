import type { Db } from "../db/client";
import { ringDoorbell } from "../realtime/notify";

/** The coarse channel of every ticket write. */
export const TICKETS_CHANNEL = "vitalog_tickets";

/**
 * Rings the doorbell for one ticket, inside the write's transaction (delivered on commit only). The
 * payload is the ticket id alone (36 bytes); listeners re-read the rows (realtime-topics.ts).
 */
export async function notifyTicketChanged(tx: Db, ticketId: string): Promise<void> {
  await ringDoorbell(tx, TICKETS_CHANNEL, ticketId);
}

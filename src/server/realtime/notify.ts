import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * Rings a doorbell on `channel`. Called inside the write's transaction: PostgreSQL (and PGlite)
 * deliver a NOTIFY only when that transaction commits, and never for a rolled-back one. Payloads are
 * ids and a kind (far below the 8,000-byte limit); listeners re-read the rows.
 */
export async function ringDoorbell(tx: Db, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

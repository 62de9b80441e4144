import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { users } from "./schema";

/** Takes a transaction-scoped advisory lock on `key` (hashed to the lock's integer); the transaction's end frees it. */
export async function takeTransactionLock(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * Runs `fn` in a transaction that first takes a transaction-scoped advisory lock on `key` (hashed to
 * the lock's integer), so requests with the same key run one after the other. A plan limit counts
 * then inserts: without the lock, two requests at once both see room for the last entry.
 * The key names the scope, e.g. `meals:<userId>:<date>`; the lock is released with the transaction.
 */
export async function withUserLock<T>(db: Db, key: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (txRaw) => {
    // Drizzle types a transaction apart from the database; both run the same queries.
    const tx = txRaw as unknown as Db;
    await takeTransactionLock(tx, key);
    return fn(tx);
  });
}

/**
 * Keeps the account from being deleted until the transaction ends (a key share lock on its users
 * row); false when it already was. A write that names an account (a ticket's customer or assignee, a
 * chat's visitor or agent) holds it before it locks that row: deleting an account locks its users
 * row, then its cascades lock the rows that name it, and the other order would deadlock with that.
 */
export async function holdAccount(tx: Db, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for("key share");
  return row !== undefined;
}

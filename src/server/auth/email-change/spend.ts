import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailChanges } from "../../db/schema";

/**
 * Spends every open e-mail change link of the user: a newer request or a cancel leaves only one way,
 * or none. A password change or reset spends them too: whoever asked for a change with the old
 * password must not move the account to their address after the owner took it back.
 */
export async function cancelEmailChange(db: Db, userId: string): Promise<number> {
  const spent = await db
    .update(emailChanges)
    .set({ usedAt: new Date() })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)))
    .returning({ id: emailChanges.id });
  return spent.length;
}

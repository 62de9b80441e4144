import { and, eq, ne } from "drizzle-orm";
import { PROFILE_MESSAGES } from "../../contract/profile";
import { checkNewPasswordOfUser } from "../auth/password-policy";
import { hashPassword, verifyPassword } from "../auth/passwords";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import { fieldError, notFound } from "../errors";

/** Checks the password of a signed-in user; a wrong one is a 400 on `field`, not a 401 that would sign them out. */
async function assertPassword(db: Db, userId: string, password: string, field: string): Promise<string> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound("Account not found");
  if (!(await verifyPassword(user.passwordHash, password))) throw fieldError(field, PROFILE_MESSAGES.wrongPassword);
  return user.passwordHash;
}

/**
 * Sets a new password after checking the current one, and signs out every other session: whoever
 * may have learnt the old password loses access, while this device stays signed in.
 */
export async function changePassword(options: {
  db: Db;
  userId: string;
  sessionId: string;
  currentPassword: string;
  newPassword: string;
}): Promise<void> {
  const { db, userId } = options;
  await assertPassword(db, userId, options.currentPassword, "currentPassword");
  if (options.currentPassword === options.newPassword) throw fieldError("newPassword", PROFILE_MESSAGES.samePassword);
  await checkNewPasswordOfUser(db, { userId, password: options.newPassword, field: "newPassword" });
  const passwordHash = await hashPassword(options.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, options.sessionId)));
  });
}

/**
 * Deletes the account for good. The users row cascades to the profile, sessions and every
 * feature's rows (each references users with onDelete cascade).
 */
export async function deleteAccount(options: { db: Db; userId: string; password: string }): Promise<void> {
  const { db, userId } = options;
  await assertPassword(db, userId, options.password, "password");
  await db.delete(users).where(eq(users.id, userId));
}

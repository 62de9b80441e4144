import { and, eq, isNull, ne } from "drizzle-orm";
import { PROFILE_MESSAGES } from "../../../contract/profile";
import { writeAudit } from "../../audit/service";
import { sessions, users } from "../../db/schema";
import { AppError, conflict, fieldError } from "../../errors";
import type { AppDeps } from "../../http/types";
import { assertPassword, passwordCheckGuardOf, type AccountStepCaller } from "./current-password";
import { cancelEmailChange } from "../email-change/spend";
import { checkNewPasswordOfUser } from "./policy";
import { hashPassword } from "./passwords";
import { assertSecondFactorPassed, hasRecentReauthentication } from "../sessions/recent-proof";
import { mailSecurityNotice } from "../security-notices";
import { spendOpenResetLinks } from "../service";

type AccountDeps = Pick<AppDeps, "db" | "config" | "mailer">;

/**
 * Sets a new password after checking the current one, and signs out every other session: whoever
 * may have learnt the old password loses access, while this device stays signed in. Reset links
 * asked for before are spent too, or one in an old mail would undo the change. A password is a way
 * to sign in, so with two-factor on the session must have passed it; the owner is mailed and the
 * change audited.
 */
export async function changePassword(
  deps: AccountDeps,
  options: AccountStepCaller & { currentPassword: string; newPassword: string },
): Promise<void> {
  const { db } = deps;
  const { viewer, client } = options;
  const { userId } = viewer;
  await assertSecondFactorPassed(db, viewer);
  await assertPassword(
    db,
    userId,
    options.currentPassword,
    "currentPassword",
    passwordCheckGuardOf(deps.config, client),
  );
  if (options.currentPassword === options.newPassword)
    throw fieldError("newPassword", PROFILE_MESSAGES.samePassword);
  await checkNewPasswordOfUser(db, { userId, password: options.newPassword, field: "newPassword" });
  const passwordHash = await hashPassword(options.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, viewer.sessionId)));
    await spendOpenResetLinks(tx, userId);
    await cancelEmailChange(tx, userId);
    await writeAudit({
      db: tx,
      actorId: userId,
      action: "auth.password_change",
      targetType: "user",
      targetId: userId,
      ip: client.ip,
    });
  });
  await mailSecurityNotice(deps, { to: viewer.email, event: "password_changed", client });
}

/**
 * Gives an account made with a provider its first password, after a recent re-authentication (there
 * is no current password to ask for) and, with two-factor on, from a session that passed it. An
 * account that has one changes it with changePassword.
 */
export async function setFirstPassword(
  deps: AccountDeps,
  options: AccountStepCaller & { newPassword: string },
): Promise<void> {
  const { db } = deps;
  const { viewer } = options;
  const { userId } = viewer;
  if (!hasRecentReauthentication(viewer)) {
    throw new AppError("reauthentication_required", PROFILE_MESSAGES.reauthenticationRequired, 403);
  }
  await assertSecondFactorPassed(db, viewer);
  await checkNewPasswordOfUser(db, { userId, password: options.newPassword, field: "newPassword" });
  const passwordHash = await hashPassword(options.newPassword);
  // Only where none is set, checked as it is written: two tabs racing set one password, not two.
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, userId), isNull(users.passwordHash)))
      .returning({ id: users.id });
    if (updated.length === 0) throw conflict(PROFILE_MESSAGES.passwordAlreadySet);
    await writeAudit({
      db: tx,
      actorId: userId,
      action: "auth.password_set",
      targetType: "user",
      targetId: userId,
      ip: options.client.ip,
    });
  });
}

import { and, eq, isNull, ne } from "drizzle-orm";
import { PROFILE_MESSAGES } from "../../contract/profile";
import { checkNewPasswordOfUser } from "../auth/password-policy";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { clearRateLimit, hitRateLimit } from "../auth/rate-limit";
import { cancelEmailChange } from "../auth/email-change-spend";
import { spendOpenResetLinks } from "../auth/service";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { writeAudit } from "../audit/service";
import { profiles, sessions, users } from "../db/schema";
import { AppError, conflict, fieldError, notFound } from "../errors";
import { assertSecondFactorPassed, hasRecentReauthentication } from "../auth/recent-proof";
import { mailSecurityNotice } from "../auth/security-notices";
import type { SessionContext } from "../auth/sessions";
import type { ClientInfo } from "../http/client-info";
import type { AppDeps } from "../http/types";
import { isLastUsableSuperAdmin, lockSuperAdmins } from "../rbac/staff";

/** Where a current-password check comes from, and the limits it meets. */
export interface PasswordCheckGuard {
  ip: string;
  rateLimits: Pick<Config["rateLimits"], "passwordCheckPerUser" | "passwordCheckPerIp">;
}

/**
 * Checks the password of a signed-in user; a wrong one is a 400 on `field`, not a 401 that would
 * sign them out. Counted per user and per IP before the check (so parallel guesses cannot all slip
 * under the limit): a stolen session must not become an unlimited password oracle.
 */
export async function assertPassword(
  db: Db,
  userId: string,
  password: string,
  field: string,
  guard: PasswordCheckGuard,
): Promise<void> {
  const userKey = `password-check:user:${userId}`;
  await hitRateLimit(db, `password-check:ip:${guard.ip}`, guard.rateLimits.passwordCheckPerIp);
  await hitRateLimit(db, userKey, guard.rateLimits.passwordCheckPerUser);
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound("Account not found");
  if (!(await verifyPassword(user.passwordHash, password)))
    throw fieldError(field, PROFILE_MESSAGES.wrongPassword);
  await clearRateLimit(db, userKey);
}

/** What a step of Settings knows of who asks: the session, and the browser for the owner's mail. */
export interface AccountStepCaller {
  viewer: Pick<SessionContext, "userId" | "sessionId" | "email" | "aal" | "reauthenticatedAt">;
  client: ClientInfo;
}

type AccountDeps = Pick<AppDeps, "db" | "config" | "mailer">;

const guardOf = (deps: AccountDeps, client: ClientInfo): PasswordCheckGuard => ({
  ip: client.ip,
  rateLimits: deps.config.rateLimits,
});

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
    guardOf(deps, client),
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

const hasPassword = async (db: Db, userId: string) =>
  (await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]
    ?.passwordHash != null;

/**
 * Proves the signed-in user is the owner before a step that cannot be undone: the password when the
 * account has one, otherwise a re-authentication in the last five minutes (a linked provider's round
 * trip with intent "reauth", or a passkey), since there is no password to ask for.
 */
async function assertOwner(
  db: Db,
  options: {
    userId: string;
    password: string | undefined;
    reauthenticatedAt: Date | null;
    guard: PasswordCheckGuard;
  },
): Promise<void> {
  if (await hasPassword(db, options.userId)) {
    if (!options.password) throw fieldError("password", "Enter your password");
    await assertPassword(db, options.userId, options.password, "password", options.guard);
    return;
  }
  if (!hasRecentReauthentication({ reauthenticatedAt: options.reauthenticatedAt })) {
    throw new AppError("reauthentication_required", PROFILE_MESSAGES.reauthenticationRequired, 403);
  }
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

/** Shown by Settings as the form's message: what to do, not only that it is refused. */
const LAST_SUPER_ADMIN_DELETE =
  "You are the last Super Admin: give the Super Admin role to someone else before deleting your account";

/**
 * Deletes the account for good. The users row cascades to the profile, sessions and every
 * feature's rows (each references users with onDelete cascade); support tickets outlive it with
 * the customer left out (see supportTickets.userId). The last Super Admin who can act is refused
 * under the same lock as every other removal, or nobody could manage roles again. The deletion is
 * audited before the row goes, so the entry's snapshot still finds the actor's name and e-mail.
 */
export async function deleteAccount(
  deps: AccountDeps,
  options: AccountStepCaller & { password: string | undefined },
): Promise<void> {
  const { db, config } = deps;
  const { viewer, client } = options;
  const { userId } = viewer;
  await assertOwner(db, {
    userId,
    password: options.password,
    reauthenticatedAt: viewer.reauthenticatedAt,
    guard: guardOf(deps, client),
  });
  await db.transaction(async (tx) => {
    await lockSuperAdmins(tx);
    if (await isLastUsableSuperAdmin(tx, { userId, staffDomain: config.staffEmailDomain }))
      throw conflict(LAST_SUPER_ADMIN_DELETE);
    const [account] = await tx
      .select({ email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId));
    if (!account) throw notFound("Account not found");
    await writeAudit({
      db: tx,
      actorId: userId,
      action: "account.delete",
      targetType: "user",
      targetId: userId,
      before: account,
      ip: client.ip,
    });
    await tx.delete(users).where(eq(users.id, userId));
  });
  // After the commit: the mail must not claim a deletion that rolled back.
  await mailSecurityNotice(deps, { to: viewer.email, event: "account_deleted", client });
}

import { eq } from "drizzle-orm";
import { PROFILE_MESSAGES } from "../../../contract/profile";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { AppError, fieldError, notFound } from "../../errors";
import type { ClientInfo } from "../../http/client-info";
import { clearRateLimit, hitRateLimit } from "../rate-limit";
import { hasRecentReauthentication } from "../sessions/recent-proof";
import type { SessionContext } from "../sessions/sessions";
import { verifyPassword } from "./passwords";

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

/** The limits a step of Settings holds a current-password check to, for this browser. */
export const passwordCheckGuardOf = (
  config: Pick<Config, "rateLimits">,
  client: ClientInfo,
): PasswordCheckGuard => ({
  ip: client.ip,
  rateLimits: config.rateLimits,
});

const hasPassword = async (db: Db, userId: string) =>
  (await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]
    ?.passwordHash != null;

/**
 * Proves the signed-in user is the owner before a step that cannot be undone: the password when the
 * account has one, otherwise a re-authentication in the last five minutes (a linked provider's round
 * trip with intent "reauth", or a passkey), since there is no password to ask for.
 */
export async function assertOwner(
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

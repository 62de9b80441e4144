import type { PasswordResetSent, SessionsEnded } from "../../contract/admin-users";
import { normaliseEmail } from "../../domain/email";
import { writeAudit } from "../audit/service";
import { issueResetLink, mailResetLink, type AuthDeps } from "../auth/service";
import { hitRateLimit } from "../auth/rate-limit";
import { revokeAllSessions } from "../auth/sessions/sessions";
import type { Db } from "../db/client";
import { conflict, notFound } from "../errors";
import { assertSeniority, type Actor } from "./actions";
import { getAdminUser } from "./list";

/** The account staff act on, read in their transaction; 404 when it does not exist (or was deleted). */
async function targetOf(db: Db, userId: string) {
  const user = await getAdminUser(db, userId);
  if (!user) throw notFound("User not found");
  return user;
}

export const SUSPENDED_NO_RESET =
  "This account is suspended: reactivate it before sending a password reset";

/**
 * Stores a single-use reset link for the user and mails it, through the same link and mail as the
 * user's own "forgot password". Refused for a suspended account, which could not sign in with the
 * new password anyway. The mailbox's allowance is the one the owner's own requests count against
 * (recoveryPerAccount), so staff and owner together cannot flood it. Link and audit entry are
 * written in one transaction; the mail goes once that has committed.
 */
export async function sendPasswordReset(
  actor: Actor & { userId: string; auth: Pick<AuthDeps, "config" | "mailer"> },
): Promise<PasswordResetSent> {
  const { userId, auth } = actor;
  const { email, token } = await actor.db.transaction(async (tx) => {
    const user = await targetOf(tx, userId);
    await assertSeniority({ ...actor, db: tx }, userId, {
      requested: ["password_reset"],
      made: ["password_reset"],
    });
    if (user.status === "suspended") throw conflict(SUSPENDED_NO_RESET);
    await hitRateLimit(
      tx,
      `recover:account:${normaliseEmail(user.email)}`,
      auth.config.rateLimits.recoveryPerAccount,
    );
    const token = await issueResetLink(tx, userId);
    await writeAudit({
      db: tx,
      actorId: actor.staff.userId,
      action: "users.password_reset",
      targetType: "user",
      targetId: userId,
      after: { email: user.email, name: `${user.firstName} ${user.lastName}` },
      ip: actor.ip,
    });
    return { email: user.email, token };
  });
  await mailResetLink(auth, { email, token, askedBy: "staff" });
  return { sentTo: email };
}

/**
 * Signs the user out of every browser at once. Only sessions end: API tokens are credentials the
 * user made for their scripts and stay (a password reset is what revokes those). Audited with the
 * number ended; ending none (a suspended account has none) is still recorded, as asked for.
 */
export async function endAllSessions(actor: Actor & { userId: string }): Promise<SessionsEnded> {
  const { userId } = actor;
  return actor.db.transaction(async (tx) => {
    const user = await targetOf(tx, userId);
    await assertSeniority({ ...actor, db: tx }, userId, {
      requested: ["end_sessions"],
      made: ["end_sessions"],
    });
    const ended = await revokeAllSessions(tx, userId);
    await writeAudit({
      db: tx,
      actorId: actor.staff.userId,
      action: "users.end_sessions",
      targetType: "user",
      targetId: userId,
      after: {
        email: user.email,
        name: `${user.firstName} ${user.lastName}`,
        sessionsEnded: ended,
      },
      ip: actor.ip,
    });
    return { ended };
  });
}

import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { EMAIL_CHANGE_MESSAGES, type PendingEmailChange } from "../../../contract/email-change";
import { writeAudit } from "../../audit/service";
import type { Db } from "../../db/client";
import { emailChanges, emailVerifications, users } from "../../db/schema";
import { conflict, fieldError, isUniqueViolation, notFound } from "../../errors";
import { assertPassword } from "../passwords/current-password";
import { assertSuperAdminRemains, holdSuperAdmins } from "../../rbac/last-super-admin";
import { mailEmailChangeLink, mailEmailChangeNotice, mailEmailChangeToTakenAddress } from "./mail";
import { cancelEmailChange } from "./spend";
import { hitRateLimit } from "../rate-limit";
import { hasRecentReauthentication } from "../sessions/recent-proof";
import { spendOpenResetLinks, type AuthDeps, type ClientInfo } from "../service";
import type { SessionContext } from "../sessions/sessions";
import { hashToken, newOpaqueToken } from "../sessions/tokens";
import { DAY_MS } from "../../../domain/calendar";

export { cancelEmailChange };

/** A day, like the sign-up verification link: the mail may be opened the next morning. */
const EMAIL_CHANGE_LINK_LIFETIME_MS = DAY_MS;

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The user's change waiting for its link, or null (a spent or expired one is no longer pending). */
export async function getPendingEmailChange(
  db: Db,
  userId: string,
): Promise<PendingEmailChange | null> {
  const [row] = await db
    .select({
      newEmail: emailChanges.newEmail,
      createdAt: emailChanges.createdAt,
      expiresAt: emailChanges.expiresAt,
    })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return row
    ? {
        newEmail: row.newEmail,
        requestedAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      }
    : null;
}

/**
 * The owner proves it is them, not only their session: the current password, or for an account
 * without one (provider or passkey sign-up) a re-authentication in this session a few minutes ago.
 */
async function assertOwner(
  deps: AuthDeps,
  options: { viewer: SessionContext; password: string | undefined; ip: string },
): Promise<void> {
  const { db, config } = deps;
  const [user] = await db
    .select({ hasPassword: sql<boolean>`${users.passwordHash} is not null` })
    .from(users)
    .where(eq(users.id, options.viewer.userId));
  if (!user) throw notFound("Account not found");
  if (!user.hasPassword) {
    if (!hasRecentReauthentication(options.viewer))
      throw fieldError("password", EMAIL_CHANGE_MESSAGES.reauthenticate);
    return;
  }
  if (!options.password) throw fieldError("password", EMAIL_CHANGE_MESSAGES.passwordRequired);
  await assertPassword(db, options.viewer.userId, options.password, "password", {
    ip: options.ip,
    rateLimits: config.rateLimits,
  });
}

/**
 * Moving the last Super Admin who can act off the staff domain would leave nobody to manage roles
 * (docs/roles.md); checked when asked, for a clear answer, and again under the lock when confirmed.
 * The link proves the new mailbox, so the address arrives verified: a staff one is no loss.
 */
const assertSuperAdminStays = (
  tx: Db,
  options: { userId: string; newEmail: string; staffDomain: string },
) =>
  assertSuperAdminRemains(tx, {
    loss: { kind: "email", userId: options.userId, newEmail: options.newEmail, isVerified: true },
    staffDomain: options.staffDomain,
    refuse: (message) => fieldError("newEmail", message),
  });

async function isEmailTaken(db: Db, email: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, exceptUserId)));
  return row !== undefined;
}

/**
 * Asks to move the account to `newEmail`: nothing changes until the link mailed to that address is
 * opened (confirmEmailChange). Earlier requests are spent, so only the newest link works, and the
 * current address is told at once (ASVS 2.2.3), so its owner learns of a change they did not ask.
 */
export async function requestEmailChange(
  deps: AuthDeps,
  options: {
    viewer: SessionContext;
    newEmail: string;
    password: string | undefined;
    client: ClientInfo;
    log: FastifyBaseLogger;
  },
): Promise<PendingEmailChange> {
  const { db, config } = deps;
  const { viewer, newEmail } = options;
  await assertOwner(deps, { viewer, password: options.password, ip: options.client.ip });
  const [current] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, viewer.userId));
  if (!current) throw notFound("Account not found");
  if (sameEmail(current.email, newEmail))
    throw fieldError("newEmail", EMAIL_CHANGE_MESSAGES.sameAsNow);
  // An address that has an account is answered as a free one, or this form would tell anyone
  // signed in who is registered: its owner gets a notice instead of the link (nothing to open), and
  // the link would be refused anyway when opened (confirmEmailChange checks again).
  const isTaken = await isEmailTaken(db, newEmail, viewer.userId);
  await holdSuperAdmins(db, (tx) =>
    assertSuperAdminStays(tx, {
      userId: viewer.userId,
      newEmail,
      staffDomain: config.staffEmailDomain,
    }),
  );

  // Limited like the other mails an account can send, so nobody floods an inbox with links; wrong
  // passwords meet the password check's own limit above.
  await hitRateLimit(db, `email-change:ip:${options.client.ip}`, config.rateLimits.recoveryPerIp);
  await hitRateLimit(
    db,
    `email-change:account:${viewer.userId}`,
    config.rateLimits.recoveryPerAccount,
  );
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_LINK_LIFETIME_MS);
  const pending = await db.transaction(async (tx) => {
    await cancelEmailChange(tx, viewer.userId);
    const [row] = await tx
      .insert(emailChanges)
      .values({ userId: viewer.userId, newEmail, tokenHash: hashToken(token), expiresAt })
      .returning({ createdAt: emailChanges.createdAt });
    return {
      newEmail,
      requestedAt: row!.createdAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
    };
  });
  if (isTaken) mailEmailChangeToTakenAddress(deps, { to: newEmail, log: options.log });
  else mailEmailChangeLink(deps, { to: newEmail, token, log: options.log });
  mailEmailChangeNotice(deps, { to: current.email, newEmail, kind: "requested", log: options.log });
  return pending;
}

/**
 * Opens the link: spends it, re-checks that the address is still free, and moves the account to
 * it, verified (the link proved the mailbox). Staff access follows: it is judged from users.email
 * and email_verified_at on every request, so moving off the staff domain ends it at once.
 *
 * Sessions are kept: the password did not change, so signing devices out keeps out nobody who
 * knows it, and the link is often opened in another browser than the one that asked. The old
 * address is told, and Settings lists the sessions to end.
 */
export async function confirmEmailChange(
  deps: AuthDeps,
  options: { token: string; ip: string; log: FastifyBaseLogger },
): Promise<{ email: string }> {
  const { db, config } = deps;
  let moved: { userId: string; oldEmail: string; newEmail: string };
  try {
    moved = await holdSuperAdmins(db, async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailChanges.tokenHash, hashToken(options.token)),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, new Date()),
          ),
        )
        .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
      if (!change) throw fieldError("token", EMAIL_CHANGE_MESSAGES.invalidLink);
      const [user] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, change.userId))
        .for("update");
      if (!user) throw fieldError("token", EMAIL_CHANGE_MESSAGES.invalidLink);
      if (await isEmailTaken(tx, change.newEmail, change.userId))
        throw conflict(EMAIL_CHANGE_MESSAGES.taken);
      await assertSuperAdminStays(tx, {
        userId: change.userId,
        newEmail: change.newEmail,
        staffDomain: config.staffEmailDomain,
      });
      await tx
        .update(users)
        .set({ email: change.newEmail, emailVerifiedAt: new Date() })
        .where(eq(users.id, change.userId));
      // Links mailed to the old address prove nothing any more, and a reset link in the old
      // mailbox must not win the account back.
      await tx
        .update(emailVerifications)
        .set({ usedAt: new Date() })
        .where(
          and(eq(emailVerifications.userId, change.userId), isNull(emailVerifications.usedAt)),
        );
      await spendOpenResetLinks(tx, change.userId);
      await writeAudit({
        db: tx,
        actorId: change.userId,
        action: "account.email_change",
        targetType: "user",
        targetId: change.userId,
        before: { email: user.email },
        after: { email: change.newEmail },
        ip: options.ip,
      });
      return { userId: change.userId, oldEmail: user.email, newEmail: change.newEmail };
    });
  } catch (error) {
    // Another account took the address between our check and the write: the unique index
    // (users_email_lower_idx) refused it. That is the same answer as the check's, never a 500.
    throw isUniqueViolation(error) ? conflict(EMAIL_CHANGE_MESSAGES.taken) : error;
  }
  mailEmailChangeNotice(deps, {
    to: moved.oldEmail,
    newEmail: moved.newEmail,
    kind: "changed",
    log: options.log,
  });
  return { email: moved.newEmail };
}

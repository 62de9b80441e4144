import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { VERIFY_EMAIL_MESSAGES } from "../../contract/auth";
import { linkBaseUrl } from "../config";
import type { Db } from "../db/client";
import { emailVerifications, users } from "../db/schema";
import { conflict, fieldError, notFound } from "../errors";
import type { ClientInfo } from "../http/client-info";
import type { AuthDeps } from "./deps";
import { hitRateLimit } from "./rate-limit";
import { hashToken, newOpaqueToken } from "./sessions/tokens";
import { DAY_MS } from "../../domain/calendar";

/** A day: long enough to open the mail the next morning, short enough that an old inbox is no key. */
const VERIFY_LINK_LIFETIME_MS = DAY_MS;

/**
 * Mails a one-use link proving `email` belongs to the user. The mail is queued in the background
 * (as the reset mail is), so a slow SMTP server never holds up sign-up.
 */
export async function sendVerificationEmail(
  deps: AuthDeps,
  options: { userId: string; email: string; log: FastifyBaseLogger },
): Promise<void> {
  const { db, config, mailer } = deps;
  const token = newOpaqueToken();
  await db.insert(emailVerifications).values({
    userId: options.userId,
    email: options.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + VERIFY_LINK_LIFETIME_MS),
  });
  const link = `${linkBaseUrl(config)}/verify-email?token=${token}`;
  const mail = {
    to: options.email,
    kind: "email_verification",
    subject: `Verify your ${config.productName} e-mail address`,
    text: [
      `Please confirm that ${options.email} is the address of your ${config.productName} account.`,
      "",
      `Verify it here (the link works once, for 24 hours): ${link}`,
      "",
      "If you did not create this account, ignore this message.",
    ].join("\n"),
  };
  void mailer
    .send(mail)
    .catch((error: unknown) =>
      options.log.error({ err: error }, "could not queue the verification mail"),
    );
}

/**
 * Spends the link and marks the address verified. The link only counts for the address it was
 * sent to: after an e-mail change, an older link proves nothing about the new address.
 */
export async function verifyEmail(db: Db, options: { token: string }): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(emailVerifications)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailVerifications.tokenHash, hashToken(options.token)),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, new Date()),
        ),
      )
      .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
    if (!link) throw fieldError("token", VERIFY_EMAIL_MESSAGES.invalidLink);
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.id, link.userId), sql`lower(${users.email}) = lower(${link.email})`))
      .returning({ email: users.email });
    if (!user) throw fieldError("token", VERIFY_EMAIL_MESSAGES.invalidLink);
    return { email: user.email };
  });
}

/** A new link for the signed-in user, limited like password recovery so nobody floods an inbox. */
export async function resendVerification(
  deps: AuthDeps,
  options: { userId: string; client: ClientInfo; log: FastifyBaseLogger },
): Promise<{ email: string }> {
  const { db, config } = deps;
  const [user] = await db
    .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, options.userId));
  if (!user) throw notFound("Account not found");
  if (user.emailVerifiedAt) throw conflict(VERIFY_EMAIL_MESSAGES.alreadyVerified);
  await hitRateLimit(db, `verify:ip:${options.client.ip}`, config.rateLimits.recoveryPerIp);
  await hitRateLimit(db, `verify:account:${options.userId}`, config.rateLimits.recoveryPerAccount);
  await sendVerificationEmail(deps, {
    userId: options.userId,
    email: user.email,
    log: options.log,
  });
  return { email: user.email };
}

/**
 * Call in the transaction that changes a user's e-mail: the new address is unproved, so the
 * account is unverified again (and loses staff access until it verifies) and older links die.
 */
export async function resetEmailVerification(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, userId));
  await db
    .update(emailVerifications)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
}

/** For accounts someone trustworthy vouches for (the operator's admin:create, ADMIN_EMAIL). */
export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

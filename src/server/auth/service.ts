import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { SignInBody, SignUpBody } from "../../contract/auth";
import { SIGNIN_MESSAGES, SIGNUP_MESSAGES } from "../../contract/auth";
import { ageOn, MINIMUM_AGE } from "../../domain/age";
import { describeDevice } from "../../domain/device-label";
import { normaliseEmail } from "../../domain/email";
import { FREE_PLAN_NAME } from "../../domain/plan-limits";
import { writeAudit } from "../audit/service";
import { writeAuditThrottled } from "../audit/throttle";
import { linkBaseUrl } from "../config";
import type { Db } from "../db/client";
import { apiTokens, nutritionGoals, passwordResets, plans, profiles, users } from "../db/schema";
import { AppError, conflict, fieldError, isUniqueViolation } from "../errors";
import type { ClientInfo } from "../http/client-info";
import type { AuthDeps } from "./deps";
import { cancelEmailChange } from "./email-change/spend";
import { sendVerificationEmail } from "./email-verification";
import { checkNewPasswordOfUser, checkPasswordNotGuessable } from "./passwords/policy";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./passwords/passwords";
import { findKnownDevice, rememberDevice, trustOnlyThisDevice } from "./sessions/known-devices";
import { mailSecurityNotice } from "./security-notices";
import { grantSignIn } from "./sessions/grant";
import { rememberSignInBrowser } from "./sessions/sign-in-browser";
import { clearRateLimit, countHit, hitRateLimit } from "./rate-limit";
import { createSession, revokeAllSessions } from "./sessions/sessions";
import { hashToken, newOpaqueToken } from "./sessions/tokens";
import { isValidTimeZone, todayIn } from "../../domain/calendar";

export type { AuthDeps } from "./deps";
export type { ClientInfo } from "../http/client-info";

const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** Checks the rules that need the user's calendar: a real, past birth date of someone 13 or older. */
export function checkBirthday(birthday: string, timeZone: string, productName: string): void {
  const today = todayIn(timeZone);
  if (birthday > today) throw fieldError("birthday", SIGNUP_MESSAGES.birthdayInFuture);
  if (ageOn(birthday, today) < MINIMUM_AGE) {
    throw fieldError("birthday", SIGNUP_MESSAGES.tooYoung(productName));
  }
}

/**
 * Inserts a user with their profile (Free plan, active) and default nutrition goals in one
 * transaction. Sign-up and the first-administrator command both create accounts through it.
 */
export async function createAccount(
  db: Db,
  account: {
    email: string;
    /** Null for an account made with a provider: it signs in that way until a password is set. */
    passwordHash: string | null;
    firstName: string;
    lastName: string;
    birthday: string;
    timeZone: string;
    /** Set when a provider vouched for the address, so no verification mail is needed. */
    emailVerifiedAt?: Date | null;
  },
): Promise<string> {
  const email = normaliseEmail(account.email);
  // The pre-check gives the common case its message; two sign-ups racing past it both insert, and
  // the unique index (users_email_lower_idx) refuses the second, which must read the same.
  return db
    .transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      if (existing) throw emailTaken();
      const [free] = await tx
        .select({ id: plans.id })
        .from(plans)
        .where(eq(plans.name, FREE_PLAN_NAME));
      if (!free) throw new AppError("no_free_plan", "Failed to assign default plan", 500);
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash: account.passwordHash,
          emailVerifiedAt: account.emailVerifiedAt ?? null,
        })
        .returning({ id: users.id });
      if (!user) throw new AppError("signup_failed", "No user returned from signup", 500);
      const now = new Date();
      await tx.insert(profiles).values({
        id: user.id,
        firstName: account.firstName,
        lastName: account.lastName,
        birthday: account.birthday,
        timeZone: account.timeZone,
        planId: free.id,
        planStatus: "active",
        planStartedAt: now,
        status: "active",
        lastActiveAt: now,
      });
      await tx.insert(nutritionGoals).values({ userId: user.id });
      return user.id;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
}

const emailTaken = () =>
  conflict(SIGNUP_MESSAGES.emailTaken, { email: SIGNUP_MESSAGES.emailTaken });
const isEmailTaken = (error: unknown) =>
  error instanceof AppError &&
  error.status === 409 &&
  error.fields?.email === SIGNUP_MESSAGES.emailTaken;

/**
 * Sign-up signs the new user in at once, so it cannot answer an address that has an account as it
 * answers a new one. What it can do is tell that account's owner: whoever is testing addresses
 * shows up in the owner's mailbox, and an owner who forgot they had an account learns how back in.
 * The per-address sign-up limit bounds these mails.
 */
async function mailSignUpAttempt(
  deps: AuthDeps,
  attempt: { email: string; client: ClientInfo },
): Promise<void> {
  const { config } = deps;
  const base = linkBaseUrl(config);
  await deps.mailer.send({
    to: attempt.email,
    kind: "sign_up_attempt",
    subject: `Someone tried to create a ${config.productName} account with your address`,
    text: [
      `Someone tried to create a new ${config.productName} account with this e-mail address, which already has an account.`,
      "",
      `If it was you: sign in (${base}/login), or reset your password (${base}/forgot-password) if you have forgotten it.`,
      "If it was not you, there is nothing to do: no account was created and yours is unchanged.",
      "",
      `Browser: ${describeDevice(attempt.client.userAgent ?? null)}, IP address ${attempt.client.ip}`,
    ].join("\n"),
  });
}

/** Creates the account on the Free plan with default goals, mails the verification link and signs it in. */
export async function signUp(
  deps: AuthDeps,
  body: SignUpBody,
  client: ClientInfo,
  log: FastifyBaseLogger,
  deviceTokens: string[] = [],
) {
  const { db, config } = deps;
  const email = normaliseEmail(body.email);
  await hitRateLimit(db, `signup:ip:${client.ip}`, config.rateLimits.signUpPerIp);
  await hitRateLimit(db, `signup:account:${email}`, config.rateLimits.signUpPerAccount);
  const timeZone = body.timeZone && isValidTimeZone(body.timeZone) ? body.timeZone : "UTC";
  checkBirthday(body.birthday, timeZone, config.productName);
  checkPasswordNotGuessable({
    password: body.password,
    email,
    firstName: body.firstName,
    lastName: body.lastName,
  });
  const passwordHash = await hashPassword(body.password);

  const userId = await createAccount(db, {
    email,
    passwordHash,
    firstName: body.firstName,
    lastName: body.lastName,
    birthday: body.birthday,
    timeZone,
  }).catch(async (error: unknown) => {
    if (isEmailTaken(error)) await mailSignUpAttempt(deps, { email, client });
    throw error;
  });
  // Signing up proves nothing about the address (anyone can type a new hire's): the link does.
  await sendVerificationEmail(deps, { userId, email, log });
  const session = await createSession(db, {
    userId,
    isPersistent: false,
    provenNow: true,
    ...client,
  });
  return {
    userId,
    ...session,
    isPersistent: false,
    deviceTokens: await rememberDevice(db, { userId, tokens: deviceTokens }),
  };
}

/**
 * Checks the password under the per-IP limit and, from an unknown browser, the per-account limit.
 * A browser that signed in to this account before has its own limit instead (ASVS 2.2.1 soft
 * lockout): a guesser elsewhere cannot lock the owner out, and a stolen device cookie still gets
 * few guesses, each of which also counts against the account. A user with two-factor on gets the
 * second-factor step instead of a session (grantSignIn).
 */
export async function signIn(
  deps: AuthDeps,
  body: SignInBody,
  client: ClientInfo,
  deviceTokens: string[],
) {
  const { db, config } = deps;
  const email = normaliseEmail(body.email);
  await hitRateLimit(db, `signin:ip:${client.ip}`, config.rateLimits.signInPerIp);

  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, status: profiles.status })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(sql`lower(${users.email}) = ${email}`);
  const device = await findKnownDevice(db, row?.id, deviceTokens);
  const accountKey = `signin:account:${email}`;
  const attemptKey = device ? `signin:device:${device.id}` : accountKey;
  await hitRateLimit(
    db,
    attemptKey,
    device ? config.rateLimits.signInPerDevice : config.rateLimits.signInPerAccount,
  );
  const isMatch = await verifyPassword(
    row?.passwordHash ?? (await decoyPasswordHash()),
    body.password,
  );
  if (!row || !isMatch) {
    if (device) await countHit(db, accountKey, config.rateLimits.signInPerAccount);
    if (row) await recordWrongPassword(db, { userId: row.id, ip: client.ip });
    throw new AppError("invalid_credentials", SIGNIN_MESSAGES.invalid, 401);
  }
  if (row.status === "suspended") throw new AppError("suspended", SIGNIN_MESSAGES.suspended, 403);

  // Only the counter this attempt was held to: the owner signing in on their device must not hand
  // a guesser elsewhere a fresh allowance for the account.
  await clearRateLimit(db, attemptKey);
  await db.update(profiles).set({ lastActiveAt: new Date() }).where(eq(profiles.id, row.id));
  const outcome = await grantSignIn(db, {
    userId: row.id,
    isPersistent: body.rememberMe ?? false,
    firstFactor: "password",
    client,
  });
  // The browser becomes known only once the whole sign-in succeeded (the code step does it then).
  if (outcome.kind === "second_factor") return outcome;
  return {
    ...outcome,
    deviceTokens: await rememberSignInBrowser(deps, {
      userId: row.id,
      tokens: deviceTokens,
      client,
      knownDevice: device,
    }),
  };
}

/**
 * A wrong password for an existing account, for the security log. A guesser sends them in bursts:
 * one entry per account and address a minute says who tried and when without growing the
 * append-only log by one row a guess (the sign-in limits bound the bursts).
 */
async function recordWrongPassword(db: Db, attempt: { userId: string; ip: string }): Promise<void> {
  await writeAuditThrottled({
    db,
    actorId: null,
    action: "auth.sign_in_failed",
    targetType: "user",
    targetId: attempt.userId,
    ip: attempt.ip,
  });
}

/**
 * Sends a single-use reset link valid for one hour when the account exists. The caller answers
 * the same either way, so the form cannot be used to find out who has an account. For the same
 * reason the request does only what every address costs (the rate limits): looking the account
 * up, storing the link and mailing it is the returned job, which the caller runs once the answer
 * is sent, so the answer's timing tells nothing about the address.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  options: { email: string; client: ClientInfo; log: FastifyBaseLogger },
): Promise<() => Promise<void>> {
  const { db, config } = deps;
  const email = normaliseEmail(options.email);
  await hitRateLimit(db, `recover:ip:${options.client.ip}`, config.rateLimits.recoveryPerIp);
  await hitRateLimit(db, `recover:account:${email}`, config.rateLimits.recoveryPerAccount);
  return () =>
    mailResetLinkToAddress(deps, email).catch((error: unknown) =>
      options.log.error({ err: error }, "could not send the password reset mail"),
    );
}

async function mailResetLinkToAddress(deps: AuthDeps, email: string): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (!user) return;
  await mailResetLink(deps, {
    email,
    token: await issueResetLink(deps.db, user.id),
    askedBy: "owner",
  });
}

/**
 * Stores a new single-use reset link of the user, valid for one hour, and returns its token. Staff
 * sending a reset call it inside their audited transaction, then mail it once that has committed.
 */
export async function issueResetLink(db: Db, userId: string): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(passwordResets).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
  });
  return token;
}

/** Mails a reset link; the first line says who asked for it (the owner, or staff for them). */
export async function mailResetLink(
  deps: Pick<AuthDeps, "config" | "mailer">,
  options: { email: string; token: string; askedBy: "owner" | "staff" },
): Promise<void> {
  const { config, mailer } = deps;
  const link = `${linkBaseUrl(config)}/reset-password?token=${options.token}`;
  await mailer.send({
    to: options.email,
    kind: "password_reset",
    subject: `Reset your ${config.productName} password`,
    text: [
      options.askedBy === "owner"
        ? `Someone asked to reset the password of your ${config.productName} account.`
        : `Our support team sent you this link to reset the password of your ${config.productName} account.`,
      "",
      `Choose a new password here (the link works once, for one hour): ${link}`,
      "",
      "Setting a new password signs you out on every device and revokes your API tokens: make new ones for your scripts afterwards.",
      "",
      options.askedBy === "owner"
        ? "If it was not you, ignore this message: your password stays as it is."
        : "If you did not ask for it, ignore this message: your password stays as it is.",
    ].join("\n"),
  });
}

export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Ask for a new one.";

const openResetLink = (tokenHash: string) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, new Date()),
  );

/**
 * Revokes every live personal access token of the user, in the caller's transaction. A password
 * reset does: it is how an owner takes the account back, and a token made from a stolen session
 * would otherwise keep working after the sessions end. Written here, on the tokens' table, because
 * api-tokens builds on auth (its door reads tokens with auth's hashing and rate limits).
 */
async function revokeAllApiTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
}

/**
 * Spends every open reset link of the user. Call wherever the password changes (a reset, Settings):
 * a link asked for before belongs to the old password, and whoever reads that mailbox later must
 * not be able to set a new one.
 */
export async function spendOpenResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * Sets the new password, spends the link, and signs the user out everywhere. Known devices go too,
 * all but this browser: a reset is how an owner takes an account back, so trust earned under the
 * old password ends, while the browser that just proved the mailbox stays (or becomes) known;
 * otherwise a guesser still at work would lock the owner out right after they reset. API tokens are
 * revoked with the password, in its transaction: one made from a stolen session would outlive it.
 */
export async function resetPassword(
  deps: AuthDeps,
  options: { token: string; password: string; client: ClientInfo; deviceTokens: string[] },
): Promise<{ deviceTokens: string[] }> {
  const { db, config } = deps;
  const tokenHash = hashToken(options.token);
  await hitRateLimit(db, `reset:ip:${options.client.ip}`, config.rateLimits.resetPerIp);
  await hitRateLimit(db, `reset:token:${tokenHash}`, config.rateLimits.resetPerToken);
  // A dead or made-up link is refused with one indexed read, before the costly hash of the password.
  const [open] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(openResetLink(tokenHash));
  if (!open) throw fieldError("token", RESET_LINK_INVALID);
  // A refused password costs no hash either, and leaves the link usable for a better one.
  await checkNewPasswordOfUser(db, {
    userId: open.userId,
    password: options.password,
    field: "password",
  });
  const passwordHash = await hashPassword(options.password);
  const userId = await db.transaction(async (tx) => {
    // Checked again as it is spent: of two requests racing with one link, only one sets a password.
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(openResetLink(tokenHash))
      .returning({ userId: passwordResets.userId });
    if (!reset) throw fieldError("token", RESET_LINK_INVALID);
    await spendOpenResetLinks(tx, reset.userId);
    await cancelEmailChange(tx, reset.userId);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await revokeAllApiTokens(tx, reset.userId);
    // Whoever opened the link acted as the owner: the mailbox is the proof a reset asks for.
    await writeAudit({
      db: tx,
      actorId: reset.userId,
      action: "auth.password_reset",
      targetType: "user",
      targetId: reset.userId,
      ip: options.client.ip,
    });
    return reset.userId;
  });
  await revokeAllSessions(db, userId);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user)
    await mailSecurityNotice(deps, {
      to: user.email,
      event: "password_reset_completed",
      client: options.client,
    });
  return { deviceTokens: await trustOnlyThisDevice(db, { userId, tokens: options.deviceTokens }) };
}

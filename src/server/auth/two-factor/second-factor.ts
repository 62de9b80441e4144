import { and, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { SIGNIN_MESSAGES } from "../../../contract/auth";
import { TWO_FACTOR_MESSAGES } from "../../../contract/two-factor";
import type { Db } from "../../db/client";
import { authFlows, profiles, totpFactors, users } from "../../db/schema";
import { AppError, fieldError } from "../../errors";
import { findKnownDevice } from "../sessions/known-devices";
import { clearRateLimit, countHit, hitRateLimit } from "../rate-limit";
import { countRecoveryCodesLeft, spendRecoveryCode } from "./recovery-codes";
import { mailSecurityNotice } from "../security-notices";
import { rememberSignInBrowser } from "../sessions/sign-in-browser";
import { SECOND_FACTOR_FLOW, type SecondFactorFlowData } from "../sessions/grant";
import { createSession } from "../sessions/sessions";
import { hashToken } from "../sessions/tokens";
import { matchingTimeStep } from "./totp";
import {
  recordChallengeFailed,
  recordChallengeReplayed,
  recordChallengeVerified,
  type SecondFactor,
} from "./mfa-events";
import type { AuthDeps } from "../service";

/** Wrong codes one step may take; then it dies and the user signs in again with the first factor. */
export const SECOND_FACTOR_MAX_ATTEMPTS = 5;

const stepExpired = (message: string = TWO_FACTOR_MESSAGES.stepExpired) =>
  new AppError("second_factor_expired", message, 401);

const openStep = (stepToken: string) =>
  and(
    eq(authFlows.tokenHash, hashToken(stepToken)),
    eq(authFlows.kind, SECOND_FACTOR_FLOW),
    gt(authFlows.expiresAt, new Date()),
  );

/** When the pending step behind the cookie's token ends, or null when there is none (unknown, expired, spent). */
export async function findSecondFactorStep(
  db: Db,
  stepToken: string | undefined,
): Promise<{ expiresAt: Date } | null> {
  if (!stepToken) return null;
  const [step] = await db
    .select({ expiresAt: authFlows.expiresAt })
    .from(authFlows)
    .where(openStep(stepToken));
  return step ?? null;
}

/**
 * Accepts a code of the user's authenticator app once. The step it belongs to is recorded in one
 * conditional update, so of two requests with the same code (or an older one) only one passes; the
 * other is a replay, refused and logged as one.
 */
export async function acceptTotpCode(
  db: Db,
  options: { userId: string; code: string; log: FastifyBaseLogger; ip?: string | undefined },
): Promise<void> {
  const { userId, log } = options;
  const [factor] = await db
    .select({ secret: totpFactors.secret })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  const step = factor ? matchingTimeStep({ secret: factor.secret, code: options.code }) : null;
  if (step === null) throw fieldError("code", TWO_FACTOR_MESSAGES.wrongCode);
  const recorded = await db
    .update(totpFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpFactors.userId, userId),
        or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  if (recorded.length === 0) {
    await recordChallengeReplayed(db, log, { userId, step, ip: options.ip });
    throw fieldError("code", TWO_FACTOR_MESSAGES.replayedCode);
  }
}

/**
 * Counts one try against the step and returns it, or refuses when it is gone. One conditional update,
 * so parallel guesses cannot take more than SECOND_FACTOR_MAX_ATTEMPTS between them.
 */
async function takeAttempt(db: Db, stepToken: string) {
  const [step] = await db
    .update(authFlows)
    .set({ attempts: sql`${authFlows.attempts} + 1` })
    .where(and(openStep(stepToken), lt(authFlows.attempts, SECOND_FACTOR_MAX_ATTEMPTS)))
    .returning({
      id: authFlows.id,
      userId: authFlows.userId,
      data: authFlows.data,
      attempts: authFlows.attempts,
    });
  if (!step?.userId) throw stepExpired();
  return { ...step, userId: step.userId, data: step.data as unknown as SecondFactorFlowData };
}

/**
 * The second half of a sign-in: checks a code (or a recovery code) for the step the cookie names and,
 * when right, ends the step and opens an aal2 session. Wrong codes count against the same limits as
 * passwords and against the step, which dies after five. As at the password step (ASVS 2.2.1 soft
 * lockout), a browser that signed in to the account before meets its own limit instead of the
 * account's: whoever has the password cannot spend the owner's tries from elsewhere, while each
 * wrong code from a known browser still counts against the account too.
 */
export async function completeSecondFactor(
  deps: AuthDeps,
  options: {
    stepToken: string | undefined;
    code?: string | undefined;
    recoveryCode?: string | undefined;
    client: { ip: string; userAgent?: string | undefined };
    deviceTokens: string[];
    log: FastifyBaseLogger;
  },
) {
  const { db, config } = deps;
  const { stepToken, client, log } = options;
  if (!stepToken) throw stepExpired();
  await hitRateLimit(db, `second-factor:ip:${client.ip}`, config.rateLimits.signInPerIp);
  const step = await takeAttempt(db, stepToken);
  const accountKey = `second-factor:account:${step.userId}`;
  const device = await findKnownDevice(db, step.userId, options.deviceTokens);
  const attemptKey = device ? `second-factor:device:${device.id}` : accountKey;
  await hitRateLimit(
    db,
    attemptKey,
    device ? config.rateLimits.signInPerDevice : config.rateLimits.signInPerAccount,
  );
  let factor: SecondFactor;
  try {
    factor = await checkFactor(db, {
      userId: step.userId,
      code: options.code,
      recoveryCode: options.recoveryCode,
      log,
      ip: client.ip,
    });
  } catch (error) {
    if (device) await countHit(db, accountKey, config.rateLimits.signInPerAccount);
    // A replayed code has its own entry (recordChallengeReplayed).
    if (!isReplay(error))
      await recordChallengeFailed(db, log, {
        userId: step.userId,
        factor: options.recoveryCode === undefined ? "totp" : "recovery_code",
        ip: client.ip,
      });
    if (step.attempts >= SECOND_FACTOR_MAX_ATTEMPTS) {
      await db.delete(authFlows).where(eq(authFlows.id, step.id));
      throw stepExpired(TWO_FACTOR_MESSAGES.tooManyWrongCodes);
    }
    throw error;
  }
  // Ending the step is the gate: of two right answers racing (two recovery codes), one gets a session.
  const ended = await db
    .delete(authFlows)
    .where(eq(authFlows.id, step.id))
    .returning({ id: authFlows.id });
  if (ended.length === 0) throw stepExpired();
  // Only the counter this attempt was held to, as at the password step.
  await clearRateLimit(db, attemptKey);
  const [profile] = await db
    .select({ status: profiles.status, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, step.userId));
  if (profile?.status === "suspended")
    throw new AppError("suspended", SIGNIN_MESSAGES.suspended, 403);
  await db.update(profiles).set({ lastActiveAt: new Date() }).where(eq(profiles.id, step.userId));
  const isPersistent = step.data.isPersistent === true;
  const session = await createSession(db, {
    userId: step.userId,
    isPersistent,
    aal: "aal2",
    provenNow: true,
    ...client,
  });
  const usedRecoveryCode = factor === "recovery_code" && profile !== undefined;
  if (usedRecoveryCode) {
    const left = await countRecoveryCodesLeft(db, step.userId);
    await mailSecurityNotice(deps, {
      to: profile.email,
      event: "recovery_code_used",
      client,
      detail: String(left),
    });
  }
  // The recovery code's mail already names the browser: one mail for one sign-in.
  const deviceTokens = await rememberSignInBrowser(deps, {
    userId: step.userId,
    tokens: options.deviceTokens,
    client,
    knownDevice: device,
    isNoticeWanted: !usedRecoveryCode,
  });
  return { userId: step.userId, ...session, isPersistent, deviceTokens };
}

const isReplay = (error: unknown) =>
  error instanceof AppError && error.fields?.code === TWO_FACTOR_MESSAGES.replayedCode;

async function checkFactor(
  db: Db,
  options: {
    userId: string;
    code: string | undefined;
    recoveryCode: string | undefined;
    log: FastifyBaseLogger;
    ip: string;
  },
): Promise<SecondFactor> {
  const { userId, log, ip } = options;
  if (options.recoveryCode !== undefined) {
    const isSpent = await spendRecoveryCode(db, { userId, code: options.recoveryCode });
    if (!isSpent) throw fieldError("recoveryCode", TWO_FACTOR_MESSAGES.wrongRecoveryCode);
    await recordChallengeVerified(db, log, {
      userId,
      factor: "recovery_code",
      purpose: "sign_in",
      ip,
    });
    return "recovery_code";
  }
  await acceptTotpCode(db, { userId, code: options.code ?? "", log, ip });
  await recordChallengeVerified(db, log, { userId, factor: "totp", purpose: "sign_in", ip });
  return "totp";
}

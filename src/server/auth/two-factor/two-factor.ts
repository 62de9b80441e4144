import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  TWO_FACTOR_MESSAGES,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from "../../../contract/two-factor";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { recoveryCodes, sessions, totpFactors, users } from "../../db/schema";
import { conflict, fieldError, notFound } from "../../errors";
import type { ClientInfo } from "../../http/client-info";
import type { Mailer } from "../../mail/outbox";
import { assertPassword, type PasswordCheckGuard } from "../passwords/current-password";
import { recordChallengeVerified, recordSignInMethodChange } from "./mfa-events";
import { hitRateLimit } from "../rate-limit";
import { assertSecondFactorPassed, hasRecentReauthentication } from "../sessions/recent-proof";
import { countRecoveryCodesLeft, replaceRecoveryCodes } from "./recovery-codes";
import { mailSecurityNotice } from "../security-notices";
import type { SessionContext } from "../sessions/sessions";
import { groupSecret, matchingTimeStep, newTotpSecret, otpauthUri, qrSvg } from "./totp";

export interface TwoFactorDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

export async function getTwoFactorStatus(db: Db, userId: string): Promise<TwoFactorStatus> {
  const [row] = await db
    .select({
      confirmedAt: totpFactors.confirmedAt,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .leftJoin(totpFactors, eq(totpFactors.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound("Account not found");
  const enabledAt = row.confirmedAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt: enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabledAt ? await countRecoveryCodesLeft(db, userId) : 0,
    hasPassword: row.hasPassword,
  };
}

/**
 * Starts (or starts again) setting up an authenticator app: a new secret in an unconfirmed row, which
 * replaces an earlier unconfirmed one. One upsert that leaves a confirmed factor alone, so a second
 * tab cannot swap the secret of a factor already on.
 */
export async function startEnrolment(
  deps: TwoFactorDeps,
  options: { userId: string; email: string },
): Promise<TwoFactorEnrolment> {
  const secret = newTotpSecret();
  const [row] = await deps.db
    .insert(totpFactors)
    .values({ userId: options.userId, secret })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secret, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(totpFactors.confirmedAt),
    })
    .returning({ userId: totpFactors.userId });
  if (!row) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  const uri = otpauthUri({ secret, issuer: deps.config.productName, label: options.email });
  return { secret: groupSecret(secret), otpauthUri: uri, qrSvg: await qrSvg(uri) };
}

/**
 * Turns two-factor on once a code from the app proves the secret was copied: the factor is marked
 * confirmed with the code's step (so that code cannot sign in again), ten recovery codes are made,
 * and this session becomes aal2, since the user just proved the factor. Every other session of the
 * user ends: one opened before (perhaps a stolen one) never passed the code, and left open it would
 * keep the account at one factor.
 */
export async function confirmEnrolment(
  deps: TwoFactorDeps,
  options: { viewer: SessionContext; code: string; log: FastifyBaseLogger },
): Promise<string[]> {
  const { db, config } = deps;
  const { userId, sessionId, email } = options.viewer;
  await hitRateLimit(db, `two-factor-confirm:user:${userId}`, config.rateLimits.signInPerAccount);
  const [factor] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  if (!factor) throw conflict(TWO_FACTOR_MESSAGES.noSetupInProgress);
  if (factor.confirmedAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  const step = matchingTimeStep({ secret: factor.secret, code: options.code });
  if (step === null) throw fieldError("code", TWO_FACTOR_MESSAGES.wrongCode);

  const codes = await db.transaction(async (tx) => {
    // The secret in the condition: a Set up in another tab meanwhile made the code's secret stale.
    const [confirmed] = await tx
      .update(totpFactors)
      .set({ confirmedAt: new Date(), lastUsedStep: step })
      .where(
        and(
          eq(totpFactors.userId, userId),
          isNull(totpFactors.confirmedAt),
          eq(totpFactors.secret, factor.secret),
        ),
      )
      .returning({ userId: totpFactors.userId });
    if (!confirmed) throw conflict(TWO_FACTOR_MESSAGES.noSetupInProgress);
    await tx.update(sessions).set({ aal: "aal2" }).where(eq(sessions.id, sessionId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId)));
    return replaceRecoveryCodes(tx, userId);
  });
  await recordChallengeVerified(db, options.log, { userId, factor: "totp", purpose: "enrolment" });
  await recordSignInMethodChange(db, { userId, action: "two_factor.enable" });
  await deps.mailer.send({
    to: email,
    kind: "two_factor_enabled",
    subject: `Two-factor authentication is on for your ${config.productName} account`,
    text: [
      `Two-factor authentication was turned on for your ${config.productName} account.`,
      "",
      "From now on, signing in with your password also asks for a code from your authenticator app.",
      "Every other browser signed in to your account was signed out.",
      "",
      "If it was not you, reset your password now and contact support.",
    ].join("\n"),
  });
  return codes;
}

/**
 * Checks that the user proved who they are again, for turning two-factor off or making new recovery
 * codes: a session that passed the second factor, and the password in this request or a passkey (or
 * the password) given again in the last five minutes. The sign-in itself does not count here, since a
 * stolen session was signed in too; a provider counts only for an account without a password, for
 * which it may be the one way to say it again.
 */
export async function assertProofForFactorChange(
  db: Db,
  options: { viewer: SessionContext; password: string | undefined; guard: PasswordCheckGuard },
): Promise<void> {
  const { viewer, password } = options;
  // Before the password: a session that cannot pass this is not offered a password check to spend.
  await assertSecondFactorPassed(db, viewer);
  if (password) return assertPassword(db, viewer.userId, password, "password", options.guard);
  const { hasPassword } = await getTwoFactorStatus(db, viewer.userId);
  const by = viewer.reauthenticatedBy;
  const isProofAgain = by === "password" || by === "passkey" || (by === "provider" && !hasPassword);
  if (isProofAgain && hasRecentReauthentication(viewer)) return;
  throw fieldError(
    "password",
    hasPassword ? TWO_FACTOR_MESSAGES.proofRequired : TWO_FACTOR_MESSAGES.passkeyProofRequired,
  );
}

/** Turns two-factor off after a fresh proof: the factor and its recovery codes go, and the user is told by mail. */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  options: { viewer: SessionContext; password: string | undefined; guard: PasswordCheckGuard },
): Promise<void> {
  const { db, config } = deps;
  await assertProofForFactorChange(db, options);
  const { userId, email } = options.viewer;
  // Recovery codes reference the user, not the factor: they are deleted with it here, in one transaction.
  const removed = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
      .returning({ userId: totpFactors.userId });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    // Sessions granted with the code no longer stand for two factors: where staff must have them
    // (src/server/rbac/guards.ts), turning the factor off must not leave those sessions in.
    await tx.update(sessions).set({ aal: "aal1" }).where(eq(sessions.userId, userId));
    return rows.length > 0;
  });
  if (!removed) throw conflict(TWO_FACTOR_MESSAGES.notEnabled);
  await recordSignInMethodChange(db, { userId, action: "two_factor.disable" });
  await deps.mailer.send({
    to: email,
    kind: "two_factor_disabled",
    subject: `Two-factor authentication is off for your ${config.productName} account`,
    text: [
      `Two-factor authentication was turned off for your ${config.productName} account.`,
      "",
      "Signing in now needs only your password.",
      "",
      "If it was not you, reset your password now, turn two-factor on again and contact support.",
    ].join("\n"),
  });
}

/** Replaces every recovery code after a fresh proof and returns the new ten (shown once); the owner is mailed. */
export async function regenerateRecoveryCodes(
  deps: TwoFactorDeps,
  options: {
    viewer: SessionContext;
    password: string | undefined;
    guard: PasswordCheckGuard;
    client: ClientInfo;
  },
): Promise<string[]> {
  const { db } = deps;
  await assertProofForFactorChange(db, options);
  const { userId } = options.viewer;
  const codes = await db.transaction(async (tx) => {
    // Under the factor's row lock: a Turn off racing with this must not leave codes without a factor.
    const [factor] = await tx
      .select({ userId: totpFactors.userId })
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
      .for("update");
    if (!factor) throw conflict(TWO_FACTOR_MESSAGES.notEnabled);
    await recordSignInMethodChange(tx, { userId, action: "two_factor.recovery_codes" });
    return replaceRecoveryCodes(tx, userId);
  });
  await mailSecurityNotice(deps, {
    to: options.viewer.email,
    event: "recovery_codes_regenerated",
    client: options.client,
  });
  return codes;
}

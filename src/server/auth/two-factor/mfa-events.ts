import type { FastifyBaseLogger } from "fastify";
import { writeAudit } from "../../audit/service";
import type { Db } from "../../db/client";

/** The factors that lift a session to aal2, as the audit log and the server log name them. */
export type SecondFactor = "totp" | "recovery_code" | "passkey";

/**
 * MFA_CHALLENGE_VERIFIED (the spec's auth event): a second factor was proved. It goes to the audit
 * log, which staff read and the user's archive holds, as well as to the server log.
 */
export async function recordChallengeVerified(
  db: Db,
  log: FastifyBaseLogger,
  event: {
    userId: string;
    factor: SecondFactor;
    purpose: "sign_in" | "enrolment";
    ip?: string | undefined;
  },
): Promise<void> {
  const { userId, factor, purpose } = event;
  log.info({ event: "MFA_CHALLENGE_VERIFIED", userId, factor, purpose }, "second factor verified");
  await writeAudit({
    db,
    actorId: userId,
    action: "auth.mfa_challenge_verified",
    targetType: "user",
    targetId: userId,
    after: { event: "MFA_CHALLENGE_VERIFIED", factor, purpose },
    ip: event.ip ?? null,
  });
}

/** A code used a second time: refused, and kept where staff look for attacks, not only in the server log. */
export async function recordChallengeReplayed(
  db: Db,
  log: FastifyBaseLogger,
  event: { userId: string; step: number; ip?: string | undefined },
): Promise<void> {
  log.warn(
    { event: "MFA_CHALLENGE_REPLAYED", userId: event.userId, step: event.step },
    "a two-factor code was used again and refused",
  );
  // Whoever sent it is unknown (the code may have been read over a shoulder): no actor, the user as target.
  await writeAudit({
    db,
    actorId: null,
    action: "auth.mfa_challenge_replayed",
    targetType: "user",
    targetId: event.userId,
    ip: event.ip ?? null,
  });
}

/**
 * A wrong code (or recovery code) at the sign-in step: the password was right, so whoever sent it
 * knows it. Each step dies after five, and the sign-in limits bound the steps, so entries stay few.
 */
export async function recordChallengeFailed(
  db: Db,
  log: FastifyBaseLogger,
  event: { userId: string; factor: Exclude<SecondFactor, "passkey">; ip: string },
): Promise<void> {
  log.warn(
    { event: "MFA_CHALLENGE_FAILED", userId: event.userId, factor: event.factor },
    "a wrong second factor was given",
  );
  await writeAudit({
    db,
    actorId: null,
    action: "auth.mfa_challenge_failed",
    targetType: "user",
    targetId: event.userId,
    after: { factor: event.factor },
    ip: event.ip,
  });
}

/** A change to how the account signs in (two-factor on or off, new recovery codes, a passkey added or removed). */
export async function recordSignInMethodChange(
  db: Db,
  change: {
    userId: string;
    action:
      | "two_factor.enable"
      | "two_factor.disable"
      | "two_factor.recovery_codes"
      | "passkey.add"
      | "passkey.remove";
    passkey?: { id: string; name: string };
  },
): Promise<void> {
  const { userId, action, passkey } = change;
  await writeAudit({
    db,
    actorId: userId,
    action,
    targetType: passkey ? "passkey" : "user",
    targetId: passkey?.id ?? userId,
    after: passkey ? { name: passkey.name } : null,
  });
}

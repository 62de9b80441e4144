import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { SIGNIN_MESSAGES } from "../../../contract/auth";
import type { AuthenticationCredential } from "../../../contract/passkeys";
import { profiles } from "../../db/schema";
import { AppError } from "../../errors";
import type { SessionContext } from "../sessions/sessions";
import { verifyAssertion } from "./assertion";
import type { RelyingParty } from "./ceremony";
import { recordChallengeVerified } from "../two-factor/mfa-events";
import { hitRateLimit } from "../rate-limit";
import type { AuthDeps, ClientInfo } from "../service";
import { grantSignIn } from "../sessions/grant";
import { rememberSignInBrowser } from "../sessions/sign-in-browser";

import { stampReauthentication } from "../sessions/recent-proof";

// Kept importable from here: Settings' steps (profile/account.ts) read it from this file.
export { hasRecentReauthentication, REAUTHENTICATION_MS } from "../sessions/recent-proof";

/**
 * Signs in with a passkey: no e-mail, no password, and no second-factor step either, since a
 * passkey is something the user has, unlocked by something they know or are (aal2). Attempts are
 * counted per IP like password sign-ins; a suspended account is refused once the passkey proved it.
 */
export async function signInWithPasskey(
  deps: AuthDeps,
  options: {
    rp: RelyingParty;
    challenge: string;
    response: AuthenticationCredential;
    rememberMe: boolean;
    client: ClientInfo;
    deviceTokens: string[];
    log: FastifyBaseLogger;
  },
) {
  const { db } = deps;
  const { userId } = await verifyAssertion(db, options);
  const [profile] = await db
    .select({ status: profiles.status })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile || profile.status === "suspended")
    throw new AppError("suspended", SIGNIN_MESSAGES.suspended, 403);

  const outcome = await grantSignIn(db, {
    userId,
    isPersistent: options.rememberMe,
    firstFactor: "passkey",
    client: options.client,
  });
  if (outcome.kind !== "session")
    throw new AppError("passkey_sign_in_failed", SIGNIN_MESSAGES.unexpected, 500);
  await db.update(profiles).set({ lastActiveAt: new Date() }).where(eq(profiles.id, userId));
  await recordChallengeVerified(db, options.log, {
    userId,
    factor: "passkey",
    purpose: "sign_in",
    ip: options.client.ip,
  });
  const deviceTokens = await rememberSignInBrowser(deps, {
    userId,
    tokens: options.deviceTokens,
    client: options.client,
  });
  return { ...outcome, deviceTokens };
}

/** Counts a passkey sign-in attempt from `ip`, under the password sign-in's per-IP allowance. */
export const hitPasskeySignInLimit = (deps: AuthDeps, ip: string) =>
  hitRateLimit(deps.db, `passkey-signin:ip:${ip}`, deps.config.rateLimits.signInPerIp);

/**
 * The signed-in user proves it is them again with one of their passkeys: the session records when
 * (steps such as turning two-factor off accept it instead of the password). Its aal stays as it was:
 * a passkey added from a stolen aal1 session must not lift that session past the staff gate.
 */
export async function reauthenticateWithPasskey(
  deps: AuthDeps,
  options: {
    rp: RelyingParty;
    challenge: string;
    response: AuthenticationCredential;
    viewer: SessionContext;
  },
): Promise<Date> {
  const { db } = deps;
  await verifyAssertion(db, { ...options, userId: options.viewer.userId });
  return stampReauthentication(db, options.viewer.sessionId, "passkey");
}

import { loadWebAuthn } from "./webauthn-library";
import { and, eq, lt, or, sql } from "drizzle-orm";
import { PASSKEY_MESSAGES, type AuthenticationCredential } from "../../../contract/passkeys";
import type { Db } from "../../db/client";
import { passkeys } from "../../db/schema";
import { AppError } from "../../errors";
import { passkeyNotVerified, type RelyingParty } from "./ceremony";
import { userHandleOf } from "./passkeys";

/**
 * An assertion (navigator.credentials.get()'s answer) checked against a stored passkey: what both
 * signing in and re-authenticating rest on.
 */

/**
 * Options for navigator.credentials.get(). Signing in passes no credentials (the browser offers the
 * site's discoverable passkeys); re-authenticating passes the signed-in user's own.
 */
export async function assertionOptions(db: Db, options: { rp: RelyingParty; userId?: string }) {
  const allowCredentials = options.userId
    ? await db
        .select({ id: passkeys.credentialId, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.userId, options.userId))
    : [];
  if (options.userId && allowCredentials.length === 0)
    throw new AppError("no_passkeys", PASSKEY_MESSAGES.noPasskeys, 409);
  return (await loadWebAuthn()).generateAuthenticationOptions({
    rpID: options.rp.id,
    allowCredentials,
    userVerification: "required",
  });
}

/**
 * Verifies `response` for `challenge` (origin, RP ID, signature, user verification) and moves the
 * passkey's counter on. Anything wrong is the same 400 in words: the caller learns nothing about
 * which part failed. Returns the owner of the passkey.
 */
export async function verifyAssertion(
  db: Db,
  options: {
    rp: RelyingParty;
    challenge: string;
    response: AuthenticationCredential;
    userId?: string;
  },
): Promise<{ userId: string; passkeyId: string }> {
  const { rp, challenge, response } = options;
  const [passkey] = await db
    .select()
    .from(passkeys)
    .where(
      options.userId
        ? and(eq(passkeys.credentialId, response.id), eq(passkeys.userId, options.userId))
        : eq(passkeys.credentialId, response.id),
    );
  if (!passkey) throw passkeyNotVerified();
  // The handle a discoverable credential returns names whom the authenticator created it for.
  const handle = response.response.userHandle;
  if (
    handle !== undefined &&
    handle !== Buffer.from(userHandleOf(passkey.userId)).toString("base64url")
  )
    throw passkeyNotVerified();

  let verification;
  try {
    verification = await (
      await loadWebAuthn()
    ).verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
  } catch {
    throw passkeyNotVerified();
  }
  if (!verification.verified) throw passkeyNotVerified();

  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  // The counter only moves forward (WebAuthn §6.1.1): checked again in the update, so of two
  // assertions racing with the same count, or a cloned authenticator's, only one is accepted.
  // Authenticators that keep no counter (synced passkeys) always say 0.
  const [updated] = await db
    .update(passkeys)
    .set({ counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(passkeys.id, passkey.id),
        or(lt(passkeys.counter, newCounter), sql`${newCounter} = 0 and ${passkeys.counter} = 0`),
      ),
    )
    .returning({ id: passkeys.id });
  if (!updated) throw passkeyNotVerified();
  return { userId: passkey.userId, passkeyId: passkey.id };
}

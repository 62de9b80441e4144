import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { loadWebAuthn } from "./webauthn-library";
import { and, asc, count, eq, ne } from "drizzle-orm";
import type { Passkey, RegisterPasskeyBody } from "../../../contract/passkeys";
import { PASSKEY_MESSAGES } from "../../../contract/passkeys";
import { IDENTITY_ERRORS } from "../../../contract/providers";
import type { Db } from "../../db/client";
import { identities, passkeys, profiles, users } from "../../db/schema";
import { AppError, conflict, isUniqueViolation, notFound } from "../../errors";
import { recordSignInMethodChange } from "../two-factor/mfa-events";
import { passkeyNotVerified, type RelyingParty } from "./ceremony";

/**
 * A passkey's user handle: the account id's bytes. The authenticator keeps it with a discoverable
 * credential and hands it back at sign-in, where it must name the credential's owner.
 */
export const userHandleOf = (userId: string) => new Uint8Array(Buffer.from(userId, "utf8"));

type PasskeyRow = typeof passkeys.$inferSelect;

export function toPasskey(
  row: Pick<PasskeyRow, "id" | "name" | "createdAt" | "lastUsedAt" | "backedUp">,
): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    isSynced: row.backedUp,
  };
}

export async function listPasskeys(db: Db, userId: string): Promise<Passkey[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
  return rows.map(toPasskey);
}

/**
 * Options for navigator.credentials.create(): a discoverable credential (residentKey required), so
 * the sign-in page can ask for "any passkey of this site" without an e-mail; the user's passkeys
 * are excluded so one authenticator is not registered twice.
 */
export async function passkeyRegistrationOptions(
  db: Db,
  options: { userId: string; rp: RelyingParty },
) {
  const [account] = await db
    .select({ email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, options.userId));
  if (!account) throw notFound();
  const existing = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, options.userId));
  return (await loadWebAuthn()).generateRegistrationOptions({
    rpName: options.rp.name,
    rpID: options.rp.id,
    userID: userHandleOf(options.userId),
    userName: account.email,
    userDisplayName: `${account.firstName} ${account.lastName}`.trim(),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
}

/**
 * Verifies the authenticator's answer to `challenge` and stores the passkey. User verification is
 * required even though the options only prefer it: a passkey signs in as two factors, which an
 * authenticator that does not verify its user (no PIN, no biometrics) cannot claim to be.
 */
export async function registerPasskey(
  db: Db,
  options: { userId: string; rp: RelyingParty; challenge: string; body: RegisterPasskeyBody },
): Promise<Passkey> {
  const { userId, rp, challenge, body } = options;
  let verification;
  try {
    verification = await (
      await loadWebAuthn()
    ).verifyRegistrationResponse({
      response: body.response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw passkeyNotVerified();
  }
  if (!verification.verified) throw passkeyNotVerified();
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const name = body.name ?? (await defaultPasskeyName(db, userId));
  try {
    const [row] = await db
      .insert(passkeys)
      .values({
        userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name,
      })
      .returning();
    if (!row) throw new AppError("passkey_not_saved", "The passkey could not be saved.", 500);
    await recordSignInMethodChange(db, { userId, action: "passkey.add", passkey: row });
    return toPasskey(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PASSKEY_MESSAGES.alreadyRegistered);
    throw error;
  }
}

/** "Passkey", then "Passkey 2", … when the form sent no name. */
async function defaultPasskeyName(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  const number = (row?.n ?? 0) + 1;
  return number === 1 ? "Passkey" : `Passkey ${number}`;
}

export async function renamePasskey(
  db: Db,
  options: { userId: string; id: string; name: string },
): Promise<Passkey> {
  const [row] = await db
    .update(passkeys)
    .set({ name: options.name })
    .where(and(eq(passkeys.id, options.id), eq(passkeys.userId, options.userId)))
    .returning();
  if (!row) throw notFound(PASSKEY_MESSAGES.notFound);
  return toPasskey(row);
}

/**
 * Removes a passkey unless it is the account's last way to sign in (no password, no linked
 * provider, no other passkey). The user's row is locked first: two removals racing for the last
 * two passkeys would otherwise each see the other one and leave the account with none.
 */
export async function deletePasskey(
  db: Db,
  options: { userId: string; id: string },
): Promise<{ name: string }> {
  const { userId, id } = options;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    const [passkey] = await tx
      .select({ id: passkeys.id, name: passkeys.name })
      .from(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
    if (!user || !passkey) throw notFound(PASSKEY_MESSAGES.notFound);
    if (user.passwordHash === null) {
      const [others] = await tx
        .select({ n: count() })
        .from(passkeys)
        .where(and(eq(passkeys.userId, userId), ne(passkeys.id, id)));
      const [linked] = await tx
        .select({ n: count() })
        .from(identities)
        .where(eq(identities.userId, userId));
      if ((others?.n ?? 0) === 0 && (linked?.n ?? 0) === 0) {
        throw new AppError(
          "single_identity_not_deletable",
          IDENTITY_ERRORS.single_identity_not_deletable,
          409,
        );
      }
    }
    await tx.delete(passkeys).where(eq(passkeys.id, id));
    await recordSignInMethodChange(tx, { userId, action: "passkey.remove", passkey });
    return { name: passkey.name };
  });
}

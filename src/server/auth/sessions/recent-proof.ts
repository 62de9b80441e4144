import { eq, sql } from "drizzle-orm";
import { PROFILE_MESSAGES } from "../../../contract/profile";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema";
import { AppError } from "../../errors";
import type { SessionContext, SessionProof } from "./sessions";
import { hasTwoFactor } from "./grant";

/** How long a re-authentication (or the sign-in itself) vouches for the session, for steps that ask for one. */
export const REAUTHENTICATION_MS = 5 * 60 * 1000;

/** Whether the viewer proved it was them (signed in, a passkey, a password) in the last five minutes. */
export function hasRecentReauthentication(
  viewer: Pick<SessionContext, "reauthenticatedAt">,
  now: Date = new Date(),
): boolean {
  const at = viewer.reauthenticatedAt;
  return at !== null && now.getTime() - at.getTime() <= REAUTHENTICATION_MS;
}

/** What a step answers when the session's proof is too old: the screen then asks "Confirm it's you". */
export const reauthenticationRequired = () =>
  new AppError("reauthentication_required", PROFILE_MESSAGES.reauthenticationRequired, 403);

/**
 * Adding or removing a way to sign in is what someone holding a stolen session would do to keep the
 * account: it asks for proof in the last five minutes, not only a session.
 */
export function assertRecentProof(viewer: Pick<SessionContext, "reauthenticatedAt">): void {
  if (!hasRecentReauthentication(viewer)) throw reauthenticationRequired();
}

/**
 * For a user with two-factor on, the session must have passed it (aal2). A session opened before the
 * factor was turned on, or by the password alone, must not add or remove a way to sign in: a new
 * passkey, provider or token would sign in without the code, and new recovery codes or turning the
 * factor off would remove it.
 */
export async function assertSecondFactorPassed(
  db: Db,
  viewer: Pick<SessionContext, "aal" | "userId">,
): Promise<void> {
  if (viewer.aal !== "aal2" && (await hasTwoFactor(db, viewer.userId)))
    throw secondFactorRequired();
}

export const secondFactorRequired = () =>
  new AppError(
    "second_factor_required",
    "Sign in again with your authenticator code or a passkey before changing how you sign in.",
    403,
  );

/** Recent proof, and the second factor when it is on: what adding or removing a way to sign in asks. */
export async function assertRecentStrongProof(
  db: Db,
  viewer: Pick<SessionContext, "reauthenticatedAt" | "aal" | "userId">,
): Promise<void> {
  assertRecentProof(viewer);
  await assertSecondFactorPassed(db, viewer);
}

/** Records on the session that its user just proved it was them again (a password, a passkey, a provider). */
export async function stampReauthentication(
  db: Db,
  sessionId: string,
  by: Exclude<SessionProof, "sign_in">,
): Promise<Date> {
  const [row] = await db
    .update(sessions)
    .set({ reauthenticatedAt: sql`now()`, reauthenticatedBy: by })
    .where(eq(sessions.id, sessionId))
    .returning({ reauthenticatedAt: sessions.reauthenticatedAt });
  if (!row?.reauthenticatedAt) throw new AppError("unauthorized", "Sign in to continue", 401);
  return row.reauthenticatedAt;
}

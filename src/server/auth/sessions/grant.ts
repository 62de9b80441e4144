import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authFlows, totpFactors } from "../../db/schema";
import { createSession, type SessionAal } from "./sessions";
import { hashToken, newOpaqueToken } from "./tokens";

/** How long the second-factor step may wait after the first factor was accepted. */
export const SECOND_FACTOR_STEP_MS = 5 * 60 * 1000;
export const SECOND_FACTOR_FLOW = "second_factor";

/** What the second-factor step keeps between the first factor and the code (auth_flows.data). */
export interface SecondFactorFlowData {
  isPersistent: boolean;
  firstFactor: FirstFactor;
}

export type FirstFactor = "password" | "provider";

export type SignInOutcome =
  | { kind: "session"; userId: string; token: string; expiresAt: Date; isPersistent: boolean }
  /** The user has two-factor on: no session yet, only the token of the step that asks for a code. */
  | { kind: "second_factor"; userId: string; stepToken: string; expiresAt: Date };

export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const [factor] = await db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  return factor !== undefined;
}

/**
 * What every way of signing in ends with once its first factor is proved (a password, a provider's
 * ID token): a session when the user has no second factor, otherwise the second-factor step, so no
 * way in skips the code. A passkey is both factors and asks for a session at aal2 directly.
 */
export async function grantSignIn(
  db: Db,
  options: {
    userId: string;
    isPersistent: boolean;
    firstFactor: FirstFactor | "passkey";
    client: { ip: string; userAgent?: string | undefined };
  },
): Promise<SignInOutcome> {
  const { userId, isPersistent, firstFactor, client } = options;
  if (firstFactor !== "passkey" && (await hasTwoFactor(db, userId))) {
    const stepToken = newOpaqueToken();
    const expiresAt = new Date(Date.now() + SECOND_FACTOR_STEP_MS);
    const data: SecondFactorFlowData = { isPersistent, firstFactor };
    await db.insert(authFlows).values({
      kind: SECOND_FACTOR_FLOW,
      tokenHash: hashToken(stepToken),
      userId,
      data: { ...data },
      expiresAt,
    });
    return { kind: "second_factor", userId, stepToken, expiresAt };
  }
  const aal: SessionAal = firstFactor === "passkey" ? "aal2" : "aal1";
  const session = await createSession(db, {
    userId,
    isPersistent,
    aal,
    provenNow: true,
    ...client,
  });
  return { kind: "session", userId, ...session, isPersistent };
}

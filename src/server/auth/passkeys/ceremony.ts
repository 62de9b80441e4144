import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { PASSKEY_MESSAGES } from "../../../contract/passkeys";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { authFlows } from "../../db/schema";
import { AppError } from "../../errors";
import { hashToken, newOpaqueToken } from "../sessions/tokens";

/**
 * What the passkey ceremonies share: who the relying party is, and the challenge kept between the
 * options and the answer (auth_flows, five minutes, spent by the answer whether it verifies or not).
 */

/** A WebAuthn ceremony; each has its own cookie, so one in another tab does not spoil this one. */
export type CeremonyKind =
  "webauthn_registration" | "webauthn_authentication" | "webauthn_reauthentication";

/** Long enough to find the phone or the security key; @simplewebauthn's own default timeout is 60 s. */
export const CEREMONY_MS = 5 * 60 * 1000;

const COOKIE_OF: Record<CeremonyKind, string> = {
  webauthn_registration: "vitalog_passkey_registration",
  webauthn_authentication: "vitalog_passkey_authentication",
  webauthn_reauthentication: "vitalog_passkey_reauthentication",
};
const COOKIE_PATH = "/api/auth/passkeys";

export interface RelyingParty {
  /** The RP ID: the site's host name, which the credential is bound to. */
  id: string;
  /** The origin the browser must report in clientDataJSON. */
  origin: string;
  name: string;
}

/**
 * The configured public URL names the site when set (behind a proxy the request's Host may be an
 * internal name); otherwise the request's own host, as on a developer's localhost.
 */
export function relyingPartyOf(
  request: FastifyRequest,
  config: Pick<Config, "publicUrl" | "productName">,
): RelyingParty {
  const url = new URL(
    config.publicUrl ?? `${request.protocol}://${request.headers.host ?? "localhost"}`,
  );
  return { id: url.hostname, origin: url.origin, name: config.productName };
}

export const passkeyNotVerified = () =>
  new AppError("passkey_not_verified", PASSKEY_MESSAGES.notVerified, 400);

/** Keeps `challenge` for the ceremony and gives this browser the cookie that names it. */
export async function startCeremony(
  db: Db,
  reply: FastifyReply,
  request: FastifyRequest,
  options: { kind: CeremonyKind; userId: string | null; challenge: string },
): Promise<void> {
  const token = newOpaqueToken();
  await db.insert(authFlows).values({
    kind: options.kind,
    tokenHash: hashToken(token),
    userId: options.userId,
    data: { challenge: options.challenge },
    expiresAt: new Date(Date.now() + CEREMONY_MS),
  });
  reply.setCookie(COOKIE_OF[options.kind], token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
    maxAge: CEREMONY_MS / 1000,
  });
}

/**
 * The challenge of this browser's ceremony, deleted as it is read: one statement, so of two answers
 * racing with one challenge only one gets it (a replay finds nothing). A ceremony begun by a
 * signed-in user is finished only by that user (`userId`); a sign-in's has none.
 */
export async function takeChallenge(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { kind: CeremonyKind; userId: string | null },
): Promise<string> {
  const cookie = COOKIE_OF[options.kind];
  const token = request.cookies[cookie];
  reply.clearCookie(cookie, { path: COOKIE_PATH });
  if (!token) throw new AppError("passkey_expired", PASSKEY_MESSAGES.expired, 400);
  const [flow] = await db
    .delete(authFlows)
    .where(
      and(
        eq(authFlows.tokenHash, hashToken(token)),
        eq(authFlows.kind, options.kind),
        options.userId === null ? isNull(authFlows.userId) : eq(authFlows.userId, options.userId),
        gt(authFlows.expiresAt, sql`now()`),
      ),
    )
    .returning({ data: authFlows.data });
  const challenge = flow?.data.challenge;
  if (typeof challenge !== "string")
    throw new AppError("passkey_expired", PASSKEY_MESSAGES.expired, 400);
  return challenge;
}

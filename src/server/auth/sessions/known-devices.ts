import { and, eq, gt, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { knownDevices } from "../../db/schema";
import { authCookiesOf, isSecureCookie } from "./cookie-names";
import { hashToken, newOpaqueToken } from "./tokens";
import { DAY_MS } from "../../../domain/calendar";

/**
 * Browsers that signed in to an account before (OWASP ASVS 2.2.1, soft lockout). Their cookie lets
 * the owner past the per-account sign-in limit that slows a guesser, so guessing at an account
 * cannot lock its owner out; unknown browsers keep that limit.
 */

/** Half a year, extended by each sign-in: a browser used now and then stays known. */
const KNOWN_DEVICE_MS = 180 * DAY_MS;
/** A shared family computer signs in to a few accounts; past this the least recent is forgotten. */
const MAX_ACCOUNTS_PER_BROWSER = 5;
/** newOpaqueToken's shape; anything else in the cookie is ignored rather than looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Looked up in place of a missing account, so an unknown e-mail costs the same query as a real one. */
const NO_USER = "00000000-0000-0000-0000-000000000000";

/** The device tokens this browser carries, most recently used account first. */
export function readDeviceTokens(request: FastifyRequest): string[] {
  const value = request.cookies[authCookiesOf(request).device] ?? "";
  return value
    .split(".")
    .filter((token) => TOKEN_PATTERN.test(token))
    .slice(0, MAX_ACCOUNTS_PER_BROWSER);
}

/** One cookie for every account of the browser: only /api/auth reads it, httpOnly so no script does. */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: string[],
): void {
  reply.setCookie(authCookiesOf(request).device, tokens.join("."), {
    path: "/api/auth",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureCookie(request),
    expires: new Date(Date.now() + KNOWN_DEVICE_MS),
  });
}

/** The unexpired known device of `userId` among the browser's tokens, or null. */
export async function findKnownDevice(
  db: Db,
  userId: string | undefined,
  tokens: string[],
): Promise<{ id: string; token: string } | null> {
  if (tokens.length === 0) return null;
  const byHash = new Map(tokens.map((token) => [hashToken(token), token]));
  const [row] = await db
    .select({ id: knownDevices.id, tokenHash: knownDevices.tokenHash })
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.userId, userId ?? NO_USER),
        inArray(knownDevices.tokenHash, [...byHash.keys()]),
        gt(knownDevices.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const token = row && byHash.get(row.tokenHash);
  return row && token ? { id: row.id, token } : null;
}

/**
 * Marks the browser as known for `userId` after it proved the password (or the mailbox): the
 * account's token is extended, or a new one made, and put first in the returned cookie tokens.
 */
export async function rememberDevice(
  db: Db,
  options: { userId: string; tokens: string[] },
): Promise<string[]> {
  const known = await findKnownDevice(db, options.userId, options.tokens);
  const expiresAt = new Date(Date.now() + KNOWN_DEVICE_MS);
  let token: string;
  if (known) {
    token = known.token;
    await db
      .update(knownDevices)
      .set({ lastUsedAt: new Date(), expiresAt })
      .where(eq(knownDevices.id, known.id));
  } else {
    token = newOpaqueToken();
    await db
      .insert(knownDevices)
      .values({ userId: options.userId, tokenHash: hashToken(token), expiresAt });
  }
  return [token, ...options.tokens.filter((other) => other !== token)].slice(
    0,
    MAX_ACCOUNTS_PER_BROWSER,
  );
}

/** rememberDevice, and forgets every other known device of the user (see resetPassword for why). */
export async function trustOnlyThisDevice(
  db: Db,
  options: { userId: string; tokens: string[] },
): Promise<string[]> {
  const tokens = await rememberDevice(db, options);
  const keptHashes = tokens.map(hashToken);
  await db
    .delete(knownDevices)
    .where(
      and(eq(knownDevices.userId, options.userId), notInArray(knownDevices.tokenHash, keptHashes)),
    );
  return tokens;
}

export async function purgeExpiredDevices(db: Db): Promise<void> {
  await db.delete(knownDevices).where(lt(knownDevices.expiresAt, sql`now()`));
}

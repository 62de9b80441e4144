import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { API_TOKEN_PREFIX } from "../../contract/api-tokens";
import { hitRateLimit, rateLimitHeaders } from "../auth/rate-limit";
import type { TokenDoor } from "../auth/plugin";
import { accountLetsIn, type SessionContext } from "../auth/sessions/sessions";
import { hashToken } from "../auth/sessions/tokens";
import type { RateLimitRule } from "../config";
import type { Db } from "../db/client";
import { apiTokens, profiles, users } from "../db/schema";
import { preparedFor } from "../db/sql";
import { AppError } from "../errors";
import { assertPlanHasFeature } from "../plans/limits";
import { isApiV1Route, isTokenRequest, READ_METHODS } from "./v1-routing";

declare module "fastify" {
  interface FastifyRequest {
    /** The personal access token of a /api/v1 request (null for the app's own requests). */
    apiTokenId: string | null;
  }
}

/** `vtl_` and 32 random bytes in base64url: anything else is refused before the database is asked. */
const BEARER = new RegExp(`^Bearer (${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43})$`, "i");
/** last_used_at is a hint for the owner's list; once a minute is fresh enough and spares a write per call. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/** A token without expiry still needs a date where the session context has one; nothing reads it. */
const NO_EXPIRY = new Date(8_640_000_000_000_000);

/** A 401 that names the scheme (RFC 6750 §3), so a client knows to send a bearer token. */
class InvalidTokenError extends AppError {
  constructor(message: string) {
    super("invalid_token", message, 401);
  }

  override get headers(): Record<string, string> {
    return { "www-authenticate": 'Bearer realm="api"' };
  }
}

const tokenQuery = (db: Db, name: string) =>
  db
    .select({
      id: apiTokens.id,
      userId: apiTokens.userId,
      scope: apiTokens.scope,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      lastUsedAt: apiTokens.lastUsedAt,
      email: users.email,
      timeZone: profiles.timeZone,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .innerJoin(profiles, eq(profiles.id, apiTokens.userId))
    // A suspended owner's token is refused by the same rule as their sessions.
    .where(and(eq(apiTokens.tokenHash, sql.placeholder("tokenHash")), accountLetsIn))
    .limit(1)
    .prepare(name);

type TokenRow = NonNullable<Awaited<ReturnType<ReturnType<typeof tokenQuery>["execute"]>>[number]>;

/** The token's row when it is live and its owner is not suspended; null otherwise, whichever the reason. */
async function findLiveToken(db: Db, token: string, now: Date): Promise<TokenRow | null> {
  const [row] = await preparedFor(db, "api_token_by_hash", tokenQuery).execute({
    tokenHash: hashToken(token),
  });
  if (!row || row.revokedAt !== null || (row.expiresAt !== null && row.expiresAt <= now))
    return null;
  return row;
}

async function touchToken(db: Db, row: TokenRow, now: Date): Promise<void> {
  if (row.lastUsedAt !== null && now.getTime() - row.lastUsedAt.getTime() < TOUCH_INTERVAL_MS)
    return;
  const staleBefore = new Date(now.getTime() - TOUCH_INTERVAL_MS);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, row.id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore)),
      ),
    );
}

/** The viewer a token stands for: its owner at aal1 with no proof of presence, never a browser session. */
function viewerOfToken(row: TokenRow): SessionContext {
  return {
    // The token's own id: no sessions row has it, so anything keyed by session finds nothing.
    sessionId: row.id,
    userId: row.userId,
    email: row.email,
    timeZone: row.timeZone,
    isPersistent: false,
    expiresAt: row.expiresAt ?? NO_EXPIRY,
    aal: "aal1",
    reauthenticatedAt: null,
    reauthenticatedBy: null,
  };
}

/**
 * Judges a /api/v1 request by its bearer token alone (cookies are never read, so a browser's session
 * cannot ride along and no cross-site request can use one). In order: a route not declared for tokens is
 * 404 as if it did not exist; no, unknown, expired or revoked token, or a suspended owner, 401; past the
 * token's rate, 429; a write with a read token, 403; a plan in force without api_access, 403 with the
 * plan-limit body. Runs in onRequest, before the body is read. Every answer past the token check says
 * where the token stands in its minute (RateLimit-*), the 429 too.
 */
export async function authenticateTokenRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { db: Db; rateLimit: RateLimitRule },
): Promise<void> {
  const { db } = options;
  if (!isApiV1Route(request)) {
    throw new AppError("not_found", `No route ${request.method} ${request.originalUrl}`, 404);
  }
  const token = BEARER.exec(request.headers.authorization ?? "")?.[1];
  if (!token) throw new InvalidTokenError("Send your API token as Authorization: Bearer <token>.");
  const now = new Date();
  const row = await findLiveToken(db, token, now);
  if (!row)
    throw new InvalidTokenError("This API token is not valid: it is unknown, expired or revoked.");
  void reply.headers(
    rateLimitHeaders(await hitRateLimit(db, `api-token:${row.id}`, options.rateLimit)),
  );
  if (row.scope === "read" && !READ_METHODS.has(request.method)) {
    throw new AppError(
      "insufficient_scope",
      "This token can only read. Make a read and write token to change data.",
      403,
    );
  }
  await assertPlanHasFeature(db, row.userId, "api_access");
  await touchToken(db, row, now);
  request.apiTokenId = row.id;
  request.viewer = viewerOfToken(row);
}

/** The auth plugin's door for /api/v1 requests, given to it by the composition root (app.ts). */
export const tokenDoor = (options: { db: Db; rateLimit: RateLimitRule }): TokenDoor => ({
  takes: isTokenRequest,
  authenticate: (request, reply) => authenticateTokenRequest(request, reply, options),
});

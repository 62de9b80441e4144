import { and, asc, count, eq, gt, isNull, or } from "drizzle-orm";
import {
  API_TOKEN_LIMIT,
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  type ApiToken,
  type CreateApiTokenBody,
  type CreatedApiToken,
} from "../../contract/api-tokens";
import { writeAudit } from "../audit/service";
import { assertRecentStrongProof } from "../auth/sessions/recent-proof";
import type { SessionContext } from "../auth/sessions/sessions";
import { hashToken, newOpaqueToken } from "../auth/sessions/tokens";
import type { Db } from "../db/client";
import { apiTokens, users } from "../db/schema";
import { conflict, notFound } from "../errors";
import { assertPlanHasFeature } from "../plans/limits";
import { DAY_MS } from "../../domain/calendar";

/** Characters of the token kept in clear for the list: the marker and 8 of its 43 random ones (48 of 256 bits). */
const SHOWN_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 8;

type TokenRow = typeof apiTokens.$inferSelect;

export function toApiToken(row: TokenRow, now = new Date()): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isExpired: row.expiresAt !== null && row.expiresAt <= now,
  };
}

/** A token that is neither revoked nor past its expiry. */
const isLive = (now: Date) =>
  and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)));

/** The user's tokens that were not revoked, expired ones too (so the owner sees why a script stopped). */
export async function listApiTokens(db: Db, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(asc(apiTokens.createdAt));
  const now = new Date();
  return rows.map((row) => toApiToken(row, now));
}

/**
 * Makes a token and returns it, the only time it is ever readable. The user's row is locked while the
 * live tokens are counted, so two tabs cannot both make the 20th. A token is a way in that outlives
 * the session, so it asks what adding a way to sign in asks (proof in the last five minutes, and the
 * second factor when it is on): a stolen cookie alone cannot turn itself into a token.
 */
export async function createApiToken(
  db: Db,
  options: {
    viewer: Pick<SessionContext, "userId" | "reauthenticatedAt" | "aal">;
    body: CreateApiTokenBody;
    ip: string;
  },
): Promise<CreatedApiToken> {
  const { viewer, body } = options;
  const { userId } = viewer;
  // The plan first: a plan without API access is told so, not asked for a password it cannot use.
  await assertPlanHasFeature(db, userId, "api_access");
  await assertRecentStrongProof(db, viewer);
  const token = `${API_TOKEN_PREFIX}${newOpaqueToken()}`;
  const now = new Date();
  const expiresAt =
    body.expiry === "never" ? null : new Date(now.getTime() + Number(body.expiry) * DAY_MS);
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [live] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, userId), isLive(now)));
    if ((live?.n ?? 0) >= API_TOKEN_LIMIT) throw conflict(API_TOKEN_MESSAGES.tooMany);
    const [inserted] = await tx
      .insert(apiTokens)
      .values({
        userId,
        name: body.name,
        tokenHash: hashToken(token),
        prefix: token.slice(0, SHOWN_PREFIX_LENGTH),
        scope: body.scope,
        expiresAt,
      })
      .returning();
    // Never the token, only what names it: the log is read by staff.
    await writeAudit({
      db: tx,
      actorId: userId,
      action: "api_token.create",
      targetType: "api_token",
      targetId: inserted!.id,
      after: {
        name: body.name,
        scope: body.scope,
        prefix: inserted!.prefix,
        expiresAt: expiresAt?.toISOString() ?? null,
      },
      ip: options.ip,
    });
    return inserted!;
  });
  return { token, apiToken: toApiToken(row, now) };
}

/** Revokes one of the user's tokens; someone else's id is answered as unknown, never as forbidden. */
export async function revokeApiToken(
  db: Db,
  options: { userId: string; id: string; ip: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(apiTokens.id, options.id),
          eq(apiTokens.userId, options.userId),
          isNull(apiTokens.revokedAt),
        ),
      )
      .returning({ id: apiTokens.id, name: apiTokens.name, prefix: apiTokens.prefix });
    const [token] = revoked;
    if (!token) throw notFound(API_TOKEN_MESSAGES.notFound);
    await writeAudit({
      db: tx,
      actorId: options.userId,
      action: "api_token.revoke",
      targetType: "api_token",
      targetId: token.id,
      before: { name: token.name, prefix: token.prefix },
      ip: options.ip,
    });
  });
}

import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authFlows } from "../../db/schema";
import { hashToken, newOpaqueToken } from "../sessions/tokens";

/** The provider steps kept in auth_flows between requests. */
export const PROVIDER_FLOWS = {
  /** state, nonce and PKCE verifier of one trip to the provider and back. */
  roundTrip: "provider_round_trip",
  /** A first sign-in waiting for the date of birth and the terms. */
  signUp: "provider_signup",
  /** A provider whose e-mail is an existing account's, waiting for that account's password. */
  link: "provider_link",
} as const;
export type ProviderFlowKind = (typeof PROVIDER_FLOWS)[keyof typeof PROVIDER_FLOWS];

/** A trip to the provider should take a minute; ten leave room for a slow login there. */
export const ROUND_TRIP_MS = 10 * 60 * 1000;
/** Time to type a date of birth or a password. */
export const PENDING_MS = 30 * 60 * 1000;

export interface ProviderFlow<T> {
  id: string;
  userId: string | null;
  data: T;
  attempts: number;
}

export async function createFlow(
  db: Db,
  options: { kind: ProviderFlowKind; userId?: string | null; data: object; lifetimeMs: number },
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(authFlows).values({
    kind: options.kind,
    tokenHash: hashToken(token),
    userId: options.userId ?? null,
    data: { ...options.data },
    expiresAt: new Date(Date.now() + options.lifetimeMs),
  });
  return token;
}

const openFlow = (kind: ProviderFlowKind, token: string) =>
  and(
    eq(authFlows.kind, kind),
    eq(authFlows.tokenHash, hashToken(token)),
    gt(authFlows.expiresAt, sql`now()`),
  );

/** Reads an unexpired flow without spending it (a page asking what is pending, a wrong password). */
export async function readFlow<T>(
  db: Db,
  kind: ProviderFlowKind,
  token: string | undefined,
): Promise<ProviderFlow<T> | undefined> {
  if (!token) return undefined;
  const [row] = await db.select().from(authFlows).where(openFlow(kind, token));
  return row
    ? { id: row.id, userId: row.userId, data: row.data as T, attempts: row.attempts }
    : undefined;
}

/** Spends the flow: of two requests with one token, only one gets it (one delete … returning). */
export async function takeFlow<T>(
  db: Db,
  kind: ProviderFlowKind,
  token: string | undefined,
): Promise<ProviderFlow<T> | undefined> {
  if (!token) return undefined;
  const [row] = await db.delete(authFlows).where(openFlow(kind, token)).returning();
  return row
    ? { id: row.id, userId: row.userId, data: row.data as T, attempts: row.attempts }
    : undefined;
}

/** Counts a wrong answer against the flow; returns the count so far. */
export async function countFlowAttempt(db: Db, flowId: string): Promise<number> {
  const [row] = await db
    .update(authFlows)
    .set({ attempts: sql`${authFlows.attempts} + 1` })
    .where(eq(authFlows.id, flowId))
    .returning({ attempts: authFlows.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

export async function dropFlow(db: Db, flowId: string): Promise<void> {
  await db.delete(authFlows).where(eq(authFlows.id, flowId));
}

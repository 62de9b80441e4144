import { and, eq, gt, lt, ne, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { HeldRole } from "../../../domain/permissions";
import type { Db } from "../../db/client";
import { jsonColumn, preparedFor } from "../../db/sql";
import { profiles, sessions, users } from "../../db/schema";
import { hashToken, newOpaqueToken } from "./tokens";
import { DAY_MS } from "../../../domain/calendar";

/** "Remember me": 30 days, sliding with use. */
export const PERSISTENT_SESSION_MS = 30 * DAY_MS;
/** Without "remember me" the cookie dies with the browser; the server also forgets it after a day idle. */
export const BROWSER_SESSION_MS = DAY_MS;
/** Writes on every request would make each read a write; once a minute is fresh enough for "last active". */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionContext {
  sessionId: string;
  userId: string;
  email: string;
  /** The user's own time zone (profiles.time_zone), read with the session: most pages ask for "today". */
  timeZone: string;
  isPersistent: boolean;
  expiresAt: Date;
  /** aal2 when a second factor was verified at sign-in (a code after the password, or a passkey). */
  aal: SessionAal;
  /** When the user last proved it was them again in this session, for steps that ask (null: never). */
  reauthenticatedAt: Date | null;
  /** What that proof was (null: none, or a session older than the distinction). */
  reauthenticatedBy: SessionProof | null;
  /** Set when the session was extended by this request: the cookie must be sent again. */
  renewedToken?: string;
  /**
   * Read with the session when the request asked (`staffFacts`, the staff routes), so their guard
   * judges the viewer without a second query (src/server/rbac/guards.ts).
   */
  staffFacts?: {
    emailVerified: boolean;
    roles: HeldRole[];
    twoFactorRequired: boolean;
    hasTwoFactor: boolean;
  };
}

/**
 * The SQL of a staff route's facts, read in the session's query. The rules are rbac's (roles) and
 * admin-security's (the staff two-factor requirement), which build on auth: the composition root
 * hands them to the auth plugin (STAFF_FACTS in src/server/features.ts) rather than auth importing them.
 */
export interface StaffFactsSql {
  /** Every role the user (an SQL expression) holds, with its permissions, as one json array. */
  roles(userId: SQL): SQL;
  /** Whether the organisation requires two-factor of staff. */
  twoFactorRequired: SQL;
  /** Whether the user (an SQL expression) has a second factor. */
  hasTwoFactor(userId: SQL): SQL;
}

export type SessionAal = "aal1" | "aal2";
export type SessionProof = NonNullable<typeof sessions.$inferSelect.reauthenticatedBy>;

/** Whether an account lets its sessions and API tokens in: any status but suspended (SQL over profiles). */
export const accountLetsIn: SQL = ne(profiles.status, "suspended");

/**
 * Whether a session still lets its user in: not expired, and its account lets it in. The one rule for
 * a request's cookie (resolveSession), a socket before each delivery (socket-check.ts) and the list of
 * one's sessions (profile/sessions.ts), written as SQL because each judges it inside the query that
 * reads the session (joined with profiles).
 */
export const sessionLives = (now: SQLWrapper): SQL =>
  and(gt(sessions.expiresAt, now), accountLetsIn)!;

export function sessionLifetime(isPersistent: boolean): number {
  return isPersistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS;
}

export async function createSession(
  db: Db,
  options: {
    userId: string;
    isPersistent: boolean;
    aal?: SessionAal;
    /** A sign-in just proved it is the user: steps that ask for recent proof accept the next five minutes. */
    provenNow?: boolean;
    userAgent?: string | undefined;
    ip?: string | undefined;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + sessionLifetime(options.isPersistent));
  await db.insert(sessions).values({
    userId: options.userId,
    tokenHash: hashToken(token),
    isPersistent: options.isPersistent,
    aal: options.aal ?? "aal1",
    reauthenticatedAt: options.provenNow ? new Date() : null,
    reauthenticatedBy: options.provenNow ? "sign_in" : null,
    expiresAt,
    userAgent: options.userAgent?.slice(0, 300),
    ip: options.ip,
  });
  return { token, expiresAt };
}

/**
 * The signed-in user behind a cookie token, or null when the session is unknown, expired, or the
 * account is suspended. Extends the session when less than half its lifetime is left, unless the
 * answer cannot carry the renewed cookie (`canRenew: false`): the cookie would then expire before it.
 */
/**
 * The session lookup every signed-in request makes, prepared once per database and kind of viewer
 * (preparedFor): Drizzle skips building the SQL per request, PostgreSQL keeps it parsed per connection.
 */
function sessionQuery(db: Db, staffFacts: StaffFactsSql | undefined, name: string) {
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      email: users.email,
      isPersistent: sessions.isPersistent,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      aal: sessions.aal,
      reauthenticatedAt: sessions.reauthenticatedAt,
      reauthenticatedBy: sessions.reauthenticatedBy,
      timeZone: profiles.timeZone,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      roles: staffFacts
        ? sql<HeldRole[] | string>`${staffFacts.roles(sql`${users.id}`)}`
        : sql<null>`null`,
      // The staff two-factor requirement (issue 13), judged by the same guard.
      twoFactorRequired: staffFacts
        ? sql<boolean>`${staffFacts.twoFactorRequired}`
        : sql<boolean>`false`,
      hasTwoFactor: staffFacts
        ? sql<boolean>`${staffFacts.hasTwoFactor(sql`${users.id}`)}`
        : sql<boolean>`false`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        sessionLives(sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare(name);
}

const sessionAlone = (db: Db, name: string) => sessionQuery(db, undefined, name);

export async function resolveSession(
  db: Db,
  token: string,
  options: { canRenew?: boolean; staffFacts?: StaffFactsSql | undefined } = {},
): Promise<SessionContext | null> {
  const { staffFacts } = options;
  // Prepared once per database: an app hands over one StaffFactsSql, so the first is the only one.
  const query = staffFacts
    ? preparedFor(db, "resolve_session_with_roles", (db, name) =>
        sessionQuery(db, staffFacts, name),
      )
    : preparedFor(db, "resolve_session", sessionAlone);
  const [row] = await query.execute({ tokenHash: hashToken(token), now: new Date() });
  if (!row) return null;

  const now = Date.now();
  const lifetime = sessionLifetime(row.isPersistent);
  const isNearExpiry = options.canRenew !== false && row.expiresAt.getTime() - now < lifetime / 2;
  const isStale = now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS;
  const context: SessionContext = {
    sessionId: row.sessionId,
    userId: row.userId,
    email: row.email,
    timeZone: row.timeZone,
    isPersistent: row.isPersistent,
    expiresAt: row.expiresAt,
    aal: row.aal,
    reauthenticatedAt: row.reauthenticatedAt,
    reauthenticatedBy: row.reauthenticatedBy,
  };
  if (row.roles !== null) {
    context.staffFacts = {
      emailVerified: row.emailVerified,
      roles: jsonColumn(row.roles),
      twoFactorRequired: row.twoFactorRequired,
      hasTwoFactor: row.hasTwoFactor,
    };
  }
  if (isNearExpiry) {
    context.expiresAt = new Date(now + lifetime);
    context.renewedToken = token;
  }
  if (isNearExpiry || isStale) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt: context.expiresAt })
      .where(eq(sessions.id, row.sessionId));
    await db
      .update(profiles)
      .set({ lastActiveAt: new Date(now) })
      .where(eq(profiles.id, row.userId));
  }
  return context;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user at once (password reset, suspension, staff ending them); returns how many. */
export async function revokeAllSessions(db: Db, userId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

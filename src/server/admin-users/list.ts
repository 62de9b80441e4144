import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  INACTIVE_AFTER_DAYS,
  type AdminUser,
  type UserListFilter,
  type UserListResponse,
} from "../../contract/admin-users";
import type { Db } from "../db/client";
import { plans, profiles, roles, userRoles, users } from "../db/schema";
import { fieldError } from "../errors";
import { hasTwoFactorSql } from "../admin-security/two-factor-facts";
import { userFilter } from "./search";
import { DAY_MS } from "../../domain/calendar";

/** Rows are ordered newest first by (created_at, id): the keyset the indexes serve. */
const userColumns = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: users.email,
  status: profiles.status,
  planId: profiles.planId,
  planName: plans.name,
  planStatus: profiles.planStatus,
  priceMonthly: plans.priceMonthly,
  lastActiveAt: profiles.lastActiveAt,
  createdAt: profiles.createdAt,
  hasTwoFactor: sql<boolean>`${hasTwoFactorSql(sql`${users.id}`)}`,
  /** Full-precision timestamp for the cursor (a JS Date would drop the microseconds). */
  cursorAt: sql<string>`${profiles.createdAt}::text`,
};

export type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

export function toAdminUser(row: UserRow, now = Date.now()): Omit<AdminUser, "staffLevel"> {
  const daysSinceLastActive = row.lastActiveAt
    ? Math.floor((now - row.lastActiveAt.getTime()) / DAY_MS)
    : null;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    status: row.status,
    planId: row.planId,
    planName: row.planName,
    planStatus: row.planStatus,
    priceMonthly: row.priceMonthly,
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
    activityStatus:
      daysSinceLastActive === null
        ? "never"
        : daysSinceLastActive >= INACTIVE_AFTER_DAYS
          ? "inactive"
          : "active",
    daysSinceLastActive,
    daysSinceSignup: Math.floor((now - row.createdAt.getTime()) / DAY_MS),
    createdAt: row.createdAt.toISOString(),
    hasTwoFactor: row.hasTwoFactor,
  };
}

export function selectUsers(db: Db) {
  return db
    .select(userColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(plans, eq(plans.id, profiles.planId))
    .$dynamic();
}

const encodeCursor = (row: { cursorAt: string; id: string }) =>
  Buffer.from(JSON.stringify([row.cursorAt, row.id])).toString("base64url");

/**
 * A timestamp PostgreSQL will take: the shape alone let "2026-13-45 99:99" through to the cast, a 500.
 * The calendar day must survive a round trip (no 30 February), in UTC as the cursor writes it.
 */
function isRealTime(at: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})[ T]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:?\d{2})?)?$/.exec(
    at,
  );
  if (!match) return false;
  const iso = at.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00");
  const time = Date.parse(iso);
  return (
    Number.isFinite(time) &&
    (!/(Z|\+00(:?00)?)$/.test(at) || new Date(time).toISOString().startsWith(match[1]!))
  );
}

function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (
      typeof at === "string" &&
      isRealTime(at) &&
      typeof id === "string" &&
      /^[0-9a-f-]{36}$/i.test(id)
    ) {
      return { at, id };
    }
  } catch {
    // fall through to the 400 below
  }
  throw fieldError("cursor", "This page link is no longer valid; start again from the first page");
}

/** One page of the user table, with the counts the screen shows above it. */
export async function listUsers(
  db: Db,
  options: UserListFilter & { cursor?: string | undefined; limit: number },
): Promise<UserListResponse> {
  const where = userFilter(options);
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const keyset = after
    ? sql`(${profiles.createdAt}, ${profiles.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const rows = await selectUsers(db)
    .where(and(where, keyset))
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${profiles.status} = 'active'))::int`,
    })
    .from(profiles);
  const matching = where
    ? ((
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(profiles)
          .where(where)
      )[0]?.n ?? 0)
    : (counts?.total ?? 0);
  const last = page[page.length - 1];
  return {
    users: await withStaffLevels(
      db,
      page.map((row) => toAdminUser(row)),
    ),
    matching,
    totalUsers: counts?.total ?? 0,
    activeUsers: counts?.active ?? 0,
    nextCursor: rows.length > options.limit && last ? encodeCursor(last) : null,
  };
}

export async function getAdminUser(db: Db, id: string): Promise<AdminUser | null> {
  const [row] = await selectUsers(db).where(eq(profiles.id, id));
  return row ? ((await withStaffLevels(db, [toAdminUser(row)]))[0] ?? null) : null;
}

/** Adds each user's effective staff level (as rbac's effectiveLevelOf), in one query for the page. */
async function withStaffLevels(
  db: Db,
  page: Omit<AdminUser, "staffLevel">[],
): Promise<AdminUser[]> {
  if (page.length === 0) return [];
  const levels = await db
    .select({ userId: userRoles.userId, level: sql<number>`max(${roles.level})::int` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        inArray(
          userRoles.userId,
          page.map((u) => u.id),
        ),
        eq(userRoles.isActive, true),
        eq(roles.isActive, true),
      ),
    )
    .groupBy(userRoles.userId);
  const byUser = new Map(levels.map((l) => [l.userId, l.level]));
  return page.map((user) => ({ ...user, staffLevel: byUser.get(user.id) ?? null }));
}

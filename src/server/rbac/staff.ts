import { and, eq, gte, inArray, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import {
  isStaffEmail,
  resolveStaff,
  SUPER_ADMIN_LEVEL,
  type HeldRole,
  type StaffContext,
} from "../../domain/permissions";
import type { Db } from "../db/client";
import { jsonColumn, queryRows } from "../db/sql";
import { takeTransactionLock } from "../db/user-lock";
import { profiles, roles, userRoles, users } from "../db/schema";

/**
 * Every role assignment of the user whose id is `userId` (an SQL expression: a parameter or a column of
 * the outer query), live or not, each with its role's permission names, as one json array. One query
 * instead of three, because it runs for every admin request and every realtime delivery.
 */
export const heldRolesJson = (userId: SQL) => sql`coalesce((
  select json_agg(json_build_object(
    'id', r.id, 'name', r.name, 'description', r.description, 'level', r.level,
    'roleIsActive', r.is_active, 'assignmentIsActive', ur.is_active,
    'permissions', coalesce((select json_agg(pm.name order by pm.name) from role_permissions rp
                             join permissions pm on pm.id = rp.permission_id where rp.role_id = r.id), '[]'::json)))
  from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userId}
), '[]'::json)`;

export const parseHeldRoles = (value: HeldRole[] | string): HeldRole[] => jsonColumn(value);

/** Every role assignment of a user (live or not), with the role's permission names. */
export async function loadHeldRoles(db: Db, userId: string): Promise<HeldRole[]> {
  const [row] = await queryRows<{ roles: HeldRole[] | string }>(
    db,
    sql`select ${heldRolesJson(sql`${userId}`)} as roles`,
  );
  return row ? parseHeldRoles(row.roles) : [];
}

/** The user's staff context, or null when they are not staff (wrong domain, unverified e-mail or no live role). */
export async function loadStaff(
  db: Db,
  options: { userId: string; staffDomain: string },
): Promise<{ email: string; staff: StaffContext | null }> {
  const [user] = await queryRows<{
    email: string;
    email_verified: boolean;
    roles: HeldRole[] | string;
  }>(
    db,
    sql`
    select u.email, u.email_verified_at is not null as email_verified, ${heldRolesJson(sql`u.id`)} as roles
    from users u where u.id = ${options.userId}`,
  );
  if (!user) return { email: "", staff: null };
  const roles = parseHeldRoles(user.roles);
  return {
    email: user.email,
    staff: resolveStaff({
      ...options,
      email: user.email,
      emailVerified: user.email_verified,
      roles,
    }),
  };
}

/** The effective level of any user: the top level among live assignments of live roles, or null. */
export async function effectiveLevelOf(db: Db, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ level: sql<number | null>`max(${roles.level})` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(eq(userRoles.userId, userId), eq(userRoles.isActive, true), eq(roles.isActive, true)),
    );
  return row?.level ?? null;
}

/**
 * Users holding a live super-admin-level role. Other features check it before suspending or
 * deleting a user, so the last Super Admin can never be locked out.
 */
export async function activeSuperAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(userRoles.isActive, true),
        eq(roles.isActive, true),
        gte(roles.level, SUPER_ADMIN_LEVEL),
      ),
    );
  return rows.map((r) => r.userId);
}

/**
 * The Super Admins who can still act: a live super-admin-level role, not suspended, and a verified
 * e-mail on the staff domain (what resolveStaff asks). A suspended or unverified holder is no help
 * when every other Super Admin is gone, so the last-Super-Admin rules count only these.
 */
export async function usableSuperAdminIds(db: Db, staffDomain: string): Promise<string[]> {
  const ids = await activeSuperAdminIds(db);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        inArray(users.id, ids),
        ne(profiles.status, "suspended"),
        isNotNull(users.emailVerifiedAt),
      ),
    );
  return rows.filter((r) => isStaffEmail(r.email, staffDomain)).map((r) => r.id);
}

/**
 * Whether removing these users (deleting, suspending, re-mailing them) would leave no Super Admin
 * who can act: some of them are usable and no one outside them is. A batch counts as a whole, or
 * deleting the last two together would pass each one's check. Call it under lockSuperAdmins.
 */
export async function leavesNoUsableSuperAdmin(
  db: Db,
  options: { userIds: readonly string[]; staffDomain: string },
): Promise<boolean> {
  const usable = await usableSuperAdminIds(db, options.staffDomain);
  return usable.length > 0 && usable.every((id) => options.userIds.includes(id));
}

/** Whether this user is the only Super Admin left who can still act; call it under lockSuperAdmins. */
export const isLastUsableSuperAdmin = (db: Db, options: { userId: string; staffDomain: string }) =>
  leavesNoUsableSuperAdmin(db, { userIds: [options.userId], staffDomain: options.staffDomain });

/**
 * Every change that could leave no Super Admin (suspending, deleting or re-mailing an account,
 * removing a role) takes this transaction-scoped lock before it checks and writes. Without it two
 * Super Admins acting on each other at once both see the other one left, and both go.
 */
export async function lockSuperAdmins(tx: Db): Promise<void> {
  await takeTransactionLock(tx, "super-admins");
}

import { and, eq, sql, type SQL } from "drizzle-orm";
import { resolveStaff, type HeldRole, type StaffContext } from "../../domain/permissions";
import type { Db } from "../db/client";
import { jsonColumn, queryRows } from "../db/sql";
import { roles, userRoles } from "../db/schema";

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

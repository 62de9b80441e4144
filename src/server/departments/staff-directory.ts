import { and, asc, eq, ilike, isNotNull, sql } from "drizzle-orm";
import type { PermissionName } from "../../domain/permissions";
import type { Db } from "../db/client";
import { permissions, profiles, rolePermissions, roles, userRoles, users } from "../db/schema";

export interface StaffDirectoryEntry {
  id: string;
  name: string;
  email: string;
  role: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Users holding `permission` through a live assignment of a live role (any of their roles). */
async function holdersOf(db: Db, permission: PermissionName): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.isActive, true)))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(userRoles.isActive, true), eq(permissions.name, permission)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Every staff member: a verified e-mail on the staff domain and a live assignment of a live role
 * (admin spec, section 6; the verification as resolveStaff requires it). `role` is the effective role, the held one with the highest level. With `holding`, only
 * those who hold that permission (e.g. support.view: who can open the ticket they are given).
 */
export async function listStaffDirectory(
  db: Db,
  staffDomain: string,
  options: { holding?: PermissionName } = {},
): Promise<StaffDirectoryEntry[]> {
  const rows = await db
    .selectDistinctOn([users.id], {
      id: users.id,
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: roles.name,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.isActive, true)))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.isActive, true)))
    .where(
      and(ilike(users.email, `%@${escapeLike(staffDomain)}`), isNotNull(users.emailVerifiedAt)),
    )
    .orderBy(asc(users.id), sql`${roles.level} desc`);
  const holders = options.holding ? await holdersOf(db, options.holding) : null;
  return rows
    .filter((r) => !holders || holders.has(r.id))
    .map((r) => ({
      id: r.id,
      email: r.email,
      name: `${r.firstName} ${r.lastName}`.trim(),
      role: r.role,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

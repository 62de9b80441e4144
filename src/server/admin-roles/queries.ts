import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Permission, Role, RoleAssignment } from "../../contract/admin-roles";
import type { Db } from "../db/client";
import { permissions, rolePermissions, roles, userRoles, users } from "../db/schema";
import { notFound } from "../errors";

export async function listPermissions(db: Db): Promise<Permission[]> {
  return db
    .select({
      id: permissions.id,
      name: permissions.name,
      description: permissions.description,
      resource: permissions.resource,
      action: permissions.action,
    })
    .from(permissions)
    .orderBy(asc(permissions.resource), asc(permissions.name));
}

/**
 * Active roles, highest level first, each with its permissions and how many users hold it.
 * `includeInactive` appends the deactivated ones, for role editors who may reactivate them.
 */
export async function listRoles(
  db: Db,
  options: { roleIds?: string[]; includeInactive?: boolean } = {},
): Promise<Role[]> {
  const rows = await db
    .select()
    .from(roles)
    .where(
      options.roleIds
        ? inArray(roles.id, options.roleIds)
        : options.includeInactive
          ? undefined
          : eq(roles.isActive, true),
    )
    .orderBy(desc(roles.isActive), desc(roles.level), asc(roles.name));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const grants = await db
    .select({
      roleId: rolePermissions.roleId,
      id: permissions.id,
      name: permissions.name,
      description: permissions.description,
      resource: permissions.resource,
      action: permissions.action,
    })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, ids))
    .orderBy(asc(permissions.resource), asc(permissions.name));
  const counts = await db
    .select({ roleId: userRoles.roleId, n: count() })
    .from(userRoles)
    .where(and(inArray(userRoles.roleId, ids), eq(userRoles.isActive, true)))
    .groupBy(userRoles.roleId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    level: row.level,
    isActive: row.isActive,
    permissions: grants.filter((g) => g.roleId === row.id).map(({ roleId: _roleId, ...p }) => p),
    assignedUserCount: counts.find((c) => c.roleId === row.id)?.n ?? 0,
  }));
}

export async function getRole(db: Db, roleId: string): Promise<Role> {
  const [role] = await listRoles(db, { roleIds: [roleId] });
  if (!role) throw notFound("Role not found");
  return role;
}

const assigner = alias(users, "assigner");

/** Live assignments, newest first, with the holder's and the assigner's e-mail. */
export async function listAssignments(
  db: Db,
  options: { roleId?: string; assignmentId?: string },
): Promise<RoleAssignment[]> {
  const rows = await db
    .select({
      id: userRoles.id,
      userId: userRoles.userId,
      email: users.email,
      role: roles.name,
      assignedAt: userRoles.assignedAt,
      assignedBy: assigner.email,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(assigner, eq(assigner.id, userRoles.assignedBy))
    .where(
      and(
        eq(userRoles.isActive, true),
        options.roleId ? eq(userRoles.roleId, options.roleId) : undefined,
        options.assignmentId ? eq(userRoles.id, options.assignmentId) : undefined,
      ),
    )
    .orderBy(desc(userRoles.assignedAt));
  return rows.map(({ emailVerifiedAt, ...r }) => ({
    ...r,
    assignedAt: r.assignedAt.toISOString(),
    emailVerified: emailVerifiedAt !== null,
  }));
}

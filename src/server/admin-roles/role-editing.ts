import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { ROLE_MESSAGES, type Role, type RoleBody } from "../../contract/admin-roles";
import { checkEditRole, checkGrantPermissions, type StaffContext } from "../../domain/permissions";
import { writeAudit } from "../audit/service";
import type { Db } from "../db/client";
import { permissions, rolePermissions, roles } from "../db/schema";
import { duplicate, fieldError, forbidden, notFound, refuseDuplicate } from "../errors";
import { SUPER_ADMIN_ROLE } from "../rbac/catalog";
import { getRole } from "./queries";

interface Actor {
  staff: StaffContext;
  ip: string;
}

const refuse = (base: string, reason: string) => forbidden(`${base}. ${reason}`);
const NAME_TAKEN = {
  constraint: "roles_name_unique",
  field: "name",
  message: "A role with this name already exists",
};

async function permissionNames(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .where(inArray(permissions.id, ids));
  if (rows.length !== new Set(ids).size) throw fieldError("permissionIds", "Unknown permission");
  return rows.map((r) => r.name);
}

async function assertNameFree(db: Db, name: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        sql`lower(${roles.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(roles.id, exceptId) : undefined,
      ),
    );
  if (clash) throw duplicate(NAME_TAKEN.field, NAME_TAKEN.message);
}

/** Creates a role strictly below the actor's level with permissions the actor holds. */
export async function createRole(
  db: Db,
  { staff, ip, body }: Actor & { body: RoleBody },
): Promise<Role> {
  const verdict = checkEditRole({ actor: staff, currentLevel: null, newLevel: body.level });
  if (!verdict.ok) throw refuse(ROLE_MESSAGES.create, verdict.reason);
  const names = await permissionNames(db, body.permissionIds);
  const grant = checkGrantPermissions({ actor: staff, added: names });
  if (!grant.ok) throw refuse(ROLE_MESSAGES.assignPermissions, grant.reason);
  await assertNameFree(db, body.name);
  // The look-up answers early; the index answers a save that raced past it.
  const roleId = await refuseDuplicate(NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(roles)
        .values({
          name: body.name,
          description: body.description,
          level: body.level,
          isActive: body.isActive ?? true,
        })
        .returning({ id: roles.id });
      const id = row!.id;
      if (body.permissionIds.length > 0) {
        await tx
          .insert(rolePermissions)
          .values(
            [...new Set(body.permissionIds)].map((permissionId) => ({ roleId: id, permissionId })),
          );
      }
      await writeAudit({
        db: tx,
        actorId: staff.userId,
        action: "roles.create",
        targetType: "role",
        targetId: id,
        after: { ...body, permissions: names },
        ip,
      });
      return id;
    }),
  );
  return getRole(db, roleId);
}

/** Changes name, description, level and permissions; the role must stay below the actor's level. */
export async function updateRole(
  db: Db,
  { staff, ip, roleId, body }: Actor & { roleId: string; body: RoleBody },
): Promise<Role> {
  await refuseDuplicate(NAME_TAKEN, () =>
    db.transaction(async (tx) =>
      saveRole(tx, { staff, ip, roleId, body, before: await lockRole(tx, roleId) }),
    ),
  );
  return getRole(db, roleId);
}

/**
 * The role, locked until the transaction ends. Two saves of one role (or a save and a single
 * permission's toggle) then run one after the other on PostgreSQL: the later one checks and audits
 * against what the earlier one left, and never rewrites the permission set under it. An assignment
 * reads the role under a share lock, so it too waits for the save and sees the role as saved.
 */
async function lockRole(tx: Db, roleId: string): Promise<Role> {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.id, roleId))
    .for("no key update");
  if (!row) throw notFound("Role not found");
  return getRole(tx, roleId);
}

async function saveRole(
  tx: Db,
  { staff, ip, roleId, body, before }: Actor & { roleId: string; body: RoleBody; before: Role },
): Promise<void> {
  const isActive = body.isActive ?? before.isActive;
  // Checked before the level rule so a Super Admin trying it learns why, not only that it is refused.
  if (!isActive && before.name === SUPER_ADMIN_ROLE)
    throw fieldError("isActive", "The Super Admin role cannot be deactivated");
  const verdict = checkEditRole({ actor: staff, currentLevel: before.level, newLevel: body.level });
  if (!verdict.ok) throw refuse(ROLE_MESSAGES.update, verdict.reason);
  const names = await permissionNames(tx, body.permissionIds);
  const had = new Set(before.permissions.map((p) => p.name));
  // Reactivating gives every holder all the role's permissions back, so each one counts as granted
  // now: otherwise a role editor could switch on an inactive role they (or a friend) hold and gain
  // powers they lack. The level rule above already keeps the role strictly below the editor.
  const isReactivating = isActive && !before.isActive;
  const grant = checkGrantPermissions({
    actor: staff,
    added: isReactivating ? names : names.filter((n) => !had.has(n)),
  });
  if (!grant.ok)
    throw refuse(
      isReactivating ? ROLE_MESSAGES.update : ROLE_MESSAGES.assignPermissions,
      grant.reason,
    );
  const removed = [...had].filter((n) => !names.includes(n));
  const drop = checkGrantPermissions({ actor: staff, added: removed });
  if (!drop.ok)
    throw refuse(ROLE_MESSAGES.removePermissions, drop.reason.replace("grant", "remove"));
  await assertNameFree(tx, body.name, roleId);
  await tx
    .update(roles)
    .set({
      name: body.name,
      description: body.description,
      level: body.level,
      isActive,
      updatedAt: new Date(),
    })
    .where(eq(roles.id, roleId));
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (body.permissionIds.length > 0) {
    await tx
      .insert(rolePermissions)
      .values([...new Set(body.permissionIds)].map((permissionId) => ({ roleId, permissionId })));
  }
  const beforeView = {
    name: before.name,
    description: before.description,
    level: before.level,
    permissions: [...had].sort(),
  };
  const afterView = {
    name: body.name,
    description: body.description,
    level: body.level,
    permissions: [...names].sort(),
  };
  const isActiveOnly =
    isActive !== before.isActive && JSON.stringify(beforeView) === JSON.stringify(afterView);
  if (!isActiveOnly) {
    await writeAudit({
      db: tx,
      actorId: staff.userId,
      action: "roles.update",
      targetType: "role",
      targetId: roleId,
      before: beforeView,
      after: afterView,
      ip,
    });
  }
  // Its own entry, so the action filter finds when a role (and every holder's access) was switched off or on.
  if (isActive !== before.isActive) {
    await writeAudit({
      db: tx,
      actorId: staff.userId,
      action: isActive ? "roles.activate" : "roles.deactivate",
      targetType: "role",
      targetId: roleId,
      before: { name: before.name, isActive: before.isActive },
      after: { name: body.name, isActive },
      ip,
    });
  }
}

/** Adds or removes one permission of a role (role_permissions insert / delete). */
export async function setRolePermission(
  db: Db,
  {
    staff,
    ip,
    roleId,
    permissionId,
    grant,
  }: Actor & { roleId: string; permissionId: string; grant: boolean },
): Promise<Role> {
  const message = grant ? ROLE_MESSAGES.assignPermissions : ROLE_MESSAGES.removePermissions;
  await db.transaction(async (tx) => {
    const role = await lockRole(tx, roleId);
    const verdict = checkEditRole({ actor: staff, currentLevel: role.level, newLevel: role.level });
    if (!verdict.ok) throw refuse(message, verdict.reason);
    const [permission] = await tx
      .select()
      .from(permissions)
      .where(eq(permissions.id, permissionId));
    if (!permission) throw notFound("Permission not found");
    const held = checkGrantPermissions({ actor: staff, added: [permission.name] });
    if (!held.ok)
      throw refuse(message, grant ? held.reason : held.reason.replace("grant", "remove"));
    if (grant)
      await tx.insert(rolePermissions).values({ roleId, permissionId }).onConflictDoNothing();
    else
      await tx
        .delete(rolePermissions)
        .where(
          and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.permissionId, permissionId)),
        );
    await writeAudit({
      db: tx,
      actorId: staff.userId,
      action: grant ? "roles.permission_add" : "roles.permission_remove",
      targetType: "role",
      targetId: roleId,
      after: { role: role.name, permission: permission.name },
      ip,
    });
  });
  return getRole(db, roleId);
}

import { and, eq, sql } from "drizzle-orm";
import { ROLE_MESSAGES, type RoleAssignment } from "../../contract/admin-roles";
import { normaliseEmail } from "../../domain/email";
import {
  checkAssignRole,
  checkRemoveRole,
  isStaffEmail,
  type StaffContext,
} from "../../domain/permissions";
import { writeAudit } from "../audit/service";
import type { Db } from "../db/client";
import { permissions, rolePermissions, roles, userRoles, users } from "../db/schema";
import { conflict, fieldError, forbidden, notFound } from "../errors";
import { assertSuperAdminRemains, holdSuperAdmins } from "../rbac/last-super-admin";
import { effectiveLevelOf } from "../rbac/staff";
import { listAssignments } from "./queries";

interface Actor {
  staff: StaffContext;
  ip: string;
  staffDomain: string;
}

/**
 * An active role with its permission names, which the assigner must hold (checkAssignRole). Share
 * locked: a save of the role waits for the assignment, or the assignment for the save, so a role
 * deactivated or given more permissions meanwhile is never assigned as it was before.
 */
async function liveRole(tx: Db, roleId: string) {
  const [role] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.isActive, true)))
    .for("share");
  if (!role) throw notFound("Role not found");
  const grants = await tx
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId));
  return { ...role, permissions: grants.map((g) => g.name) };
}

async function assignmentById(db: Db, assignmentId: string) {
  const [row] = await db
    .select({
      id: userRoles.id,
      userId: userRoles.userId,
      roleId: userRoles.roleId,
      level: roles.level,
      role: roles.name,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.id, assignmentId), eq(userRoles.isActive, true)));
  if (!row) throw notFound("Assignment not found");
  return row;
}

/** Gives the role to the account with this e-mail, which must be on the staff domain. */
export async function assignRole(
  db: Db,
  { staff, ip, roleId, email, staffDomain }: Actor & { roleId: string; email: string },
): Promise<RoleAssignment> {
  const address = normaliseEmail(email);
  if (!isStaffEmail(address, staffDomain)) {
    throw fieldError(
      "email",
      `Staff roles can only be given to e-mail addresses on @${staffDomain}`,
    );
  }
  const id = await db.transaction(async (tx) => {
    const role = await liveRole(tx, roleId);
    // Key share: an account being deleted meanwhile is either gone here or waits for the assignment.
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${address}`)
      .for("key share");
    if (!user) throw fieldError("email", "No account uses this e-mail address");
    const verdict = checkAssignRole({
      actor: staff,
      target: { userId: user.id, level: await effectiveLevelOf(tx, user.id) },
      roleLevel: role.level,
      rolePermissions: role.permissions,
    });
    if (!verdict.ok) throw forbidden(`${ROLE_MESSAGES.assign}. ${verdict.reason}`);
    const [row] = await tx
      .insert(userRoles)
      .values({ userId: user.id, roleId, assignedBy: staff.userId })
      .onConflictDoNothing({
        target: [userRoles.userId, userRoles.roleId],
        where: sql`${userRoles.isActive}`,
      })
      .returning({ id: userRoles.id });
    if (!row)
      throw conflict(`${address} already holds ${role.name}`, {
        email: `${address} already holds ${role.name}`,
      });
    await writeAudit({
      db: tx,
      actorId: staff.userId,
      action: "roles.assign",
      targetType: "user",
      targetId: user.id,
      after: { role: role.name, email: address },
      ip,
    });
    return row.id;
  });
  const [assignment] = await listAssignments(db, { assignmentId: id });
  return assignment!;
}

/**
 * Refuses a removal the actor may not make, then one that would take the role from the last Super
 * Admin who can act; in the removing transaction, so the count still holds at the write.
 */
async function assertRemovable(
  tx: Db,
  { staff, staffDomain }: Actor,
  assignment: Awaited<ReturnType<typeof assignmentById>>,
): Promise<void> {
  const verdict = checkRemoveRole({
    actor: staff,
    target: { userId: assignment.userId, level: await effectiveLevelOf(tx, assignment.userId) },
    roleLevel: assignment.level,
  });
  if (!verdict.ok) throw forbidden(`${ROLE_MESSAGES.remove}. ${verdict.reason}`);
  await assertSuperAdminRemains(tx, {
    loss: { kind: "role", userId: assignment.userId, assignmentId: assignment.id },
    staffDomain,
    // Every refusal of the screen starts with the spec's text.
    refuse: (message) => forbidden(`${ROLE_MESSAGES.remove}. ${message}.`),
  });
}

/** Removal deactivates the assignment (is_active false); the row and its history stay. */
export async function removeAssignment(
  db: Db,
  actor: Actor & { assignmentId: string },
): Promise<void> {
  const { staff, ip, assignmentId } = actor;
  await holdSuperAdmins(db, async (tx) => {
    const assignment = await assignmentById(tx, assignmentId);
    await assertRemovable(tx, actor, assignment);
    await tx.update(userRoles).set({ isActive: false }).where(eq(userRoles.id, assignmentId));
    await writeAudit({
      db: tx,
      actorId: staff.userId,
      action: "roles.remove",
      targetType: "user",
      targetId: assignment.userId,
      before: { role: assignment.role },
      ip,
    });
  });
}

/** The edit icon of an assigned user: moves them to another role (a removal plus an assignment). */
export async function changeAssignment(
  db: Db,
  actor: Actor & { assignmentId: string; roleId: string },
): Promise<RoleAssignment> {
  const { staff, ip, assignmentId, roleId } = actor;
  const id = await holdSuperAdmins(db, async (tx) => {
    const assignment = await assignmentById(tx, assignmentId);
    await assertRemovable(tx, actor, assignment);
    const role = await liveRole(tx, roleId);
    const verdict = checkAssignRole({
      actor: staff,
      target: { userId: assignment.userId, level: await effectiveLevelOf(tx, assignment.userId) },
      roleLevel: role.level,
      rolePermissions: role.permissions,
    });
    if (!verdict.ok) throw forbidden(`${ROLE_MESSAGES.assign}. ${verdict.reason}`);
    await tx.update(userRoles).set({ isActive: false }).where(eq(userRoles.id, assignmentId));
    const [row] = await tx
      .insert(userRoles)
      .values({ userId: assignment.userId, roleId, assignedBy: staff.userId })
      .onConflictDoNothing({
        target: [userRoles.userId, userRoles.roleId],
        where: sql`${userRoles.isActive}`,
      })
      .returning({ id: userRoles.id });
    if (!row)
      throw conflict(`This user already holds ${role.name}`, {
        roleId: `This user already holds ${role.name}`,
      });
    await writeAudit({
      db: tx,
      actorId: staff.userId,
      action: "roles.change",
      targetType: "user",
      targetId: assignment.userId,
      before: { role: assignment.role },
      after: { role: role.name },
      ip,
    });
    return row.id;
  });
  const [changed] = await listAssignments(db, { assignmentId: id });
  return changed!;
}

import { and, eq, inArray, ne } from "drizzle-orm";
import type { AdminUser, UpdateUserBody } from "../../contract/admin-users";
import type { StaffContext } from "../../domain/permissions";
import { writeAudit } from "../audit/service";
import { revokeAllSessions } from "../auth/sessions";
import type { Db } from "../db/client";
import { plans, profiles, users } from "../db/schema";
import { conflict, fieldError, forbidden, notFound } from "../errors";
import { activeSuperAdminIds, effectiveLevelOf } from "../rbac/staff";
import { getAdminUser } from "./list";

interface Actor {
  db: Db;
  staff: StaffContext;
  ip: string;
}

/** Who may not be suspended or deleted by this viewer: themselves, staff above them, the last Super Admin. */
async function assertMayLockOut(actor: Actor, userId: string, verb: "suspend" | "delete"): Promise<void> {
  const level = await effectiveLevelOf(actor.db, userId);
  if (level !== null && level > actor.staff.level) throw forbidden(`You cannot ${verb} staff above your own level`);
  if (await isLastUsableSuperAdmin(actor.db, userId)) throw forbidden(`The last Super Admin cannot be ${verb === "delete" ? "deleted" : "suspended"}`);
  if (userId === actor.staff.userId) throw forbidden(`You cannot ${verb} your own account`);
}

/** Like rbac's isLastSuperAdmin, but a suspended Super Admin cannot sign in, so does not count. */
async function isLastUsableSuperAdmin(db: Db, userId: string): Promise<boolean> {
  const ids = await activeSuperAdminIds(db);
  if (!ids.includes(userId)) return false;
  const others = ids.filter((id) => id !== userId);
  if (others.length === 0) return true;
  const usable = await db.select({ id: profiles.id }).from(profiles).where(and(inArray(profiles.id, others), ne(profiles.status, "suspended")));
  return usable.length === 0;
}

async function assertPlanExists(db: Db, planId: string): Promise<void> {
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.id, planId));
  if (!plan) throw fieldError("planId", "Choose a plan that exists");
}

/**
 * Changes a user's name, e-mail, status or plan. Suspension ends every session at once; a new plan
 * is assigned as the spec says (plan_status active, plan_started_at now). Audited with before/after.
 */
export async function updateUser(actor: Actor & { userId: string; body: UpdateUserBody; action?: string }): Promise<AdminUser> {
  const { db, userId, body } = actor;
  const before = await getAdminUser(db, userId);
  if (!before) throw notFound("User not found");
  if (body.status === "suspended" && before.status !== "suspended") await assertMayLockOut(actor, userId, "suspend");
  if (body.planId) await assertPlanExists(db, body.planId);
  if (body.email && body.email !== before.email) {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    if (taken) throw conflict("That e-mail address is already in use", { email: "That e-mail address is already in use" });
  }

  return db.transaction(async (tx) => {
    if (body.email && body.email !== before.email) await tx.update(users).set({ email: body.email }).where(eq(users.id, userId));
    const changes: Partial<typeof profiles.$inferInsert> = {};
    if (body.firstName !== undefined) changes.firstName = body.firstName;
    if (body.lastName !== undefined) changes.lastName = body.lastName;
    if (body.status !== undefined) changes.status = body.status;
    if (body.planId !== undefined && body.planId !== before.planId) {
      Object.assign(changes, { planId: body.planId, planStatus: "active", planStartedAt: new Date() });
    }
    if (Object.keys(changes).length) await tx.update(profiles).set(changes).where(eq(profiles.id, userId));
    if (body.status === "suspended") await revokeAllSessions(tx, userId);
    const after = (await getAdminUser(tx, userId))!;
    await writeAudit({
      db: tx,
      actorId: actor.staff.userId,
      action: actor.action ?? actionFor(before, after),
      targetType: "user",
      targetId: userId,
      before: auditView(before),
      after: auditView(after),
      ip: actor.ip,
    });
    return after;
  });
}

const actionFor = (before: AdminUser, after: AdminUser) =>
  before.status !== after.status && after.status === "suspended"
    ? "users.suspend"
    : before.status === "suspended" && after.status !== "suspended"
      ? "users.reactivate"
      : before.planId !== after.planId
        ? "users.assign_plan"
        : "users.update";

/** The stored fields only: activity figures change with time and are no part of the change. */
const auditView = (u: AdminUser) => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  status: u.status,
  planId: u.planId,
  planName: u.planName,
  planStatus: u.planStatus,
});

/** Deletes users (their data cascades); refuses the whole batch when one of them may not be deleted. */
export async function deleteUsers(actor: Actor & { ids: string[] }): Promise<number> {
  const ids = [...new Set(actor.ids)];
  const found = await Promise.all(ids.map((id) => getAdminUser(actor.db, id)));
  const existing = found.filter((u): u is AdminUser => u !== null);
  if (ids.length === 1 && existing.length === 0) throw notFound("User not found");
  for (const user of existing) await assertMayLockOut(actor, user.id, "delete");
  if (existing.length === 0) return 0;
  await actor.db.transaction(async (tx) => {
    await tx.delete(users).where(inArray(users.id, existing.map((u) => u.id)));
    for (const user of existing) {
      await writeAudit({
        db: tx,
        actorId: actor.staff.userId,
        action: "users.delete",
        targetType: "user",
        targetId: user.id,
        before: auditView(user),
        after: null,
        ip: actor.ip,
      });
    }
  });
  return existing.length;
}

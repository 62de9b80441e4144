import { eq, inArray } from "drizzle-orm";
import type {
  AdminUser,
  BulkStatusBody,
  BulkStatusResponse,
  UpdateUserBody,
} from "../../contract/admin-users";
import {
  checkManageAccount,
  type AccountChange,
  type StaffContext,
} from "../../domain/permissions";
import { isPlanInForce } from "../../domain/plan-limits";
import { writeAudit } from "../audit/service";
import { cancelEmailChange } from "../auth/email-change/email-change";
import { resetEmailVerification } from "../auth/email-verification";
import { revokeAllSessions } from "../auth/sessions/sessions";
import type { Db } from "../db/client";
import { plans, profiles, users } from "../db/schema";
import { AppError, conflict, fieldError, forbidden, notFound } from "../errors";
import { assertSuperAdminRemains, holdSuperAdmins } from "../rbac/last-super-admin";
import { effectiveLevelOf } from "../rbac/staff";
import { getAdminUser } from "./list";

export interface Actor {
  db: Db;
  staff: StaffContext;
  ip: string;
  staffDomain: string;
}

/**
 * Refuses a change the viewer may not make to this account (see checkManageAccount). For another
 * account it runs on every kind the request names, changed or not, and on a bare save too: a no-op
 * must not let a junior "reactivate" a senior (and be audited as having done so). For one's own
 * account only real changes count, so re-sending one's unchanged e-mail is no self-edit.
 */
export async function assertSeniority(
  actor: Actor,
  userId: string,
  changes: { requested: AccountChange[]; made: AccountChange[] },
): Promise<void> {
  const isSelf = userId === actor.staff.userId;
  const kinds = isSelf
    ? changes.made
    : changes.requested.length > 0
      ? changes.requested
      : (["details"] as const);
  const level = await effectiveLevelOf(actor.db, userId);
  for (const change of kinds) {
    const verdict = checkManageAccount({ actor: actor.staff, target: { userId, level }, change });
    if (!verdict.ok) throw forbidden(verdict.reason);
  }
}

/** The kinds of change a request names, whether or not the values differ from the stored ones. */
function requestedChangesOf(body: UpdateUserBody): AccountChange[] {
  const kinds: AccountChange[] = [];
  if (body.firstName !== undefined || body.lastName !== undefined) kinds.push("details");
  if (body.email !== undefined) kinds.push("email");
  if (body.status !== undefined) kinds.push(body.status === "suspended" ? "suspend" : "status");
  if (body.planId !== undefined) kinds.push("plan");
  return kinds;
}

/** The kinds of change a save makes to the stored account; fields sent unchanged are no change. */
function changesOf(before: AdminUser, body: UpdateUserBody, isRenewal: boolean): AccountChange[] {
  const kinds: AccountChange[] = [];
  if (
    (body.firstName ?? before.firstName) !== before.firstName ||
    (body.lastName ?? before.lastName) !== before.lastName
  )
    kinds.push("details");
  if (body.email !== undefined && body.email !== before.email) kinds.push("email");
  if (body.status !== undefined && body.status !== before.status)
    kinds.push(body.status === "suspended" ? "suspend" : "status");
  if ((body.planId !== undefined && body.planId !== before.planId) || isRenewal) kinds.push("plan");
  return kinds;
}

/**
 * The user's plan term when it has lapsed (cancelled, expired, past due, or past its expiry), else null:
 * assigning a plan then starts it afresh, even the same plan (the spec's assignment: active, started now).
 */
async function lapsedTermOf(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ expiresAt: Date | null } | null> {
  const [term] = await db
    .select({ status: profiles.planStatus, expiresAt: profiles.planExpiresAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!term || isPlanInForce(term, now)) return null;
  return { expiresAt: term.expiresAt };
}

/**
 * A deactivated plan is kept for the users who hold it, but is no longer given to anyone else. Share
 * locked until the save commits: a delete or deactivation of the plan meanwhile either waits, then
 * counts this user as a holder, or goes first and the plan is refused here, instead of the user being
 * given a plan already deleted (its foreign key) or switched off.
 */
async function assertPlanAssignable(db: Db, planId: string): Promise<void> {
  const [plan] = await db
    .select({ id: plans.id, isActive: plans.isActive })
    .from(plans)
    .where(eq(plans.id, planId))
    .for("share");
  if (!plan) throw fieldError("planId", "Choose a plan that exists");
  if (!plan.isActive)
    throw fieldError("planId", "This plan is no longer offered; choose an active plan");
}

/**
 * Changes a user's name, e-mail, status or plan. Suspension ends every session at once; a new plan
 * is assigned as the spec says (plan_status active, plan_started_at now), and so is the same plan once
 * it has lapsed. Audited with before/after.
 */
export async function updateUser(
  actor: Actor & {
    userId: string;
    body: UpdateUserBody;
    action?: string;
    /** Mails the verification link to a changed address, once the change is committed. */
    mailVerification?: (options: { userId: string; email: string }) => Promise<void>;
  },
): Promise<AdminUser> {
  const { db, userId, body } = actor;
  // Read and checked under the lock: a concurrent save must not act on a stale account.
  const { after, isEmailChanged } = await holdSuperAdmins(db, async (tx) => {
    const before = await getAdminUser(tx, userId);
    if (!before) throw notFound("User not found");
    const now = new Date();
    const lapsed = body.planId !== undefined ? await lapsedTermOf(tx, userId, now) : null;
    const isPlanAssigned =
      body.planId !== undefined && (body.planId !== before.planId || lapsed !== null);
    const made = changesOf(before, body, isPlanAssigned && body.planId === before.planId);
    await assertSeniority({ ...actor, db: tx }, userId, {
      requested: requestedChangesOf(body),
      made,
    });
    if (made.includes("suspend"))
      await assertSuperAdminRemains(tx, {
        loss: { kind: "suspend", userIds: [userId] },
        staffDomain: actor.staffDomain,
      });
    // The new address is unverified until its link is opened (resetEmailVerification below).
    if (made.includes("email") && body.email)
      await assertSuperAdminRemains(tx, {
        loss: { kind: "email", userId, newEmail: body.email, isVerified: false },
        staffDomain: actor.staffDomain,
      });
    // Renewing a lapsed plan gives it again, so a plan no longer offered is refused then too.
    if (body.planId && isPlanAssigned) await assertPlanAssignable(tx, body.planId);
    if (body.email && body.email !== before.email) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, body.email));
      if (taken)
        throw conflict("That e-mail address is already in use", {
          email: "That e-mail address is already in use",
        });
    }
    if (body.email && body.email !== before.email) {
      await tx.update(users).set({ email: body.email }).where(eq(users.id, userId));
      // The new address is unproved: the account is unverified again until its link is opened.
      await resetEmailVerification(tx, userId);
      // A change the user asked for earlier must not undo this one when its link is opened later.
      await cancelEmailChange(tx, userId);
    }
    const changes: Partial<typeof profiles.$inferInsert> = {};
    if (body.firstName !== undefined) changes.firstName = body.firstName;
    if (body.lastName !== undefined) changes.lastName = body.lastName;
    if (body.status !== undefined) changes.status = body.status;
    if (body.planId !== undefined && isPlanAssigned) {
      Object.assign(changes, { planId: body.planId, planStatus: "active", planStartedAt: now });
      // An expiry already passed would lapse the plan again at once; one still ahead is kept.
      if (lapsed?.expiresAt && lapsed.expiresAt.getTime() <= now.getTime())
        changes.planExpiresAt = null;
    }
    if (Object.keys(changes).length)
      await tx.update(profiles).set(changes).where(eq(profiles.id, userId));
    if (body.status === "suspended") await revokeAllSessions(tx, userId);
    const after = (await getAdminUser(tx, userId))!;
    const entries = auditEntriesFor(before, after, isPlanAssigned);
    // A call that changed nothing (suspending a suspended user) is still recorded under its verb.
    if (entries.length === 0)
      entries.push({ action: actor.action ?? "users.update", fields: AUDITED_FIELDS });
    for (const entry of entries) {
      await writeAudit({
        db: tx,
        actorId: actor.staff.userId,
        action: entry.action,
        targetType: "user",
        targetId: userId,
        before: pick(before, entry.fields),
        after: pick(after, entry.fields),
        ip: actor.ip,
      });
    }
    return { after, isEmailChanged: after.email !== before.email };
  });
  if (isEmailChanged) await actor.mailVerification?.({ userId, email: after.email });
  return after;
}

/**
 * Bulk Suspend / Reactivate: each user goes through updateUser, the single-user path, so its rules
 * (not oneself, not staff at or above one's level, never the last Super Admin), its audit entry and
 * its ending of sessions apply unchanged. One transaction; each user in a savepoint (updateUser's own
 * transaction, nested), so a refused user is reported and skipped while the others still change.
 * A user already in that status is skipped too: nothing to do, and no audit entry claiming otherwise.
 */
export async function setUsersStatus(actor: Actor & BulkStatusBody): Promise<BulkStatusResponse> {
  const ids = [...new Set(actor.ids)];
  const suspend = actor.status === "suspended";
  // Held to the end: the Super Admin check of each user sees the ones suspended before it in this batch.
  return holdSuperAdmins(actor.db, async (tx) => {
    const changedIds: string[] = [];
    const skipped: BulkStatusResponse["skipped"] = [];
    for (const id of ids) {
      const user = await getAdminUser(tx, id);
      if (!user) {
        skipped.push({ id, reason: "User not found" });
        continue;
      }
      if (user.status === actor.status) {
        skipped.push({ id, reason: suspend ? "Already suspended" : "Already active" });
        continue;
      }
      try {
        await updateUser({
          db: tx,
          staff: actor.staff,
          ip: actor.ip,
          staffDomain: actor.staffDomain,
          userId: id,
          body: { status: actor.status },
          action: suspend ? "users.suspend" : "users.reactivate",
        });
        changedIds.push(id);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        skipped.push({ id, reason: error.message });
      }
    }
    return { changed: changedIds.length, changedIds, skipped };
  });
}

const AUDITED_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "status",
  "planId",
  "planName",
  "planStatus",
] as const;
type AuditedField = (typeof AUDITED_FIELDS)[number];
const pick = (user: AdminUser, fields: readonly AuditedField[]) =>
  Object.fromEntries(fields.map((f) => [f, user[f]]));

/**
 * One entry per kind of change, so filtering the log by users.assign_plan finds a plan given in
 * the same save as a suspension: suspend / reactivate, assign_plan, and update for the rest.
 */
function auditEntriesFor(
  before: AdminUser,
  after: AdminUser,
  isPlanAssigned: boolean,
): { action: string; fields: readonly AuditedField[] }[] {
  const entries: { action: string; fields: readonly AuditedField[] }[] = [];
  const changed = (fields: readonly AuditedField[]) => fields.filter((f) => before[f] !== after[f]);
  const suspension =
    before.status !== after.status &&
    (after.status === "suspended" || before.status === "suspended");
  if (suspension)
    entries.push({
      action: after.status === "suspended" ? "users.suspend" : "users.reactivate",
      fields: ["status"],
    });
  const details = changed(
    suspension ? ["firstName", "lastName", "email"] : ["firstName", "lastName", "email", "status"],
  );
  if (details.length > 0) entries.push({ action: "users.update", fields: details });
  if (isPlanAssigned)
    entries.push({ action: "users.assign_plan", fields: ["planId", "planName", "planStatus"] });
  return entries;
}

/** Deletes users (their data cascades); refuses the whole batch when one of them may not be deleted. */
export async function deleteUsers(actor: Actor & { ids: string[] }): Promise<number> {
  const ids = [...new Set(actor.ids)];
  return holdSuperAdmins(actor.db, async (tx) => {
    const found = await Promise.all(ids.map((id) => getAdminUser(tx, id)));
    const existing = found.filter((u): u is AdminUser => u !== null);
    if (ids.length === 1 && existing.length === 0) throw notFound("User not found");
    for (const user of existing)
      await assertSeniority({ ...actor, db: tx }, user.id, {
        requested: ["delete"],
        made: ["delete"],
      });
    await assertSuperAdminRemains(tx, {
      loss: { kind: "delete", userIds: existing.map((u) => u.id) },
      staffDomain: actor.staffDomain,
    });
    if (existing.length === 0) return 0;
    await tx.delete(users).where(
      inArray(
        users.id,
        existing.map((u) => u.id),
      ),
    );
    for (const user of existing) {
      await writeAudit({
        db: tx,
        actorId: actor.staff.userId,
        action: "users.delete",
        targetType: "user",
        targetId: user.id,
        before: pick(user, AUDITED_FIELDS),
        after: null,
        ip: actor.ip,
      });
    }
    return existing.length;
  });
}

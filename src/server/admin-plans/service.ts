import { asc, count, eq, ne, and } from "drizzle-orm";
import type { AdminPlan, PlanBody } from "../../contract/admin-plans";
import type { StaffContext } from "../../domain/permissions";
import { FREE_PLAN_NAME } from "../../domain/plan-limits";
import { writeAudit } from "../audit/service";
import type { Db } from "../db/client";
import { plans, profiles } from "../db/schema";
import { returnedRow } from "../db/sql";
import { conflict, duplicate, fieldError, notFound, refuseDuplicate } from "../errors";

interface Actor {
  db: Db;
  staff: StaffContext;
  ip: string;
}

type PlanRow = typeof plans.$inferSelect;

const toAdminPlan = (row: PlanRow, userCount: number): AdminPlan => ({
  id: row.id,
  name: row.name,
  description: row.description,
  priceMonthly: row.priceMonthly,
  priceYearly: row.priceYearly,
  features: row.features,
  limits: row.limits,
  isActive: row.isActive,
  sortOrder: row.sortOrder,
  userCount,
});

/** Every plan, active or not, in sort order, with how many users hold it. */
export async function listAdminPlans(db: Db): Promise<AdminPlan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.name));
  const held = await db
    .select({ planId: profiles.planId, n: count() })
    .from(profiles)
    .groupBy(profiles.planId);
  const counts = new Map(held.map((h) => [h.planId, h.n]));
  return rows.map((row) => toAdminPlan(row, counts.get(row.id) ?? 0));
}

/**
 * The plan, locked for the rest of the transaction, with how many users hold it. An edit and a delete
 * of one plan then run one after the other on PostgreSQL: the later one finds the plan as the earlier
 * left it, or finds nothing (404), and the audit's `before` is what was really replaced.
 */
async function lockPlan(tx: Db, id: string, lock: "update" | "no key update"): Promise<AdminPlan> {
  const [row] = await tx.select().from(plans).where(eq(plans.id, id)).for(lock);
  if (!row) throw notFound("Plan not found");
  const [held] = await tx.select({ n: count() }).from(profiles).where(eq(profiles.planId, id));
  return toAdminPlan(row, held?.n ?? 0);
}

const NAME_TAKEN = {
  constraint: "plans_name_unique",
  field: "name",
  message: "A plan with this name already exists",
};

/** The look-up answers early; the index (refuseDuplicate) answers the save that raced past it. */
async function assertNameFree(db: Db, name: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(exceptId ? and(eq(plans.name, name), ne(plans.id, exceptId)) : eq(plans.name, name));
  if (taken) throw duplicate(NAME_TAKEN.field, NAME_TAKEN.message);
}

export async function createPlan(actor: Actor & { body: PlanBody }): Promise<AdminPlan> {
  await assertNameFree(actor.db, actor.body.name);
  return refuseDuplicate(NAME_TAKEN, () =>
    actor.db.transaction(async (tx) => {
      const [row] = await tx.insert(plans).values(actor.body).returning();
      const plan = toAdminPlan(row!, 0);
      await writeAudit({
        db: tx,
        actorId: actor.staff.userId,
        action: "plans.create",
        targetType: "plan",
        targetId: plan.id,
        after: plan,
        ip: actor.ip,
      });
      return plan;
    }),
  );
}

export async function updatePlan(
  actor: Actor & { id: string; body: PlanBody },
): Promise<AdminPlan> {
  return refuseDuplicate(NAME_TAKEN, () =>
    actor.db.transaction(async (tx) => {
      // "no key update": sign-ups and plan changes that point profiles at this plan need not wait.
      const before = await lockPlan(tx, actor.id, "no key update");
      if (before.name === FREE_PLAN_NAME && actor.body.name !== FREE_PLAN_NAME) {
        throw fieldError("name", "The Free plan keeps its name: new accounts are given it by name");
      }
      if (before.name === FREE_PLAN_NAME && !actor.body.isActive)
        throw fieldError("isActive", "The Free plan cannot be deactivated");
      await assertNameFree(tx, actor.body.name, actor.id);
      const rows = await tx
        .update(plans)
        .set({ ...actor.body, updatedAt: new Date() })
        .where(eq(plans.id, actor.id))
        .returning();
      const after = toAdminPlan(
        returnedRow(rows, () => notFound("Plan not found")),
        before.userCount,
      );
      await writeAudit({
        db: tx,
        actorId: actor.staff.userId,
        action: "plans.update",
        targetType: "plan",
        targetId: actor.id,
        before,
        after,
        ip: actor.ip,
      });
      return after;
    }),
  );
}

/**
 * Deleting is only for plans nobody holds; a held plan is deactivated instead (409 says so). The lock
 * makes a profile that is being given this plan wait, so the count cannot miss it.
 */
export async function deletePlan(actor: Actor & { id: string }): Promise<void> {
  await actor.db.transaction(async (tx) => {
    const before = await lockPlan(tx, actor.id, "update");
    if (before.name === FREE_PLAN_NAME) throw conflict("The Free plan cannot be deleted");
    if (before.userCount > 0) {
      throw conflict(
        `${before.userCount} user${before.userCount === 1 ? "" : "s"} hold this plan; deactivate it instead`,
      );
    }
    await tx.delete(plans).where(eq(plans.id, actor.id));
    await writeAudit({
      db: tx,
      actorId: actor.staff.userId,
      action: "plans.delete",
      targetType: "plan",
      targetId: actor.id,
      before,
      ip: actor.ip,
    });
  });
}

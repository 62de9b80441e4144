import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsersApi } from "../../contract/admin-users";
import { myPlanApi, type MyPlan } from "../../contract/my-plan";
import { auditLog, plans, profiles } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let admin: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createTestStaff(ctx, { role: "Admin" });
});
afterAll(() => ctx.close());

const planId = async (name: string) =>
  (await ctx.db.select({ id: plans.id }).from(plans).where(eq(plans.name, name)))[0]!.id;
const termOf = async (user: TestUser) =>
  (
    await ctx.db
      .select({
        status: profiles.planStatus,
        startedAt: profiles.planStartedAt,
        expiresAt: profiles.planExpiresAt,
      })
      .from(profiles)
      .where(eq(profiles.id, user.id))
  )[0]!;
const assign = (user: TestUser, id: string) =>
  ctx.call(adminUsersApi.assignPlan, {
    params: { id: user.id },
    cookie: admin.cookie,
    body: { planId: id },
  });
const assignments = (user: TestUser) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, "users.assign_plan")));
const longAgo = new Date("2025-01-01T00:00:00Z");

describe("assigning a plan to a user whose plan lapsed", () => {
  it.each(["cancelled", "expired", "past_due"] as const)(
    "renews the same plan when it is %s: active, started now, audited",
    async (status) => {
      const user = await createTestUser(ctx, { plan: "Pro" });
      await ctx.db
        .update(profiles)
        .set({ planStatus: status, planStartedAt: longAgo })
        .where(eq(profiles.id, user.id));
      const response = await assign(user, await planId("Pro"));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ planName: "Pro", planStatus: "active" });
      const term = await termOf(user);
      expect(Date.now() - term.startedAt!.getTime()).toBeLessThan(10_000);
      const [entry] = await assignments(user);
      expect(entry).toMatchObject({
        actorId: admin.id,
        before: { planStatus: status },
        after: { planName: "Pro", planStatus: "active" },
      });
      // The user's own limits bind again.
      const plan = (await ctx.call(myPlanApi.get, { cookie: user.cookie })).json<MyPlan>();
      expect(plan.current.inForce).toBe(true);
      expect(plan.usage.find((u) => u.limit === "meal_entries_per_day")?.max).toBe(-1);
    },
  );

  it("clears an expiry already passed, and keeps one still ahead", async () => {
    const passed = await createTestUser(ctx, { plan: "Premium" });
    await ctx.db
      .update(profiles)
      .set({ planExpiresAt: new Date(Date.now() - 60_000), planStartedAt: longAgo })
      .where(eq(profiles.id, passed.id));
    expect((await assign(passed, await planId("Premium"))).statusCode).toBe(200);
    const renewed = await termOf(passed);
    expect(renewed).toMatchObject({ status: "active", expiresAt: null });
    expect(renewed.startedAt!.getTime()).toBeGreaterThan(longAgo.getTime());
    expect(await assignments(passed)).toHaveLength(1);

    const ahead = new Date(Date.now() + 30 * 86_400_000);
    const cancelled = await createTestUser(ctx, { plan: "Premium" });
    await ctx.db
      .update(profiles)
      .set({ planStatus: "cancelled", planExpiresAt: ahead })
      .where(eq(profiles.id, cancelled.id));
    expect((await assign(cancelled, await planId("Premium"))).statusCode).toBe(200);
    expect(await termOf(cancelled)).toMatchObject({ status: "active", expiresAt: ahead });
  });

  it("leaves a plan in force alone when the same plan is sent again", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    await ctx.db.update(profiles).set({ planStartedAt: longAgo }).where(eq(profiles.id, user.id));
    const resent = await ctx.call(adminUsersApi.update, {
      params: { id: user.id },
      cookie: admin.cookie,
      body: { planId: await planId("Pro"), firstName: "Same" },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect((await termOf(user)).startedAt).toEqual(longAgo);
    expect(await assignments(user)).toHaveLength(0);
  });

  it("refuses to renew a lapsed plan that is no longer offered", async () => {
    const [retired] = await ctx.db
      .insert(plans)
      .values({
        name: "Retired renewal",
        limits: (await ctx.db.select().from(plans).where(eq(plans.name, "Pro")))[0]!.limits,
        isActive: false,
      })
      .returning({ id: plans.id });
    const user = await createTestUser(ctx);
    await ctx.db
      .update(profiles)
      .set({ planId: retired!.id, planStatus: "expired" })
      .where(eq(profiles.id, user.id));
    const refused = await assign(user, retired!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      planId: "This plan is no longer offered; choose an active plan",
    });
    expect((await termOf(user)).status).toBe("expired");
  });
});

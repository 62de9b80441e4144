import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminPlansApi,
  NEW_PLAN_LIMITS,
  type AdminPlan,
  type PlanBody,
} from "../../contract/admin-plans";
import type { EndpointSpec } from "../../contract/endpoint";
import { auditLog } from "../db/schema";
import { createTestUser } from "../testing/factories";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let admin: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createTestStaff(ctx, { role: "Admin" });
});
afterAll(() => ctx.close());

const body = (overrides: Partial<PlanBody> = {}): PlanBody => ({
  name: "Coach",
  description: "For coaches",
  priceMonthly: 2999,
  priceYearly: 29999,
  features: ["Clients", "API"],
  limits: { ...NEW_PLAN_LIMITS, weight_entries_per_month: -1 },
  isActive: true,
  sortOrder: 4,
  ...overrides,
});
const send = (endpoint: EndpointSpec, input: TestCallInput = {}) =>
  ctx.call(endpoint, { ...input, cookie: admin.cookie });
const plansNow = async () =>
  (await ctx.call(adminPlansApi.list, { cookie: admin.cookie })).json<{
    plans: AdminPlan[];
  }>().plans;

describe("plans", () => {
  it("lists the seeded plans in sort order, inactive ones too, with holder counts", async () => {
    await createTestUser(ctx, { plan: "Premium" });
    const plans = await plansNow();
    expect(plans.map((p) => p.name)).toEqual(["Free", "Premium", "Pro"]);
    expect(plans.find((p) => p.name === "Premium")!.userCount).toBeGreaterThanOrEqual(1);
    expect(plans[2]!.limits.meal_entries_per_day).toBe(-1);
  });

  it("creates and edits a plan, auditing before and after", async () => {
    const created = await send(adminPlansApi.create, { body: body() });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json<AdminPlan>();
    expect(plan).toMatchObject({ name: "Coach", priceMonthly: 2999, userCount: 0 });
    const edited = await send(adminPlansApi.update, {
      params: { id: plan.id },
      body: body({ priceMonthly: 3499, isActive: false }),
    });
    expect(edited.json()).toMatchObject({ priceMonthly: 3499, isActive: false });
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, plan.id));
    expect(entries.map((e) => e.action).sort()).toEqual(["plans.create", "plans.update"]);
    expect(entries.find((e) => e.action === "plans.update")).toMatchObject({
      before: { priceMonthly: 2999 },
      after: { priceMonthly: 3499 },
    });
  });

  it.each([
    [{ priceMonthly: 9.99 }, "priceMonthly"],
    [{ priceYearly: -1 }, "priceYearly"],
    [{ sortOrder: 1.5 }, "sortOrder"],
    [{ name: "  " }, "name"],
    [{ limits: { ...NEW_PLAN_LIMITS, meal_entries_per_day: -2 } }, "limits.meal_entries_per_day"],
    [
      { limits: { ...NEW_PLAN_LIMITS, workout_entries_per_month: 2.5 } },
      "limits.workout_entries_per_month",
    ],
  ])("refuses %j with 400 naming the field", async (overrides, field) => {
    const response = await send(adminPlansApi.create, {
      body: body({ name: "Bad", ...(overrides as Partial<PlanBody>) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
  });

  it("refuses a duplicate name with 409 under the name field", async () => {
    const response = await send(adminPlansApi.create, { body: body({ name: "Pro" }) });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "conflict",
      message: "A plan with this name already exists",
      fields: { name: "A plan with this name already exists" },
    });
  });

  it("lets one of simultaneous creates with one name through; the others are the same 409, never a 500", async () => {
    const names = ["Twin A", "Twin B", "Twin C", "Twin D"];
    const { first, second } = await racePairs(
      names,
      (name) => send(adminPlansApi.create, { body: body({ name }) }),
      (name) => send(adminPlansApi.create, { body: body({ name }) }),
    );
    for (const [i, name] of names.entries()) {
      const pair = [first[i]!, second[i]!];
      expect(
        pair.map((r) => r.statusCode).sort(),
        `${name}: ${pair.map((r) => r.body).join(" / ")}`,
      ).toEqual([201, 409]);
      expect(pair.find((r) => r.statusCode === 409)!.json().error.fields).toEqual({
        name: "A plan with this name already exists",
      });
    }
  });

  it("deletes only plans nobody holds; the Free plan keeps its name and cannot go", async () => {
    const plans = await plansNow();
    const premium = plans.find((p) => p.name === "Premium")!;
    const held = await send(adminPlansApi.remove, { params: { id: premium.id } });
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toMatch(/deactivate it instead/);
    const spare = (
      await send(adminPlansApi.create, { body: body({ name: "Spare" }) })
    ).json<AdminPlan>();
    expect((await send(adminPlansApi.remove, { params: { id: spare.id } })).statusCode).toBe(200);
    expect((await plansNow()).some((p) => p.id === spare.id)).toBe(false);
    expect(
      await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, spare.id), eq(auditLog.action, "plans.delete"))),
    ).toHaveLength(1);
    const free = plans.find((p) => p.name === "Free")!;
    const { id: _id, userCount: _n, ...freeBody } = free;
    const renamed = await send(adminPlansApi.update, {
      params: { id: free.id },
      body: { ...freeBody, name: "Basic" },
    });
    expect([renamed.statusCode, Object.keys(renamed.json().error.fields)]).toEqual([400, ["name"]]);
  });
});

describe("plans edited and deleted at the same moment", () => {
  const spares = async (prefix: string, n: number) => {
    const made: AdminPlan[] = [];
    for (let i = 0; i < n; i++)
      made.push(
        (
          await send(adminPlansApi.create, { body: body({ name: `${prefix} ${i}` }) })
        ).json<AdminPlan>(),
      );
    return made;
  };

  it("answers an edit 200 or 404 and the delete 200, never a 500, and audits only what happened", async () => {
    const made = await spares("Edit race", 20);
    const { first: edits, second: deletes } = await racePairs(
      made,
      (plan) =>
        send(adminPlansApi.update, {
          params: { id: plan.id },
          body: body({ name: plan.name, priceMonthly: 1 }),
        }),
      (plan) => send(adminPlansApi.remove, { params: { id: plan.id } }),
    );
    expectStatusesIn(edits, [200, 404]);
    expectStatusesIn(deletes, [200]);
    expect((await plansNow()).filter((p) => p.name.startsWith("Edit race"))).toEqual([]);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(
        inArray(
          auditLog.targetId,
          made.map((p) => p.id),
        ),
      );
    expect(audits.filter((a) => a.action === "plans.delete")).toHaveLength(20);
    expect(audits.filter((a) => a.action === "plans.update")).toHaveLength(
      edits.filter((r) => r.statusCode === 200).length,
    );
  });

  it("lets one of two deletes of a plan through; the other finds nothing, a 404", async () => {
    const made = await spares("Delete race", 20);
    const { first, second } = await racePairs(
      made,
      (p) => send(adminPlansApi.remove, { params: { id: p.id } }),
      (p) => send(adminPlansApi.remove, { params: { id: p.id } }),
    );
    expect(made.map((_, i) => [first[i]!.statusCode, second[i]!.statusCode].sort())).toEqual(
      made.map(() => [200, 404]),
    );
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          inArray(
            auditLog.targetId,
            made.map((p) => p.id),
          ),
          eq(auditLog.action, "plans.delete"),
        ),
      );
    expect(audits).toHaveLength(20);
  });
});

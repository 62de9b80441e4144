import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminPlansApi,
  NEW_PLAN_LIMITS,
  type AdminPlan,
  type PlanBody,
} from "../../contract/admin-plans";
import { adminUsersApi } from "../../contract/admin-users";
import type { EndpointSpec } from "../../contract/endpoint";
import { auditLog, plans, profiles, users } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let root: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  root = await createTestStaff(ctx, { role: "Super Admin" });
});
afterAll(() => ctx.close());

const PAIRS = 16;
const send = (endpoint: EndpointSpec, input: TestCallInput = {}) =>
  ctx.call(endpoint, { ...input, cookie: root.cookie });
const planBody = (name: string, changes: Partial<PlanBody> = {}): PlanBody => ({
  name,
  description: "",
  priceMonthly: 500,
  priceYearly: 5000,
  features: [],
  limits: NEW_PLAN_LIMITS,
  isActive: true,
  sortOrder: 9,
  ...changes,
});

async function makeUsers(): Promise<TestUser[]> {
  const made: TestUser[] = [];
  for (let i = 0; i < PAIRS; i++) made.push(await createTestUser(ctx));
  return made;
}

/** One new plan per user, so each pair races on a plan of its own. */
async function makePlans(
  label: string,
  people: readonly TestUser[],
): Promise<Array<{ person: TestUser; plan: AdminPlan }>> {
  const made: Array<{ person: TestUser; plan: AdminPlan }> = [];
  for (const [i, person] of people.entries()) {
    const response = await send(adminPlansApi.create, {
      body: planBody(`${label} ${i} ${Date.now()}`),
    });
    expect(response.statusCode, response.body).toBe(201);
    made.push({ person, plan: response.json<AdminPlan>() });
  }
  return made;
}

const planOf = async (userId: string) =>
  (
    await ctx.db.select({ planId: profiles.planId }).from(profiles).where(eq(profiles.id, userId))
  )[0]?.planId;
const auditOf = (targetId: string, action: string) =>
  ctx.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.id));

describe("a plan given to a user at the moment it is deleted", () => {
  it("either gives it (and the delete is refused, 409: someone holds it) or deletes it (and the plan field is a 400), never the generic conflict", async () => {
    const pairs = await makePlans("Vanishing", await makeUsers());
    const { first: gives, second: deletes } = await racePairs(
      pairs,
      ({ person, plan }) =>
        send(adminUsersApi.assignPlan, { params: { id: person.id }, body: { planId: plan.id } }),
      ({ plan }) => send(adminPlansApi.remove, { params: { id: plan.id } }),
    );
    expectStatusesIn(gives, [200, 400]);
    expectStatusesIn(deletes, [200, 409]);
    for (const [i, { person, plan }] of pairs.entries()) {
      const [given, deleted] = [gives[i]!, deletes[i]!];
      expect([given.statusCode, deleted.statusCode], `${given.body} / ${deleted.body}`).toEqual(
        given.statusCode === 200 ? [200, 409] : [400, 200],
      );
      if (given.statusCode === 400)
        expect(given.json().error.fields).toEqual({ planId: "Choose a plan that exists" });
      expect(await planOf(person.id)).toBe(given.statusCode === 200 ? plan.id : await freePlanId());
    }
  });
});

describe("a plan given to a user at the moment it is deactivated", () => {
  it("gives it before the deactivation (audited first) or refuses it as no longer offered (400), never after", async () => {
    const pairs = await makePlans("Retiring", await makeUsers());
    const { first: gives, second: deactivations } = await racePairs(
      pairs,
      ({ person, plan }) =>
        send(adminUsersApi.assignPlan, { params: { id: person.id }, body: { planId: plan.id } }),
      ({ plan }) =>
        send(adminPlansApi.update, {
          params: { id: plan.id },
          body: planBody(plan.name, { isActive: false }),
        }),
    );
    expectStatusesIn(gives, [200, 400]);
    expectStatusesIn(deactivations, [200]);
    for (const [i, { person, plan }] of pairs.entries()) {
      if (gives[i]!.statusCode === 400) {
        expect(gives[i]!.json().error.fields).toEqual({
          planId: "This plan is no longer offered; choose an active plan",
        });
        continue;
      }
      const [given] = await auditOf(person.id, "users.assign_plan");
      const [deactivated] = await auditOf(plan.id, "plans.update");
      expect(given!.id).toBeLessThan(deactivated!.id);
    }
  });
});

describe("a user edited and deleted at the same moment", () => {
  it("answers the edit 200 or 404 and the delete 200, and the account is gone", async () => {
    const people = await makeUsers();
    const { first: edits, second: deletes } = await racePairs(
      people,
      (person) =>
        send(adminUsersApi.update, {
          params: { id: person.id },
          body: { firstName: "Renamed", status: "suspended" },
        }),
      (person) => send(adminUsersApi.remove, { params: { id: person.id } }),
    );
    expectStatusesIn(edits, [200, 404]);
    expectStatusesIn(deletes, [200]);
    expect(
      await ctx.db
        .select()
        .from(users)
        .where(
          inArray(
            users.id,
            people.map((p) => p.id),
          ),
        ),
    ).toEqual([]);
  });

  it("lets one of two deletes through, audited once; the other finds nothing, a 404", async () => {
    const people = await makeUsers();
    const remove = (person: TestUser) => send(adminUsersApi.remove, { params: { id: person.id } });
    const { first, second } = await racePairs(people, remove, remove);
    expect(people.map((_, i) => [first[i]!.statusCode, second[i]!.statusCode].sort())).toEqual(
      people.map(() => [200, 404]),
    );
    for (const person of people) expect(await auditOf(person.id, "users.delete")).toHaveLength(1);
  });
});

async function freePlanId(): Promise<string> {
  const [free] = await ctx.db.select({ id: plans.id }).from(plans).where(eq(plans.name, "Free"));
  return free!.id;
}

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEW_PLAN_LIMITS } from "../../contract/admin-plans";
import { adminUsersApi, type AdminUser, type UserListResponse } from "../../contract/admin-users";
import { authApi } from "../../contract/auth-api";
import type { EndpointSpec } from "../../contract/endpoint";
import { auditLog, plans, profiles, sessions, users } from "../db/schema";
import { createTestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let root: TestStaff;
let admin: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  root = await createTestStaff(ctx, { role: "Super Admin" });
  admin = await createTestStaff(ctx, { role: "Admin" });
});
afterAll(() => ctx.close());

const list = async (query: TestCallInput["query"], cookie = admin.cookie) => {
  const response = await ctx.call(adminUsersApi.list, { query, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserListResponse>();
};
const planId = async (name: string) =>
  (await ctx.db.select({ id: plans.id }).from(plans).where(eq(plans.name, name)))[0]!.id;
const auditFor = (targetId: string, action: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)));

describe("listing users", () => {
  it("walks every matching user exactly once, newest first, across keyset pages", async () => {
    const made: string[] = [];
    for (let i = 0; i < 7; i++)
      made.push((await createTestUser(ctx, { lastName: `Pager${i}` })).id);
    const seen: AdminUser[] = [];
    let cursor: string | null = null;
    do {
      const page: UserListResponse = await list({
        q: "Pager",
        limit: 3,
        cursor: cursor ?? undefined,
      });
      expect(page.matching).toBe(7);
      seen.push(...page.users);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((u) => u.id)).toEqual([...made].reverse());
  });

  it("searches e-mail, treats % literally, filters by status and counts totals", async () => {
    const odd = await createTestUser(ctx, { lastName: "Odd%Name", status: "suspended" });
    expect((await list({ q: "ODD%NAME" })).users.map((u) => u.id)).toEqual([odd.id]);
    expect((await list({ q: "%" })).users.map((u) => u.id)).toEqual([odd.id]);
    const suspended = await list({ status: "suspended" });
    expect(suspended.users.every((u) => u.status === "suspended")).toBe(true);
    expect(suspended.users.map((u) => u.id)).toContain(odd.id);
    const all = await list({});
    const everyone = await ctx.db.select({ status: profiles.status }).from(profiles);
    expect(all.totalUsers).toBe(everyone.length);
    expect(all.activeUsers).toBe(everyone.filter((p) => p.status === "active").length);
  });

  it("rejects a bad status, limit or cursor with 400 and the field", async () => {
    const forged = (at: string) =>
      Buffer.from(JSON.stringify([at, "00000000-0000-4000-8000-000000000000"])).toString(
        "base64url",
      );
    const cursors = ["xyz", forged("2026-13-45 99:99:00+00"), forged("2026-02-30 10:00:00+00")].map(
      (cursor) => [{ cursor }, "cursor"] as const,
    );
    for (const [query, field] of [
      [{ status: "gone" }, "status"],
      [{ limit: 0 }, "limit"],
      ...cursors,
    ] as const) {
      const response = await ctx.call(adminUsersApi.list, { query, cookie: admin.cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty(field);
    }
  });

  it("answers a search holding a NUL character, which PostgreSQL text cannot, with 400 instead of 500", async () => {
    const response = await ctx.call(adminUsersApi.list, {
      query: { q: "a\u0000b" },
      cookie: admin.cookie,
    });
    expect(response.statusCode, response.body).toBe(400);
  });

  it("reports activity from last_active_at with the 30-day threshold", async () => {
    const user = await createTestUser(ctx, { lastName: "Dormant" });
    await ctx.db
      .update(profiles)
      .set({ lastActiveAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(profiles.id, user.id));
    const [row] = (await list({ q: "Dormant" })).users;
    expect(row).toMatchObject({ activityStatus: "inactive", daysSinceLastActive: 31 });
  });
});

describe("changing users", () => {
  it("suspends a user, ends their sessions at once, audits, and reactivates", async () => {
    const user = await createTestUser(ctx);
    const response = await ctx.call(adminUsersApi.suspend, {
      params: { id: user.id },
      cookie: admin.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe("suspended");
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
      0,
    );
    expect((await ctx.call(authApi.me, { cookie: user.cookie })).statusCode).toBe(401);
    const [entry] = await auditFor(user.id, "users.suspend");
    expect(entry).toMatchObject({
      actorId: admin.id,
      before: { status: "active" },
      after: { status: "suspended" },
    });
    const back = await ctx.call(adminUsersApi.reactivate, {
      params: { id: user.id },
      cookie: admin.cookie,
    });
    expect(back.json().status).toBe("active");
    expect(await auditFor(user.id, "users.reactivate")).toHaveLength(1);
  });

  it("assigns a plan: plan_id, plan_status active, plan_started_at now", async () => {
    const user = await createTestUser(ctx);
    await ctx.db.update(profiles).set({ planStatus: "cancelled" }).where(eq(profiles.id, user.id));
    const pro = await planId("Pro");
    const response = await ctx.call(adminUsersApi.assignPlan, {
      params: { id: user.id },
      cookie: admin.cookie,
      body: { planId: pro },
    });
    expect(response.json()).toMatchObject({ planId: pro, planName: "Pro", planStatus: "active" });
    const [row] = await ctx.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(Date.now() - row!.planStartedAt!.getTime()).toBeLessThan(10_000);
    expect(await auditFor(user.id, "users.assign_plan")).toHaveLength(1);
  });

  it("writes one audit entry per kind of change when one save changes several", async () => {
    const user = await createTestUser(ctx);
    const pro = await planId("Pro");
    const response = await ctx.call(adminUsersApi.update, {
      params: { id: user.id },
      cookie: admin.cookie,
      body: { status: "suspended", planId: pro, lastName: "Both" },
    });
    expect(response.statusCode).toBe(200);
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(entries.map((e) => e.action).sort()).toEqual([
      "users.assign_plan",
      "users.suspend",
      "users.update",
    ]);
    expect(entries.find((e) => e.action === "users.suspend")).toMatchObject({
      before: { status: "active" },
      after: { status: "suspended" },
    });
    expect(entries.find((e) => e.action === "users.assign_plan")).toMatchObject({
      before: { planName: "Free" },
      after: { planId: pro, planName: "Pro" },
    });
    expect(entries.find((e) => e.action === "users.update")!.after).toEqual({ lastName: "Both" });
  });

  it("refuses a deactivated plan under planId, but keeps it for a user who already holds it", async () => {
    const [retired] = await ctx.db
      .insert(plans)
      .values({
        name: `Retired ${Date.now()}`,
        priceMonthly: 100,
        priceYearly: 1000,
        limits: NEW_PLAN_LIMITS,
        isActive: false,
        sortOrder: 98,
      })
      .returning({ id: plans.id });
    const user = await createTestUser(ctx);
    for (const endpoint of [adminUsersApi.assignPlan, adminUsersApi.update]) {
      const response = await ctx.call(endpoint, {
        params: { id: user.id },
        cookie: admin.cookie,
        body: { planId: retired!.id },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        planId: "This plan is no longer offered; choose an active plan",
      });
    }
    const holder = await createTestUser(ctx);
    await ctx.db.update(profiles).set({ planId: retired!.id }).where(eq(profiles.id, holder.id));
    const resent = await ctx.call(adminUsersApi.update, {
      params: { id: holder.id },
      cookie: admin.cookie,
      body: { planId: retired!.id, firstName: "Kept" },
    });
    expect(resent.json()).toMatchObject({ planId: retired!.id, firstName: "Kept" });
  });

  it("saves the detail fields and refuses a taken e-mail or unknown plan under the field", async () => {
    const user = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    const saved = await ctx.call(adminUsersApi.update, {
      params: { id: user.id },
      cookie: admin.cookie,
      body: { firstName: "Renamed", email: "Renamed@Example.com", status: "inactive" },
    });
    expect(saved.json()).toMatchObject({
      firstName: "Renamed",
      email: "renamed@example.com",
      status: "inactive",
    });
    const taken = await ctx.call(adminUsersApi.update, {
      params: { id: user.id },
      cookie: admin.cookie,
      body: { email: other.email },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.email).toBeDefined();
    const badPlan = await ctx.call(adminUsersApi.update, {
      params: { id: user.id },
      cookie: admin.cookie,
      body: { planId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json().error.fields.planId).toBeDefined();
    const badEmail = await ctx.call(adminUsersApi.update, {
      params: { id: user.id },
      cookie: admin.cookie,
      body: { email: "nope" },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields.email).toBeDefined();
  });

  it("saves a name as long as sign-up accepts (80 characters) and refuses a longer one in words", async () => {
    const user = await createTestUser(ctx);
    const first = "F".repeat(80);
    const last = "L".repeat(80);
    const saved = await ctx.call(adminUsersApi.update, {
      params: { id: user.id },
      cookie: admin.cookie,
      body: { firstName: first, lastName: last },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: first, lastName: last });
    const tooLong = await ctx.call(adminUsersApi.update, {
      params: { id: user.id },
      cookie: admin.cookie,
      body: { firstName: `${first}F` },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({
      firstName: "First name can be at most 80 characters",
    });
  });

  it("never lets staff suspend or delete themselves or staff at or above them", async () => {
    const call = (endpoint: EndpointSpec, id: string, cookie: string) =>
      ctx.call(endpoint, { params: { id }, cookie });
    const self = await call(adminUsersApi.suspend, admin.id, admin.cookie);
    expect([self.statusCode, self.json().error.message]).toEqual([
      403,
      "You cannot suspend your own account",
    ]);
    expect((await call(adminUsersApi.remove, admin.id, admin.cookie)).json().error.message).toBe(
      "You cannot delete your own account",
    );
    const above = await call(adminUsersApi.suspend, root.id, admin.cookie);
    expect([above.statusCode, above.json().error.message]).toEqual([
      403,
      "You cannot suspend staff at or above your own level",
    ]);
    expect((await call(adminUsersApi.remove, root.id, root.cookie)).json().error.message).toBe(
      "You cannot delete your own account",
    );
    // With a second Super Admin, one may suspend the other.
    const second = await createTestStaff(ctx, { role: "Super Admin" });
    expect((await call(adminUsersApi.suspend, second.id, root.cookie)).statusCode).toBe(200);
  });

  it("deletes one user and bulk-deletes several, auditing each", async () => {
    const [a, b, c] = [
      await createTestUser(ctx),
      await createTestUser(ctx),
      await createTestUser(ctx),
    ];
    expect(
      (await ctx.call(adminUsersApi.remove, { params: { id: a.id }, cookie: admin.cookie }))
        .statusCode,
    ).toBe(200);
    const bulk = await ctx.call(adminUsersApi.bulkDelete, {
      cookie: admin.cookie,
      body: { ids: [b.id, c.id] },
    });
    expect(bulk.json()).toEqual({ deleted: 2 });
    expect(await ctx.db.select().from(users).where(eq(users.id, b.id))).toHaveLength(0);
    for (const id of [a.id, b.id, c.id]) expect(await auditFor(id, "users.delete")).toHaveLength(1);
    const refused = await ctx.call(adminUsersApi.bulkDelete, {
      cookie: admin.cookie,
      body: { ids: [(await createTestUser(ctx)).id, admin.id] },
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await ctx.call(adminUsersApi.bulkDelete, { cookie: admin.cookie, body: { ids: [] } }))
        .statusCode,
    ).toBe(400);
  });
});

describe("exporting users", () => {
  it("downloads CSV with RFC 4180 quoting and formula-safe cells, and audits the export", async () => {
    const tricky = await createTestUser(ctx, {
      firstName: 'Ann "Q", Jr',
      lastName: "=SUM(A1)",
      email: "csv-case@example.com",
    });
    const response = await ctx.call(adminUsersApi.exportCsv, {
      query: { q: "csv-case" },
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split("\r\n");
    expect(lines[0]).toBe(
      "id,first_name,last_name,email,status,plan_name,plan_status,price_monthly_cents,activity_status,last_active_at,days_since_signup,join_date",
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^${tricky.id},"Ann ""Q"", Jr",'=SUM\\(A1\\),csv-case@example.com,active,Free,active,0,active,`,
      ),
    );
    expect(lines).toHaveLength(3);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "users.export"), eq(auditLog.actorId, admin.id)));
    expect(entry?.after).toMatchObject({ rows: 1 });
  });
});

import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_NAMES } from "../../domain/permissions";
import { auditLog, permissions, roles, userRoles } from "../db/schema";
import { DENIED_AUDIT_WINDOW_MS, writeAuditThrottled } from "../audit/throttle";
import { createTestUser } from "../testing/factories";
import { createTestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";
import { SEED_ROLES } from "./catalog";
import { seedRbac } from "./seed";
import { adminPlansApi } from "../../contract/admin-plans";
import { adminUsersApi } from "../../contract/admin-users";
import { urlOf, type EndpointSpec } from "../../contract/endpoint";
import { rbacApi } from "../../contract/admin-me";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** How the audit log names a refused route: its declared method and path. */
const routeId = (endpoint: EndpointSpec) => `${endpoint.method} ${endpoint.path}`;

describe("seeded roles and permissions", () => {
  it("holds the 22 spec permissions split into resource and action, and the role ladder", async () => {
    const rows = await ctx.db.select().from(permissions);
    expect(rows.map((p) => p.name).sort()).toEqual([...PERMISSION_NAMES].sort());
    expect(rows.find((p) => p.name === "roles.assign")).toMatchObject({
      resource: "roles",
      action: "assign",
    });
    expect(rows.every((p) => p.description.length > 0)).toBe(true);
    const ladder = await ctx.db
      .select({ name: roles.name, level: roles.level })
      .from(roles)
      .orderBy(desc(roles.level));
    expect(ladder).toEqual(SEED_ROLES.map(({ name, level }) => ({ name, level })));
  });

  it("seeds idempotently and keeps staff edits of a role", async () => {
    const [agent] = await ctx.db.select().from(roles).where(eq(roles.name, "Support Agent"));
    await ctx.db.update(roles).set({ description: "Edited" }).where(eq(roles.id, agent!.id));
    await seedRbac(ctx.db);
    await seedRbac(ctx.db);
    const [again] = await ctx.db.select().from(roles).where(eq(roles.name, "Support Agent"));
    expect(again!.description).toBe("Edited");
    expect(await ctx.db.$count(roles)).toBe(SEED_ROLES.length);
  });
});

describe("GET /api/admin/me", () => {
  it("gives the effective role (highest level) and the union of permissions", async () => {
    const staff = await createTestStaff(ctx, { role: "Analyst" });
    const [agent] = await ctx.db.select().from(roles).where(eq(roles.name, "Support Agent"));
    await ctx.db.insert(userRoles).values({ userId: staff.id, roleId: agent!.id });
    const response = await ctx.call(rbacApi.me, { cookie: staff.cookie });
    expect(response.statusCode).toBe(200);
    const me = response.json<{ role: { name: string }; level: number; permissions: string[] }>();
    expect(me.role.name).toBe("Support Agent");
    expect(me.level).toBe(40);
    expect(me.permissions).toContain("analytics.view");
    expect(me.permissions).toContain("support.respond");
  });

  it("ignores deactivated assignments and inactive roles", async () => {
    const staff = await createTestStaff(ctx, { role: "Analyst" });
    await ctx.db.update(userRoles).set({ isActive: false }).where(eq(userRoles.userId, staff.id));
    const response = await ctx.call(rbacApi.me, { cookie: staff.cookie });
    expect(response.statusCode).toBe(403);
  });

  it("logs a refused attempt in the audit log with the user and their e-mail", async () => {
    const outsider = await createTestUser(ctx);
    const response = await ctx.call(rbacApi.me, { cookie: outsider.cookie });
    expect(response.statusCode).toBe(403);
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.actorId, outsider.id));
    expect(entry).toMatchObject({
      action: "admin.access_denied",
      targetId: routeId(rbacApi.me),
      after: { email: outsider.email },
    });
    expect(entry!.ip).toBeTruthy();
  });
});

describe("refused attempts in the audit log", () => {
  const entriesOf = (actorId: string) =>
    ctx.db.select().from(auditLog).where(eq(auditLog.actorId, actorId));

  it("logs staff refused for a missing permission, once per route per minute", async () => {
    const analyst = await createTestStaff(ctx, { role: "Analyst" });
    for (let i = 0; i < 3; i++) {
      const response = await ctx.call(adminPlansApi.create, { cookie: analyst.cookie, body: {} });
      expect(response.statusCode).toBe(403);
    }
    await ctx.call(adminUsersApi.remove, { params: { id: analyst.id }, cookie: analyst.cookie });
    const entries = await entriesOf(analyst.id);
    expect(entries.map((e) => [e.action, e.targetId]).sort()).toEqual([
      ["admin.permission_denied", routeId(adminUsersApi.remove)],
      ["admin.permission_denied", routeId(adminPlansApi.create)],
    ]);
    expect(entries.find((e) => e.targetId === routeId(adminPlansApi.create))).toMatchObject({
      targetType: "route",
      after: { email: analyst.email, role: "Analyst", level: 20, permission: "plans.create" },
    });
  });

  it("throttles non-staff refusals too, and logs again after the minute", async () => {
    const outsider = await createTestUser(ctx);
    for (let i = 0; i < 3; i++) await ctx.call(rbacApi.me, { cookie: outsider.cookie });
    expect(await entriesOf(outsider.id)).toHaveLength(1);
    const entry = {
      db: ctx.db,
      actorId: outsider.id,
      action: "admin.access_denied",
      targetId: routeId(rbacApi.me),
    };
    expect(await writeAuditThrottled(entry, Date.now() + 30_000)).toBe(false);
    expect(await writeAuditThrottled(entry, Date.now() + DENIED_AUDIT_WINDOW_MS + 1_000)).toBe(
      true,
    );
    expect(await entriesOf(outsider.id)).toHaveLength(2);
  });
});

describe("audit log", () => {
  it("refuses UPDATE and DELETE in the database", async () => {
    await expect(ctx.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });
});

describe("header user search", () => {
  it("finds users by name or e-mail, wildcards matched literally", async () => {
    const staff = await createTestStaff(ctx, { role: "Support Agent" });
    const target = await createTestUser(ctx, { firstName: "Zebulon", lastName: "Quartz" });
    const find = (q: string) =>
      ctx.request({
        method: adminUsersApi.search.method,
        // q with encodeURIComponent, spaces as %20 (urlOf would write them as `+`).
        url: `${urlOf(adminUsersApi.search)}?q=${encodeURIComponent(q)}`,
        cookie: staff.cookie,
      });
    for (const q of ["zebulon", "Zebulon Qu", target.email.toUpperCase()]) {
      const hits = (await find(q)).json<{ users: { id: string }[] }>().users;
      expect(hits.map((h) => h.id)).toContain(target.id);
    }
    expect((await find("%")).json<{ users: unknown[] }>().users).toEqual([]);
    expect((await find(" ")).statusCode).toBe(400);
  });
});

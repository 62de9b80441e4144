import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditApi, type AuditPage } from "../../contract/admin-audit";
import { rbacApi } from "../../contract/admin-me";
import { adminUsersApi } from "../../contract/admin-users";
import { urlOf } from "../../contract/endpoint";
import { createTestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";
import { writeAudit } from "./service";

let ctx: TestContext;
let root: TestStaff;
const read = async (query: TestCallInput["query"] = {}) => {
  const response = await ctx.call(auditApi.list, { query, cookie: root.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditPage>();
};

beforeAll(async () => {
  ctx = await createTestContext();
  root = await createTestStaff(ctx, { role: "Super Admin" });
  for (let i = 0; i < 30; i += 1) {
    await writeAudit({
      db: ctx.db,
      actorId: root.id,
      action: "test.bulk",
      targetType: "thing",
      targetId: String(i),
      after: { i },
    });
  }
});
afterAll(() => ctx.close());

describe("GET /api/admin/audit", () => {
  it("pages newest first, 25 a page, with the actor's e-mail and the recorded actions", async () => {
    const first = await read({ action: "test.bulk" });
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.entries).toHaveLength(25);
    expect(first.entries[0]).toMatchObject({
      targetId: "29",
      actorEmail: root.email,
      after: { i: 29 },
    });
    const second = await read({ action: "test.bulk", page: 2 });
    expect(second.entries.map((e) => e.targetId)).toEqual(["4", "3", "2", "1", "0"]);
    expect(first.actions).toContain("test.bulk");
  });

  it("shows a refused admin attempt, filtered by actor and date", async () => {
    const outsider = await createTestUser(ctx, { email: `snoop-${Date.now()}@example.com` });
    await ctx.call(rbacApi.me, { cookie: outsider.cookie });
    const today = new Date().toISOString().slice(0, 10);
    const page = await read({ actor: "snoop-", from: today, to: today });
    expect(page.entries).toEqual([
      expect.objectContaining({ action: "admin.access_denied", actorEmail: outsider.email }),
    ]);
    expect((await read({ actor: "snoop-", to: "2000-01-01" })).total).toBe(0);
  });

  it("answers 400 for a bad date or an inverted range", async () => {
    const bad = await ctx.call(auditApi.list, {
      query: { from: "yesterday" },
      cookie: root.cookie,
    });
    expect(bad.statusCode).toBe(400);
    const inverted = await ctx.call(auditApi.list, {
      query: { from: "2026-02-01", to: "2026-01-01" },
      cookie: root.cookie,
    });
    expect(inverted.statusCode).toBe(400);
    expect(
      inverted.json<{ error: { fields: Record<string, string> } }>().error.fields,
    ).toHaveProperty("to");
  });

  it("has no route that changes or removes entries", async () => {
    // The list's own path, with the methods no endpoint declares on it.
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const response = await ctx.request({
        method,
        url: urlOf(auditApi.list),
        cookie: root.cookie,
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe("entries of an actor whose account is gone", () => {
  it("still name them by the e-mail and name they had, found by the same actor filter", async () => {
    const agent = await createTestStaff(ctx, {
      role: "Support Agent",
      firstName: "Gone",
      lastName: "Agent",
    });
    await writeAudit({
      db: ctx.db,
      actorId: agent.id,
      action: "test.gone",
      targetType: "thing",
      targetId: "1",
    });
    const deleted = await ctx.call(adminUsersApi.remove, {
      params: { id: agent.id },
      cookie: root.cookie,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const page = await read({ actor: agent.email });
    expect(page.entries).toEqual([
      expect.objectContaining({
        action: "test.gone",
        actorId: agent.id,
        actorEmail: agent.email,
        actorName: "Gone Agent",
        isActorDeleted: true,
      }),
    ]);
  });

  it("record the staff deletion itself: who deleted whose account", async () => {
    const user = await createTestUser(ctx, { firstName: "Deleted", lastName: "Customer" });
    expect(
      (await ctx.call(adminUsersApi.remove, { params: { id: user.id }, cookie: root.cookie }))
        .statusCode,
    ).toBe(200);
    const [entry] = (await read({ action: "users.delete" })).entries.filter(
      (e) => e.targetId === user.id,
    );
    expect(entry).toMatchObject({
      actorEmail: root.email,
      actorName: "Super Staff",
      isActorDeleted: false,
    });
    expect(entry!.before).toMatchObject({
      email: user.email,
      firstName: "Deleted",
      lastName: "Customer",
    });
  });

  it("name the system as no one", async () => {
    await writeAudit({ db: ctx.db, actorId: null, action: "test.system" });
    expect((await read({ action: "test.system" })).entries).toEqual([
      expect.objectContaining({
        actorId: null,
        actorEmail: null,
        actorName: null,
        isActorDeleted: false,
      }),
    ]);
  });
});

describe("GET /api/admin/settings", () => {
  it("shows the product name and staff domain from configuration", async () => {
    const response = await ctx.call(rbacApi.settings, { cookie: root.cookie });
    expect(response.json()).toEqual({ productName: "Vitalog", staffEmailDomain: "vitalog.app" });
  });
});

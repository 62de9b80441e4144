import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsersApi, type BulkStatusResponse } from "../../contract/admin-users";
import { SIGNIN_MESSAGES } from "../../contract/auth";
import { authApi } from "../../contract/auth-api";
import { auditLog, profiles, sessions } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff, MISSING_ID, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let admin: TestStaff;
let manager: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createTestStaff(ctx, { role: "Admin" });
  manager = await createTestStaff(ctx, { role: "Support Manager" });
});
afterAll(() => ctx.close());

const bulk = (cookie: string, payload: Record<string, unknown>) =>
  ctx.call(adminUsersApi.bulkStatus, { cookie, body: payload });
const auditFor = (targetId: string, action: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)));
const statusOf = async (id: string) =>
  (await ctx.db.select({ status: profiles.status }).from(profiles).where(eq(profiles.id, id)))[0]!
    .status;
const signIn = (user: TestUser) =>
  ctx.call(authApi.signIn, { body: { email: user.email, password: user.password } });

describe("bulk suspend and reactivate", () => {
  it("needs users.edit: a Support Agent (users.view only) is refused with 403 and nothing changes", async () => {
    const agent = await createTestStaff(ctx, { role: "Support Agent" });
    const user = await createTestUser(ctx);
    const response = await bulk(agent.cookie, { ids: [user.id], status: "suspended" });
    expect(response.statusCode).toBe(403);
    expect(await statusOf(user.id)).toBe("active");
    expect(await auditFor(user.id, "users.suspend")).toHaveLength(0);
  });

  it("refuses a bad body with 400: no ids, more than 100, a non-uuid, an unknown status", async () => {
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    for (const payload of [
      { ids: [], status: "suspended" },
      { ids: many, status: "suspended" },
      { ids: ["nope"], status: "suspended" },
      { ids: [MISSING_ID], status: "inactive" },
    ]) {
      expect((await bulk(manager.cookie, payload)).statusCode).toBe(400);
    }
  });

  it("suspends several at once (users.edit suffices): their sessions end, they cannot sign in, each is audited", async () => {
    const [a, b] = [await createTestUser(ctx), await createTestUser(ctx)];
    const response = await bulk(manager.cookie, { ids: [a.id, b.id], status: "suspended" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BulkStatusResponse>()).toEqual({
      changed: 2,
      changedIds: [a.id, b.id],
      skipped: [],
    });
    for (const user of [a, b]) {
      expect(await statusOf(user.id)).toBe("suspended");
      expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
        0,
      );
      expect((await ctx.call(authApi.me, { cookie: user.cookie })).statusCode).toBe(401);
      const refused = await signIn(user);
      expect([refused.statusCode, refused.json().error.message]).toEqual([
        403,
        SIGNIN_MESSAGES.suspended,
      ]);
      const entries = await auditFor(user.id, "users.suspend");
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actorId: manager.id,
        before: { status: "active" },
        after: { status: "suspended" },
      });
    }
  });

  it("skips, with the reason per id, oneself, staff at or above one's level, the already suspended and the unknown; the rest still change", async () => {
    const user = await createTestUser(ctx);
    const already = await createTestUser(ctx, { status: "suspended" });
    const ids = [manager.id, admin.id, user.id, already.id, MISSING_ID];
    const response = await bulk(manager.cookie, { ids, status: "suspended" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BulkStatusResponse>()).toEqual({
      changed: 1,
      changedIds: [user.id],
      skipped: [
        { id: manager.id, reason: "You cannot suspend your own account" },
        { id: admin.id, reason: "You cannot suspend staff at or above your own level" },
        { id: already.id, reason: "Already suspended" },
        { id: MISSING_ID, reason: "User not found" },
      ],
    });
    expect(await statusOf(user.id)).toBe("suspended");
    for (const id of [manager.id, admin.id]) {
      expect(await statusOf(id)).toBe("active");
      expect(await auditFor(id, "users.suspend")).toHaveLength(0);
    }
    expect(await auditFor(already.id, "users.suspend")).toHaveLength(0);
    // The refused one's savepoint is gone, not the batch: the manager still works.
    expect((await ctx.call(authApi.me, { cookie: manager.cookie })).statusCode).toBe(200);
  });

  it("reactivates several, audited per user, and they can sign in again; staff above stay untouched", async () => {
    const [a, b] = [
      await createTestUser(ctx, { status: "suspended" }),
      await createTestUser(ctx, { status: "inactive" }),
    ];
    const response = await bulk(manager.cookie, { ids: [a.id, b.id, admin.id], status: "active" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BulkStatusResponse>()).toEqual({
      changed: 2,
      changedIds: [a.id, b.id],
      skipped: [{ id: admin.id, reason: "Already active" }],
    });
    for (const user of [a, b]) expect(await statusOf(user.id)).toBe("active");
    expect(await auditFor(a.id, "users.reactivate")).toHaveLength(1);
    expect(await auditFor(b.id, "users.update")).toHaveLength(1);
    expect((await signIn(a)).statusCode).toBe(200);
  });

  it("lets a Super Admin suspend another Super Admin in a batch that names themself too", async () => {
    const root = await createTestStaff(ctx, { role: "Super Admin" });
    const other = await createTestStaff(ctx, { role: "Super Admin" });
    const response = await bulk(root.cookie, { ids: [other.id, root.id], status: "suspended" });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<BulkStatusResponse>();
    expect(body.skipped).toEqual([{ id: root.id, reason: "You cannot suspend your own account" }]);
    expect(body.changedIds).toEqual([other.id]);
  });
});

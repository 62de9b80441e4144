import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPlansApi } from "../../contract/admin-plans";
import { LAST_SUPER_ADMIN_MESSAGES, usableSuperAdminIds } from "../rbac/last-super-admin";
import { loadStaff } from "../rbac/staff";
import { auditLog, profiles, users } from "../db/schema";
import { createTestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";
import { adminUsersApi, type AdminUser } from "../../contract/admin-users";
import { deleteUsers, updateUser } from "./actions";

// Who may change whom in User Management: strictly below the actor only (Super Admin excepted),
// never one's own status or e-mail, and never the last Super Admin out of reach.
let ctx: TestContext;
let root: TestStaff;
let admin: TestStaff;
let peer: TestStaff;
let manager: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  root = await createTestStaff(ctx, { role: "Super Admin" });
  admin = await createTestStaff(ctx, { role: "Admin" });
  peer = await createTestStaff(ctx, { role: "Admin" });
  manager = await createTestStaff(ctx, { role: "Support Manager" });
});
afterAll(() => ctx.close());

const patch = (cookie: string, id: string, payload: object) =>
  ctx.call(adminUsersApi.update, { params: { id }, cookie, body: payload });
const refusal = (response: { statusCode: number; json: () => { error: { message: string } } }) => [
  response.statusCode,
  response.json().error.message,
];
const emailOf = async (id: string) =>
  (await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

describe("changing another account", () => {
  it("tells the screen each account's staff level, so it offers only allowed changes", async () => {
    const user = await createTestUser(ctx);
    const levelOf = async (id: string) =>
      (await ctx.call(adminUsersApi.get, { params: { id }, cookie: admin.cookie })).json<{
        staffLevel: number | null;
      }>().staffLevel;
    expect([await levelOf(root.id), await levelOf(manager.id), await levelOf(user.id)]).toEqual([
      100,
      60,
      null,
    ]);
    const page = await ctx.call(adminUsersApi.list, {
      query: { q: manager.email },
      cookie: admin.cookie,
    });
    expect(page.json<{ users: { staffLevel: number | null }[] }>().users).toEqual([
      expect.objectContaining({ staffLevel: 60 }),
    ]);
  });

  it("refuses moving the e-mail of staff at or above the actor, the last Super Admin's included", async () => {
    const before = await emailOf(root.id);
    expect(refusal(await patch(admin.cookie, root.id, { email: "mine@example.com" }))).toEqual([
      403,
      "You cannot change staff at or above your own level",
    ]);
    expect(refusal(await patch(admin.cookie, peer.id, { email: "mine@example.com" }))).toEqual([
      403,
      "You cannot change staff at or above your own level",
    ]);
    expect(await emailOf(root.id)).toBe(before);
  });

  it("refuses reactivating or deactivating staff at or above the actor, and equals suspending or deleting each other", async () => {
    await ctx.db.update(profiles).set({ status: "suspended" }).where(eq(profiles.id, root.id));
    const reactivate = await ctx.call(adminUsersApi.reactivate, {
      params: { id: root.id },
      cookie: admin.cookie,
    });
    expect(refusal(reactivate)).toEqual([
      403,
      "You cannot change staff at or above your own level",
    ]);
    expect(refusal(await patch(admin.cookie, root.id, { status: "inactive" }))).toEqual([
      403,
      "You cannot change staff at or above your own level",
    ]);
    await ctx.db.update(profiles).set({ status: "active" }).where(eq(profiles.id, root.id));
    expect(
      refusal(
        await ctx.call(adminUsersApi.suspend, { params: { id: peer.id }, cookie: admin.cookie }),
      ),
    ).toEqual([403, "You cannot suspend staff at or above your own level"]);
    expect(
      refusal(
        await ctx.call(adminUsersApi.remove, { params: { id: peer.id }, cookie: admin.cookie }),
      ),
    ).toEqual([403, "You cannot delete staff at or above your own level"]);
    const bulk = await ctx.call(adminUsersApi.bulkDelete, {
      cookie: admin.cookie,
      body: { ids: [peer.id] },
    });
    expect(refusal(bulk)).toEqual([403, "You cannot delete staff at or above your own level"]);
    expect(await ctx.db.select().from(users).where(eq(users.id, peer.id))).toHaveLength(1);
  });

  it("lets staff change accounts strictly below them and plain users", async () => {
    const user = await createTestUser(ctx);
    expect(
      (
        await patch(manager.cookie, user.id, {
          email: `moved-${user.id.slice(0, 6)}@example.com`,
          status: "inactive",
        })
      ).statusCode,
    ).toBe(200);
    expect((await patch(admin.cookie, manager.id, { status: "inactive" })).statusCode).toBe(200);
    expect((await patch(admin.cookie, manager.id, { status: "active" })).statusCode).toBe(200);
    expect((await patch(root.cookie, peer.id, { lastName: "Renamed" })).statusCode).toBe(200);
  });

  it("refuses even a name change to staff above the actor", async () => {
    expect(refusal(await patch(manager.cookie, admin.id, { firstName: "Hacked" }))).toEqual([
      403,
      "You cannot change staff at or above your own level",
    ]);
    const [current] = await ctx.db.select().from(profiles).where(eq(profiles.id, admin.id));
    expect(current!.firstName).not.toBe("Hacked");
  });
});

describe("changing one's own account", () => {
  it("refuses one's own status and e-mail, but not one's own name", async () => {
    expect(refusal(await patch(admin.cookie, admin.id, { status: "inactive" }))).toEqual([
      403,
      "You cannot change your own status here",
    ]);
    expect(
      refusal(await patch(admin.cookie, admin.id, { email: "elsewhere@example.com" })),
    ).toEqual([403, "You cannot change your own e-mail address here; use Settings"]);
    const same = await patch(admin.cookie, admin.id, {
      email: admin.email,
      status: "active",
      firstName: "Ada",
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ firstName: "Ada", email: admin.email, status: "active" });
  });
});

describe("the last Super Admin", () => {
  // Only a Super Admin may touch another, and the actor is one, so these guards catch a request
  // already past its permission check when the actor's own account changed (a suspended actor).
  it("is never suspended, deleted or moved off the staff domain, even by a request in flight", async () => {
    const other = await createTestStaff(ctx, { role: "Super Admin" });
    const { staff } = await loadStaff(ctx.db, {
      userId: root.id,
      staffDomain: ctx.config.staffEmailDomain,
    });
    await ctx.db.update(profiles).set({ status: "suspended" }).where(eq(profiles.id, root.id));
    const actor = {
      db: ctx.db,
      staff: staff!,
      ip: "127.0.0.1",
      staffDomain: ctx.config.staffEmailDomain,
    };
    await expect(
      updateUser({ ...actor, userId: other.id, body: { email: "away@example.com" } }),
    ).rejects.toThrow(LAST_SUPER_ADMIN_MESSAGES.leaveStaffDomain("vitalog.app"));
    await expect(
      updateUser({ ...actor, userId: other.id, body: { status: "suspended" } }),
    ).rejects.toThrow(LAST_SUPER_ADMIN_MESSAGES.suspend);
    await expect(deleteUsers({ ...actor, ids: [other.id] })).rejects.toThrow(
      LAST_SUPER_ADMIN_MESSAGES.delete,
    );
    // Even on the staff domain: a new address is unverified, and staff access needs a verified one.
    await expect(
      updateUser({ ...actor, userId: other.id, body: { email: "other-root@vitalog.app" } }),
    ).rejects.toThrow(LAST_SUPER_ADMIN_MESSAGES.unverifiedEmail);
    const renamed = await updateUser({ ...actor, userId: other.id, body: { firstName: "Still" } });
    expect(renamed.firstName).toBe("Still");
    await ctx.db.update(profiles).set({ status: "active" }).where(eq(profiles.id, root.id));
    const audited = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, other.id), eq(auditLog.actorId, root.id)));
    expect(audited).toHaveLength(1);
  });
});

describe("the last Super Admins, deleted together", () => {
  it("are refused as a batch when the batch holds every Super Admin who can act", async () => {
    await createTestStaff(ctx, { role: "Super Admin" });
    await createTestStaff(ctx, { role: "Super Admin" });
    const { staff } = await loadStaff(ctx.db, {
      userId: root.id,
      staffDomain: ctx.config.staffEmailDomain,
    });
    // The actor is suspended while the request is in flight: the batch holds every Super Admin left.
    await ctx.db.update(profiles).set({ status: "suspended" }).where(eq(profiles.id, root.id));
    try {
      const batch = await usableSuperAdminIds(ctx.db, ctx.config.staffEmailDomain);
      expect(batch.length).toBeGreaterThan(1);
      const actor = {
        db: ctx.db,
        staff: staff!,
        ip: "127.0.0.1",
        staffDomain: ctx.config.staffEmailDomain,
      };
      await expect(deleteUsers({ ...actor, ids: batch })).rejects.toThrow(
        LAST_SUPER_ADMIN_MESSAGES.delete,
      );
      expect(await ctx.db.select().from(users).where(inArray(users.id, batch))).toHaveLength(
        batch.length,
      );
    } finally {
      await ctx.db.update(profiles).set({ status: "active" }).where(eq(profiles.id, root.id));
    }
  });
});

describe("edits that change nothing", () => {
  // The seniority rule comes first, changed or not: a no-op save must neither pass nor be audited
  // as though a junior had acted on a senior ("Support Manager reactivated the Super Admin").
  it("refuses re-activating an active senior account and re-saving it unchanged, and audits nothing", async () => {
    const audited = async () =>
      (await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, root.id))).length;
    const before = await audited();
    const reactivate = (cookie: string) =>
      ctx.call(adminUsersApi.reactivate, { params: { id: root.id }, cookie });
    expect(refusal(await reactivate(manager.cookie))).toEqual([
      403,
      "You cannot change staff at or above your own level",
    ]);
    expect(refusal(await reactivate(admin.cookie))).toEqual([
      403,
      "You cannot change staff at or above your own level",
    ]);
    const current = (
      await ctx.call(adminUsersApi.get, { params: { id: root.id }, cookie: admin.cookie })
    ).json<AdminUser>();
    const unchanged = {
      firstName: current.firstName,
      lastName: current.lastName,
      email: current.email,
      status: current.status,
      planId: current.planId!,
    };
    expect(refusal(await patch(admin.cookie, root.id, unchanged))).toEqual([
      403,
      "You cannot change staff at or above your own level",
    ]);
    expect(refusal(await patch(manager.cookie, admin.id, {}))).toEqual([
      403,
      "You cannot change staff at or above your own level",
    ]);
    const plan = await ctx.call(adminUsersApi.assignPlan, {
      params: { id: root.id },
      cookie: admin.cookie,
      body: { planId: current.planId },
    });
    expect(refusal(plan)).toEqual([403, "You cannot change staff at or above your own level"]);
    const suspendAgain = await ctx.call(adminUsersApi.suspend, {
      params: { id: peer.id },
      cookie: admin.cookie,
    });
    expect(refusal(suspendAgain)).toEqual([
      403,
      "You cannot suspend staff at or above your own level",
    ]);
    expect(await audited()).toBe(before);
  });

  it("still lets a Super Admin re-save a fellow Super Admin unchanged", async () => {
    const other = await createTestStaff(ctx, { role: "Super Admin" });
    expect(
      (await ctx.call(adminUsersApi.reactivate, { params: { id: other.id }, cookie: root.cookie }))
        .statusCode,
    ).toBe(200);
  });
});

describe("one's own plan", () => {
  it("is never changed in User Management, whoever asks", async () => {
    const { plans } = (await ctx.call(adminPlansApi.list, { cookie: root.cookie })).json<{
      plans: { id: string; name: string }[];
    }>();
    const pro = plans.find((p) => p.name === "Pro")!.id;
    for (const actor of [admin, root]) {
      expect(refusal(await patch(actor.cookie, actor.id, { planId: pro }))).toEqual([
        403,
        "You cannot change your own plan",
      ]);
      const viaPlan = await ctx.call(adminUsersApi.assignPlan, {
        params: { id: actor.id },
        cookie: actor.cookie,
        body: { planId: pro },
      });
      expect(refusal(viaPlan)).toEqual([403, "You cannot change your own plan"]);
    }
    const [own] = await ctx.db
      .select({ planId: profiles.planId })
      .from(profiles)
      .where(eq(profiles.id, admin.id));
    expect(own!.planId).not.toBe(pro);
  });
});

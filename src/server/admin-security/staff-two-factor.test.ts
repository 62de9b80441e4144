import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { adminDashboardApi } from "../../contract/admin-dashboard";
import { rbacApi } from "../../contract/admin-me";
import { adminSecurityApi, STAFF_TWO_FACTOR_MESSAGES } from "../../contract/admin-security";
import { adminUsersApi } from "../../contract/admin-users";
import { profileApi } from "../../contract/profile";
import { ticketsApi } from "../../contract/tickets-api";
import { auditLog, passkeys, roles, securitySettings, sessions, totpFactors } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let root: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  root = await createTestStaff(ctx, { role: "Super Admin" });
});
afterAll(() => ctx.close());

/** The requirement is one row for the whole installation: each test starts with it off. */
beforeEach(async () => {
  await ctx.db.delete(securitySettings);
});

const settingsOf = (user: TestUser) => ctx.call(adminSecurityApi.get, { cookie: user.cookie });
const put = (user: TestUser, payload: Record<string, unknown>) =>
  ctx.call(adminSecurityApi.update, { cookie: user.cookie, body: payload });
const adminMe = (user: TestUser) => ctx.call(rbacApi.me, { cookie: user.cookie });
const usersList = (user: TestUser) => ctx.call(adminUsersApi.list, { cookie: user.cookie });

/** Factors and session levels are written directly: the enrolment and sign-in steps are tested where they live. */
const confirmTotp = (userId: string, confirmed = true) =>
  ctx.db
    .insert(totpFactors)
    .values({ userId, secret: "JBSWY3DPEHPK3PXP", confirmedAt: confirmed ? new Date() : null });
const addPasskey = (userId: string) =>
  ctx.db
    .insert(passkeys)
    .values({ userId, credentialId: `cred-${userId}`, publicKey: "pk", name: "Laptop" });
const setAal = (userId: string, aal: "aal1" | "aal2") =>
  ctx.db.update(sessions).set({ aal }).where(eq(sessions.userId, userId));
const requireTwoFactor = () =>
  ctx.db.insert(securitySettings).values({ id: true, staffTwoFactorRequired: true });

describe("the staff two-factor setting", () => {
  it("is off by default and readable with settings.view", async () => {
    const manager = await createTestStaff(ctx, { role: "Support Manager" });
    const response = await settingsOf(manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ staffTwoFactorRequired: false, updatedAt: null });
    const agent = await createTestStaff(ctx, { role: "Support Agent" });
    expect((await settingsOf(agent)).statusCode).toBe(403);
  });

  it("is switched by a Super Admin only, and audited before and after", async () => {
    const admin = await createTestStaff(ctx, { role: "Admin" });
    const refused = await put(admin, { staffTwoFactorRequired: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(STAFF_TWO_FACTOR_MESSAGES.superAdminOnly);
    // Level, not permissions: a role holding every permission below Super Admin is refused too.
    const [nearTop] = await ctx.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, "Admin"));
    await ctx.db.update(roles).set({ level: 99 }).where(eq(roles.id, nearTop!.id));
    try {
      expect((await put(admin, { staffTwoFactorRequired: true })).statusCode).toBe(403);
    } finally {
      await ctx.db.update(roles).set({ level: 80 }).where(eq(roles.id, nearTop!.id));
    }

    const on = await put(root, { staffTwoFactorRequired: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ staffTwoFactorRequired: true });
    expect(on.json().updatedAt).toBeTruthy();
    const [row] = await ctx.db.select().from(securitySettings);
    expect(row).toMatchObject({ staffTwoFactorRequired: true, updatedBy: root.id });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "settings.security"), eq(auditLog.actorId, root.id)));
    expect(entry).toMatchObject({
      before: { staffTwoFactorRequired: false },
      after: { staffTwoFactorRequired: true },
    });
  });

  it("answers 400 on the field for a body that is not on or off", async () => {
    for (const payload of [{}, { staffTwoFactorRequired: "yes" }]) {
      const response = await put(root, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.staffTwoFactorRequired).toBeTruthy();
    }
  });

  it("counts the staff without a second factor (a passkey counts, an unconfirmed app does not)", async () => {
    const before = (await settingsOf(root)).json().staffWithoutTwoFactor as number;
    const a = await createTestStaff(ctx, { role: "Analyst" });
    const b = await createTestStaff(ctx, { role: "Analyst" });
    const c = await createTestStaff(ctx, { role: "Analyst" });
    await createTestUser(ctx); // not staff: not counted
    await confirmTotp(a.id);
    await addPasskey(b.id);
    await confirmTotp(c.id, false);
    expect((await settingsOf(root)).json().staffWithoutTwoFactor).toBe(before + 1);
  });
});

describe("User Management shows who has two-factor", () => {
  it("marks users with an authenticator app or a passkey, in the list and the detail", async () => {
    const withApp = await createTestUser(ctx, { firstName: "Appy" });
    const withKey = await createTestUser(ctx, { firstName: "Keyed" });
    const without = await createTestUser(ctx, { firstName: "Bare" });
    const enrolling = await createTestUser(ctx, { firstName: "Halfway" });
    await confirmTotp(withApp.id);
    await addPasskey(withKey.id);
    await confirmTotp(enrolling.id, false);
    const list = (await usersList(root)).json<{
      users: Array<{ id: string; hasTwoFactor: boolean }>;
    }>().users;
    const flag = (id: string) => list.find((u) => u.id === id)?.hasTwoFactor;
    expect([flag(withApp.id), flag(withKey.id), flag(without.id), flag(enrolling.id)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const detail = await ctx.call(adminUsersApi.get, {
      params: { id: withApp.id },
      cookie: root.cookie,
    });
    expect(detail.json()).toMatchObject({ hasTwoFactor: true });
  });
});

describe("the gate while two-factor is required", () => {
  it("lets every staff session in while it is off", async () => {
    const agent = await createTestStaff(ctx, { role: "Support Agent" });
    expect((await usersList(agent)).statusCode).toBe(200);
    expect((await adminMe(agent)).json()).toMatchObject({
      twoFactorRequired: false,
      hasTwoFactor: false,
      sessionAal: "aal1",
    });
  });

  it("sends staff without two-factor to set it up: 403 two_factor_required everywhere but /api/admin/me", async () => {
    const agent = await createTestStaff(ctx, { role: "Support Agent" });
    await requireTwoFactor();
    const refused = await usersList(agent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "two_factor_required",
      message: STAFF_TWO_FACTOR_MESSAGES.setUp,
    });
    for (const endpoint of [rbacApi.notifications, ticketsApi.queue, adminDashboardApi.get]) {
      const response = await ctx.call(endpoint, { cookie: agent.cookie });
      expect(response.json().error?.code, endpoint.path).toBe("two_factor_required");
    }
    const me = await adminMe(agent);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      twoFactorRequired: true,
      hasTwoFactor: false,
      sessionAal: "aal1",
      role: { name: "Support Agent" },
    });
    // Their own account is theirs to fix: Settings stays open.
    expect((await ctx.call(profileApi.get, { cookie: agent.cookie })).statusCode).toBe(200);
  });

  it("tells staff with a factor but an aal1 session to sign in again, and lets an aal2 session in", async () => {
    const agent = await createTestStaff(ctx, { role: "Support Agent" });
    await confirmTotp(agent.id);
    await requireTwoFactor();
    const refused = await usersList(agent);
    expect(refused.json().error).toMatchObject({
      code: "two_factor_required",
      message: STAFF_TWO_FACTOR_MESSAGES.signInAgain,
    });
    expect((await adminMe(agent)).json()).toMatchObject({
      twoFactorRequired: true,
      hasTwoFactor: true,
      sessionAal: "aal1",
    });

    await setAal(agent.id, "aal2");
    expect((await usersList(agent)).statusCode).toBe(200);
    expect((await adminMe(agent)).json()).toMatchObject({
      twoFactorRequired: true,
      hasTwoFactor: true,
      sessionAal: "aal2",
    });
  });

  it("counts a passkey session as aal2", async () => {
    const agent = await createTestStaff(ctx, { role: "Support Agent" });
    await addPasskey(agent.id);
    await setAal(agent.id, "aal2");
    await requireTwoFactor();
    expect((await usersList(agent)).statusCode).toBe(200);
  });

  it("still answers Access Denied, not two_factor_required, to users who are not staff", async () => {
    await requireTwoFactor();
    const user = await createTestUser(ctx);
    const response = await usersList(user);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("forbidden");
    expect((await adminMe(user)).json().error.code).toBe("forbidden");
  });

  it("holds for the Super Admin too: turning it off again needs an aal2 session", async () => {
    await requireTwoFactor();
    await setAal(root.id, "aal1");
    expect((await put(root, { staffTwoFactorRequired: false })).json().error.code).toBe(
      "two_factor_required",
    );
    await setAal(root.id, "aal2");
    try {
      const off = await put(root, { staffTwoFactorRequired: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().staffTwoFactorRequired).toBe(false);
    } finally {
      await setAal(root.id, "aal1");
    }
  });
});

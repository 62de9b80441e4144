import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, nutritionGoals, profiles, sessions, users } from "../db/schema";
import { LAST_SUPER_ADMIN_MESSAGES } from "../rbac/last-super-admin";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff } from "../testing/staff";
import { createTestContext, sessionCookieOf, type TestContext } from "../testing/test-app";
import { authApi } from "../../contract/auth-api";
import { profileApi } from "../../contract/profile";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A second signed-in device of the same user. */
async function signInAgain(
  user: TestUser,
  userAgent = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1",
) {
  const response = await ctx.call(authApi.signIn, {
    headers: { "user-agent": userAgent },
    body: { email: user.email, password: user.password },
  });
  expect(response.statusCode).toBe(200);
  return sessionCookieOf(response);
}

const meStatus = async (cookie: string) => (await ctx.call(authApi.me, { cookie })).statusCode;

describe("active sessions", () => {
  it("lists the user's sessions with this device marked", async () => {
    const user = await createTestUser(ctx);
    await signInAgain(user);
    const response = await ctx.call(profileApi.sessions, { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    const list = response.json().sessions as {
      isCurrent: boolean;
      userAgent: string | null;
      ip: string;
    }[];
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.isCurrent)).toHaveLength(1);
    expect(list.some((s) => s.userAgent?.includes("iPhone"))).toBe(true);
    expect(list[0]!.ip).toBe("127.0.0.1");
  });

  it("signs out one session, or every other one, and keeps this one", async () => {
    const user = await createTestUser(ctx);
    const phone = await signInAgain(user);
    const tablet = await signInAgain(user, "Tablet");
    const list = (await ctx.call(profileApi.sessions, { cookie: user.cookie })).json().sessions as {
      id: string;
      userAgent: string;
    }[];
    const phoneSession = list.find((s) => s.userAgent.includes("iPhone"))!;

    const one = await ctx.call(profileApi.revokeSession, {
      params: { id: phoneSession.id },
      cookie: user.cookie,
    });
    expect(one.statusCode).toBe(200);
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(tablet)).toBe(200);

    const others = await ctx.call(profileApi.revokeOtherSessions, { cookie: user.cookie });
    expect(others.json()).toEqual({ revoked: 1 });
    expect(await meStatus(tablet)).toBe(401);
    expect(await meStatus(user.cookie)).toBe(200);
  });

  it("never shows or ends another user's sessions", async () => {
    const alice = await createTestUser(ctx);
    const bob = await createTestUser(ctx);
    const [bobSession] = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, bob.id));
    const aliceList = (await ctx.call(profileApi.sessions, { cookie: alice.cookie })).json()
      .sessions as { id: string }[];
    expect(aliceList.map((s) => s.id)).not.toContain(bobSession!.id);

    const revoke = await ctx.call(profileApi.revokeSession, {
      params: { id: bobSession!.id },
      cookie: alice.cookie,
    });
    expect(revoke.statusCode).toBe(404);
    await ctx.call(profileApi.revokeOtherSessions, { cookie: alice.cookie });
    expect(await meStatus(bob.cookie)).toBe(200);
  });

  it("answers 400 for a malformed session id and 401 without a session", async () => {
    const user = await createTestUser(ctx);
    const bad = await ctx.call(profileApi.revokeSession, {
      params: { id: "not-a-uuid" },
      cookie: user.cookie,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.id).toBeTruthy();
    expect((await ctx.call(profileApi.sessions)).statusCode).toBe(401);
  });
});

describe("change password", () => {
  it("sets the new password and signs out every other session only", async () => {
    const user = await createTestUser(ctx);
    const other = await signInAgain(user);
    const response = await ctx.call(profileApi.changePassword, {
      cookie: user.cookie,
      body: {
        currentPassword: user.password,
        newPassword: "Brand9New",
        confirmPassword: "Brand9New",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await meStatus(user.cookie)).toBe(200);
    expect(await meStatus(other)).toBe(401);
    const oldSignIn = await ctx.call(authApi.signIn, {
      body: { email: user.email, password: user.password },
    });
    expect(oldSignIn.statusCode).toBe(401);
    const newSignIn = await ctx.call(authApi.signIn, {
      body: { email: user.email, password: "Brand9New" },
    });
    expect(newSignIn.statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: "Wrong1234" }, "currentPassword", "Your current password is not correct"],
    [{ currentPassword: "" }, "currentPassword", "Enter your current password"],
    [{ newPassword: "weakpass", confirmPassword: "weakpass" }, "newPassword", "Password must have"],
    [{ confirmPassword: "Brand9Other" }, "confirmPassword", "Passwords do not match"],
    [
      { newPassword: "Velvet7Harbour!", confirmPassword: "Velvet7Harbour!" },
      "newPassword",
      "different from your current one",
    ],
    [{ newPassword: 12345678 }, "newPassword", ""],
  ])("answers 400 naming the field for %j and changes nothing", async (change, field, message) => {
    const user = await createTestUser(ctx);
    const other = await signInAgain(user);
    const payload = {
      currentPassword: user.password,
      newPassword: "Brand9New",
      confirmPassword: "Brand9New",
      ...change,
    };
    const response = await ctx.call(profileApi.changePassword, {
      cookie: user.cookie,
      body: payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toContain(message);
    expect(await meStatus(user.cookie)).toBe(200);
    expect(await meStatus(other)).toBe(200);
  });
});

describe("delete account", () => {
  it("deletes the user with profile, sessions and goals, and clears the cookie", async () => {
    const user = await createTestUser(ctx);
    const other = await signInAgain(user);
    const response = await ctx.call(profileApi.remove, {
      cookie: user.cookie,
      body: { password: user.password, confirmation: "DELETE" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === "vitalog_session")?.value).toBe("");
    expect(await ctx.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await ctx.db.select().from(profiles).where(eq(profiles.id, user.id))).toHaveLength(0);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
      0,
    );
    expect(
      await ctx.db.select().from(nutritionGoals).where(eq(nutritionGoals.userId, user.id)),
    ).toHaveLength(0);
    expect(await meStatus(other)).toBe(401);
    const signIn = await ctx.call(authApi.signIn, {
      body: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it.each([
    [{ password: "Wrong1234" }, "password", "Your current password is not correct"],
    [{ password: "" }, "password", "Enter your password"],
    [{ confirmation: "delete" }, "confirmation", "Type DELETE to confirm"],
    [{ confirmation: undefined }, "confirmation", "Type DELETE to confirm"],
  ])(
    "answers 400 naming the field for %j and keeps the account",
    async (change, field, message) => {
      const user = await createTestUser(ctx);
      const payload = { password: user.password, confirmation: "DELETE", ...change };
      const response = await ctx.call(profileApi.remove, { cookie: user.cookie, body: payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toContain(message);
      expect(await meStatus(user.cookie)).toBe(200);
    },
  );

  it("cannot delete anyone without their session", async () => {
    const user = await createTestUser(ctx);
    const response = await ctx.call(profileApi.remove, {
      body: { password: user.password, confirmation: "DELETE" },
    });
    expect(response.statusCode).toBe(401);
    expect(await meStatus(user.cookie)).toBe(200);
  });
});

describe("delete account: the last Super Admin, and the audit log", () => {
  // A database of its own: these tests count the Super Admins, which other tests must not add to.
  let own: TestContext;
  beforeAll(async () => {
    own = await createTestContext();
  });
  afterAll(() => own.close());
  const remove = (user: TestUser) =>
    own.call(profileApi.remove, {
      cookie: user.cookie,
      body: { password: user.password, confirmation: "DELETE" },
    });

  it("refuses the last Super Admin who can act, with a message the Settings screen shows, and keeps the account", async () => {
    const root = await createTestStaff(own, { role: "Super Admin" });
    const suspended = await createTestStaff(own, { role: "Super Admin" });
    await own.db.update(profiles).set({ status: "suspended" }).where(eq(profiles.id, suspended.id));
    const response = await remove(root);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.message).toBe(LAST_SUPER_ADMIN_MESSAGES.delete);
    expect(await own.db.select().from(users).where(eq(users.id, root.id))).toHaveLength(1);
    expect((await own.call(authApi.me, { cookie: root.cookie })).statusCode).toBe(200);
  });

  it("lets a Super Admin go while another who can act remains, and audits who deleted which account", async () => {
    const leaving = await createTestStaff(own, {
      role: "Super Admin",
      firstName: "Leaving",
      lastName: "Boss",
    });
    expect((await remove(leaving)).statusCode).toBe(200);
    const [entry] = await own.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "account.delete"), eq(auditLog.targetId, leaving.id)));
    expect(entry).toMatchObject({
      actorId: leaving.id,
      actorEmail: leaving.email,
      actorName: "Leaving Boss",
      targetType: "user",
    });
    expect(entry!.before).toMatchObject({
      email: leaving.email,
      firstName: "Leaving",
      lastName: "Boss",
    });
  });

  it("audits a customer deleting their own account too", async () => {
    const user = await createTestUser(own, { firstName: "Gone", lastName: "Soon" });
    expect((await remove(user)).statusCode).toBe(200);
    const entries = await own.db.select().from(auditLog).where(eq(auditLog.actorId, user.id));
    expect(entries).toEqual([
      expect.objectContaining({
        action: "account.delete",
        targetId: user.id,
        actorEmail: user.email,
        actorName: "Gone Soon",
      }),
    ]);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminUsersApi,
  type PasswordResetSent,
  type SessionsEnded,
} from "../../contract/admin-users";
import { authApi } from "../../contract/auth-api";
import { callV1, makeToken } from "../testing/api-tokens";
import { defaultRateLimits } from "../config";
import { auditLog, users } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { waitForMails } from "../testing/outbox";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestStaff, MISSING_ID, type TestStaff } from "../testing/staff";
import { createTestContext, sessionCookieOf, type TestContext } from "../testing/test-app";
import { SUSPENDED_NO_RESET } from "./account-access";

// Staff acting on a user's access: a reset e-mail and ending every session (users.edit, audited).
// The mailbox allowance is set low so the shared limit is met; everything else stays generous.
const RESET_ALLOWANCE = { max: 3, windowSeconds: 3600 };
let ctx: TestContext;
let root: TestStaff;
let admin: TestStaff;
let manager: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext({
    rateLimits: { ...defaultRateLimits(1000), recoveryPerAccount: RESET_ALLOWANCE },
  });
  root = await createTestStaff(ctx, { role: "Super Admin" });
  admin = await createTestStaff(ctx, { role: "Admin" });
  manager = await createTestStaff(ctx, { role: "Support Manager" });
});
afterAll(() => ctx.close());

const sendReset = (by: TestUser, id: string) =>
  ctx.call(adminUsersApi.sendPasswordReset, { params: { id }, cookie: by.cookie });
const endSessions = (by: TestUser, id: string) =>
  ctx.call(adminUsersApi.endAllSessions, { params: { id }, cookie: by.cookie });
const refusal = (response: { statusCode: number; json: () => { error: { message: string } } }) => [
  response.statusCode,
  response.json().error.message,
];
const entriesOf = (action: string, targetId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
const isSignedIn = async (user: TestUser) =>
  (await ctx.call(authApi.me, { cookie: user.cookie })).statusCode === 200;
const signIn = async (user: TestUser, password = user.password) => {
  const response = await ctx.call(authApi.signIn, { body: { email: user.email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return { ...user, cookie: sessionCookieOf(response) };
};

describe("POST /api/admin/users/:id/password-reset", () => {
  it("mails the user a working single-use link and records who sent it to whom", async () => {
    const user = await createTestUser(ctx, { firstName: "Reset", lastName: "Me" });
    const response = await sendReset(manager, user.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PasswordResetSent>()).toEqual({ sentTo: user.email });

    const [mail] = await waitForMails(ctx, { to: user.email, kind: "password_reset" });
    expect(mail!.text).toContain("Our support team sent you this link");
    // Until the link is used nothing changes: the user is still signed in with the old password.
    expect(await isSignedIn(user)).toBe(true);
    const reset = await ctx.call(authApi.resetPassword, {
      body: {
        token: mail!.token,
        password: "Brand-new9pass",
        confirmPassword: "Brand-new9pass",
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await signIn(user, "Brand-new9pass");

    const [entry, ...more] = await entriesOf("users.password_reset", user.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: manager.id,
      actorEmail: manager.email,
      actorName: "Support Staff",
      targetType: "user",
      after: { email: user.email, name: "Reset Me" },
    });
  });

  it("sends one to an account made with a provider too: setting a first password is what the link is for", async () => {
    const user = await createTestUser(ctx);
    await ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    expect((await sendReset(admin, user.id)).statusCode).toBe(200);
    await waitForMails(ctx, { to: user.email, kind: "password_reset" });
  });

  it("refuses a suspended account with a reason, and a missing one with 404, mailing nothing", async () => {
    const user = await createTestUser(ctx, { status: "suspended" });
    expect(refusal(await sendReset(admin, user.id))).toEqual([409, SUSPENDED_NO_RESET]);
    expect(refusal(await sendReset(admin, MISSING_ID))).toEqual([404, "User not found"]);
    expect(await entriesOf("users.password_reset", user.id)).toEqual([]);
  });

  it("shares the mailbox's allowance with the owner's own requests, answering 429 with Retry-After", async () => {
    const user = await createTestUser(ctx);
    const asked = await ctx.call(authApi.forgotPassword, { body: { email: user.email } });
    expect(asked.statusCode).toBe(202);
    for (let i = 1; i < RESET_ALLOWANCE.max; i++)
      expect((await sendReset(admin, user.id)).statusCode).toBe(200);
    const refused = await sendReset(admin, user.id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // A refused request is not recorded as sent.
    expect(await entriesOf("users.password_reset", user.id)).toHaveLength(RESET_ALLOWANCE.max - 1);
  });

  it("holds the allowance when staff send at the same moment", async () => {
    const users = [await createTestUser(ctx), await createTestUser(ctx)];
    const both = await racePairs(
      users.flatMap((u) => [u, u]),
      (u) => sendReset(root, u.id),
      (u) => sendReset(admin, u.id),
    );
    const answers = [...both.first, ...both.second];
    expectStatusesIn(answers, [200, 429]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(
      RESET_ALLOWANCE.max * users.length,
    );
    for (const user of users)
      expect(await entriesOf("users.password_reset", user.id)).toHaveLength(RESET_ALLOWANCE.max);
  });
});

describe("POST /api/admin/users/:id/sessions/end-all", () => {
  it("signs the user out of every browser, keeps their API tokens working, and records how many ended", async () => {
    const user = await createTestUser(ctx, { plan: "Pro", firstName: "Many", lastName: "Devices" });
    const other = await signIn(user);
    const token = await makeToken(ctx, user, { scope: "read" });
    const response = await endSessions(manager, user.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SessionsEnded>()).toEqual({ ended: 2 });
    expect([await isSignedIn(user), await isSignedIn(other)]).toEqual([false, false]);
    expect((await callV1(ctx, token.token, { url: "/api/v1/weight" })).statusCode).toBe(200);
    // Their password still works: they sign in again as usual.
    await signIn(user);

    expect(await entriesOf("users.end_sessions", user.id)).toEqual([
      expect.objectContaining({
        actorId: manager.id,
        actorName: "Support Staff",
        after: { email: user.email, name: "Many Devices", sessionsEnded: 2 },
      }),
    ]);
  });

  it("records ending none for an account with no session (suspending ended them already)", async () => {
    const user = await createTestUser(ctx);
    expect(
      (await ctx.call(adminUsersApi.suspend, { params: { id: user.id }, cookie: admin.cookie }))
        .statusCode,
    ).toBe(200);
    expect((await endSessions(admin, user.id)).json<SessionsEnded>()).toEqual({ ended: 0 });
    expect(await entriesOf("users.end_sessions", user.id)).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ sessionsEnded: 0 }) }),
    ]);
    expect(refusal(await endSessions(admin, MISSING_ID))).toEqual([404, "User not found"]);
  });
});

describe("who may act on whose account", () => {
  it("refuses staff at or above the actor for both actions, and lets a Super Admin act on a peer", async () => {
    const peer = await createTestStaff(ctx, { role: "Admin" });
    expect(refusal(await sendReset(manager, admin.id))).toEqual([
      403,
      "You cannot send a password reset to staff at or above your own level",
    ]);
    expect(refusal(await endSessions(admin, peer.id))).toEqual([
      403,
      "You cannot end the sessions of staff at or above your own level",
    ]);
    expect(refusal(await endSessions(admin, root.id))).toEqual([
      403,
      "You cannot end the sessions of staff at or above your own level",
    ]);
    expect(await isSignedIn(peer)).toBe(true);
    expect(await entriesOf("users.end_sessions", peer.id)).toEqual([]);
    const otherRoot = await createTestStaff(ctx, { role: "Super Admin" });
    expect((await endSessions(root, otherRoot.id)).statusCode).toBe(200);
    expect((await endSessions(admin, manager.id)).statusCode).toBe(200);
  });

  it("refuses acting on oneself, which Settings does with its own proofs", async () => {
    expect(refusal(await sendReset(admin, admin.id))).toEqual([
      403,
      "You cannot send yourself a reset here; change your password in Settings",
    ]);
    expect(refusal(await endSessions(admin, admin.id))).toEqual([
      403,
      "You cannot end your own sessions here; sign out other devices in Settings",
    ]);
    expect(await isSignedIn(admin)).toBe(true);
  });

  it("refuses staff without users.edit, recording the refusal and not the action", async () => {
    const agent = await createTestStaff(ctx, { role: "Support Agent" });
    const user = await createTestUser(ctx);
    expect((await sendReset(agent, user.id)).statusCode).toBe(403);
    expect((await endSessions(agent, user.id)).statusCode).toBe(403);
    expect(await isSignedIn(user)).toBe(true);
    expect(await entriesOf("users.end_sessions", user.id)).toEqual([]);
    const denied = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "admin.permission_denied"), eq(auditLog.actorId, agent.id)));
    expect(denied.length).toBeGreaterThan(0);
  });

  it("answers 400 naming the id when it is not one", async () => {
    const response = await sendReset(admin, "not-an-id");
    expect(response.statusCode).toBe(400);
    expect(
      response.json<{ error: { fields: Record<string, string> } }>().error.fields,
    ).toHaveProperty("id");
  });
});

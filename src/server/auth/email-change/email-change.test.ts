import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { defaultRateLimits, linkBaseUrl } from "../../config";
import { auditLog, emailChanges, mailOutbox, sessions, users } from "../../db/schema";
import { LAST_SUPER_ADMIN_MESSAGES } from "../../rbac/last-super-admin";
import { createTestUser, type TestUser } from "../../testing/factories";
import { waitForMails } from "../../testing/outbox";
import { racePairs } from "../../testing/races";
import { createTestStaff } from "../../testing/staff";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { adminUsersApi } from "../../../contract/admin-users";
import { authApi } from "../../../contract/auth-api";
import { profileApi } from "../../../contract/profile";
import { rbacApi } from "../../../contract/admin-me";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    rateLimits: { ...defaultRateLimits(1000), recoveryPerAccount: { max: 3, windowSeconds: 3600 } },
  });
});
afterAll(() => ctx.close());

let counter = 0;
const freshEmail = (domain = "example.com") => `moved-${Date.now()}-${++counter}@${domain}`;

/** `password: null` sends none (an account without a password has none to send). */
const ask = (user: TestUser, newEmail: unknown, password: string | null = user.password) =>
  ctx.call(authApi.requestEmailChange, {
    cookie: user.cookie,
    body: password === null ? { newEmail } : { newEmail, password },
  });
const confirm = (token: unknown, cookie?: string) =>
  ctx.call(authApi.confirmEmailChange, { cookie, body: { token } });
const pendingOf = async (user: TestUser) =>
  (await ctx.call(authApi.pendingEmailChange, { cookie: user.cookie })).json<{
    pending: { newEmail: string } | null;
  }>().pending;
const emailOf = async (userId: string) =>
  (await ctx.db.select().from(users).where(eq(users.id, userId)))[0]!;
const linkMail = async (to: string, count = 1) =>
  (await waitForMails(ctx, { to, kind: "email_change", count }))[count - 1]!;

describe("asking to change the e-mail address", () => {
  it("mails a link to the new address, tells the old one, and changes nothing yet", async () => {
    const user = await createTestUser(ctx);
    const newEmail = freshEmail();
    const response = await ask(user, newEmail);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({
      pending: { newEmail },
      message: `We sent a link to ${newEmail}. Your address changes when you open it.`,
    });

    const link = await linkMail(newEmail);
    expect(link.text).toContain(
      `${linkBaseUrl(ctx.config)}/confirm-email-change?token=${link.token}`,
    );
    const [notice] = await waitForMails(ctx, { to: user.email, kind: "email_change_requested" });
    expect(notice!.text).toContain(newEmail);
    expect(notice!.token).toBe("");

    const [row] = await ctx.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toBe(link.token);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    expect((await emailOf(user.id)).email).toBe(user.email);
    expect(await pendingOf(user)).toMatchObject({ newEmail });
  });

  it("answers an address that has an account as it answers a free one, and tells that account's owner instead of mailing a link", async () => {
    const user = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    const free = await ask(user, freshEmail());
    const taken = await ask(user, other.email.toUpperCase());
    expect(taken.statusCode, taken.body).toBe(free.statusCode);
    expect(Object.keys(taken.json())).toEqual(Object.keys(free.json()));
    expect(taken.json().message).toBe(
      `We sent a link to ${other.email.toUpperCase()}. Your address changes when you open it.`,
    );

    const [notice] = await waitForMails(ctx, {
      to: other.email.toUpperCase(),
      kind: "email_change_refused",
    });
    expect(notice!.text).toContain("already belongs to your account");
    expect(notice!.token).toBe("");
    const links = await ctx.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, "email_change"),
          sql`lower(${mailOutbox.to}) = lower(${other.email})`,
        ),
      );
    expect(links).toEqual([]);
    expect((await emailOf(user.id)).email).toBe(user.email);
  });

  it("answers 400 on the field that is wrong: address invalid or the same as now; password wrong or missing", async () => {
    const user = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    for (const bad of ["not-an-address", "", undefined, 42]) {
      const response = await ask(user, bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().error.fields.newEmail).toBeTruthy();
    }
    const same = await ask(user, user.email.toUpperCase());
    expect(same.json().error.fields.newEmail).toBe("This is already your e-mail address");

    const wrong = await ask(user, freshEmail(), "Not-the-password-1");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.password).toBeTruthy();
    // A wrong password says nothing about the address, so a stolen session cannot probe who is registered.
    const probe = await ask(user, other.email, "Not-the-password-1");
    expect(probe.json().error.fields).not.toHaveProperty("newEmail");
    const missing = await ask(user, freshEmail(), null);
    expect(missing.json().error.fields.password).toBe("Enter your current password");
    expect(await pendingOf(user)).toBeNull();
  });

  it("needs a signed-in user", async () => {
    expect((await ctx.call(authApi.pendingEmailChange)).statusCode).toBe(401);
    expect(
      (
        await ctx.call(authApi.requestEmailChange, {
          body: { newEmail: freshEmail(), password: "x" },
        })
      ).statusCode,
    ).toBe(401);
    expect((await ctx.call(authApi.cancelEmailChange)).statusCode).toBe(401);
  });

  it("is rate-limited per account like the other account mails", async () => {
    const user = await createTestUser(ctx);
    for (let i = 0; i < 3; i++) expect((await ask(user, freshEmail())).statusCode).toBe(202);
    const limited = await ask(user, freshEmail());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeTruthy();
  });

  it("lets an account without a password change only within 5 minutes of re-authenticating", async () => {
    const user = await createTestUser(ctx);
    await ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    // Signed up more than five minutes ago: the sign-up's own proof no longer counts.
    await ctx.db
      .update(sessions)
      .set({ reauthenticatedAt: null })
      .where(eq(sessions.userId, user.id));
    const refused = await ask(user, freshEmail(), null);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.password).toMatch(/sign in again/);

    await ctx.db
      .update(sessions)
      .set({ reauthenticatedAt: new Date(Date.now() - 6 * 60 * 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await ask(user, freshEmail(), null)).statusCode).toBe(400);
    await ctx.db
      .update(sessions)
      .set({ reauthenticatedAt: new Date() })
      .where(eq(sessions.userId, user.id));
    expect((await ask(user, freshEmail(), null)).statusCode).toBe(202);
  });
});

describe("opening the link", () => {
  it("moves the account to the new address, verified, once; mails the old address and audits it", async () => {
    const user = await createTestUser(ctx);
    const newEmail = freshEmail();
    await ask(user, newEmail);
    const link = await linkMail(newEmail);

    const confirmed = await confirm(link.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      email: newEmail,
      message: `Your e-mail address is now ${newEmail}.`,
    });
    const row = await emailOf(user.id);
    expect(row.email).toBe(newEmail);
    expect(row.emailVerifiedAt).not.toBeNull();
    expect(await pendingOf(user)).toBeNull();

    const [changed] = await waitForMails(ctx, { to: user.email, kind: "email_changed" });
    expect(changed!.text).toContain(`changed to ${newEmail}`);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "account.email_change"), eq(auditLog.targetId, user.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: user.id,
      before: { email: user.email },
      after: { email: newEmail },
    });

    // The session stays, and signs in with the new address from now on.
    expect((await ctx.call(authApi.me, { cookie: user.cookie })).json().profile.email).toBe(
      newEmail,
    );
    const signIn = await ctx.call(authApi.signIn, {
      body: { email: newEmail, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);

    const reused = await confirm(link.token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.fields.token).toMatch(/already used/);
  });

  it("refuses made-up, expired, cancelled and superseded links", async () => {
    for (const token of ["x".repeat(43), "short", undefined])
      expect((await confirm(token)).statusCode, String(token)).toBe(400);

    const user = await createTestUser(ctx);
    const expiredEmail = freshEmail();
    await ask(user, expiredEmail);
    const expired = await linkMail(expiredEmail);
    await ctx.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, user.id));
    expect((await confirm(expired.token)).json().error.fields.token).toMatch(/expired/);

    const firstEmail = freshEmail();
    const secondEmail = freshEmail();
    await ask(user, firstEmail);
    await ask(user, secondEmail);
    const superseded = await linkMail(firstEmail);
    expect((await confirm(superseded.token)).statusCode).toBe(400);

    const cancel = await ctx.call(authApi.cancelEmailChange, { cookie: user.cookie });
    expect(cancel.statusCode).toBe(200);
    expect(await pendingOf(user)).toBeNull();
    expect((await confirm((await linkMail(secondEmail)).token)).statusCode).toBe(400);
    expect((await emailOf(user.id)).email).toBe(user.email);
  });

  it("changes only the account that asked: another user's link does nothing to the one who opens it", async () => {
    const owner = await createTestUser(ctx);
    const opener = await createTestUser(ctx);
    const newEmail = freshEmail();
    await ask(owner, newEmail);
    const response = await confirm((await linkMail(newEmail)).token, opener.cookie);
    expect(response.statusCode).toBe(200);
    expect((await emailOf(opener.id)).email).toBe(opener.email);
    expect((await emailOf(owner.id)).email).toBe(newEmail);
  });

  it("a change made by staff in User Management spends the link the user asked for before", async () => {
    const admin = await createTestStaff(ctx, { role: "Admin" });
    const user = await createTestUser(ctx);
    const asked = freshEmail();
    await ask(user, asked);
    const link = await linkMail(asked);
    const byStaff = freshEmail();
    const patched = await ctx.call(adminUsersApi.update, {
      params: { id: user.id },
      cookie: admin.cookie,
      body: { email: byStaff },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await confirm(link.token)).statusCode).toBe(400);
    expect((await emailOf(user.id)).email).toBe(byStaff);
  });

  it("a password change or reset spends the link asked for before: the owner taking the account back ends it", async () => {
    const changer = await createTestUser(ctx);
    const askedByChanger = freshEmail();
    await ask(changer, askedByChanger);
    const changerLink = await linkMail(askedByChanger);
    const changed = await ctx.call(profileApi.changePassword, {
      cookie: changer.cookie,
      body: {
        currentPassword: changer.password,
        newPassword: "Taken8Back-now",
        confirmPassword: "Taken8Back-now",
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await confirm(changerLink.token)).statusCode).toBe(400);
    expect((await emailOf(changer.id)).email).toBe(changer.email);

    const resetter = await createTestUser(ctx);
    const askedByResetter = freshEmail();
    await ask(resetter, askedByResetter);
    const resetterLink = await linkMail(askedByResetter);
    await ctx.call(authApi.forgotPassword, { body: { email: resetter.email } });
    const [resetMail] = await waitForMails(ctx, { to: resetter.email, kind: "password_reset" });
    const reset = await ctx.call(authApi.resetPassword, {
      body: {
        token: resetMail!.token,
        password: "Taken8Back-now",
        confirmPassword: "Taken8Back-now",
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await confirm(resetterLink.token)).statusCode).toBe(400);
    expect((await emailOf(resetter.id)).email).toBe(resetter.email);
  });

  it("answers 409 in words when the address was taken after the link was sent", async () => {
    const user = await createTestUser(ctx);
    const newEmail = freshEmail();
    await ask(user, newEmail);
    const link = await linkMail(newEmail);
    await createTestUser(ctx, { email: newEmail.toUpperCase() });
    const response = await confirm(link.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe("An account with this email already exists");
    expect((await emailOf(user.id)).email).toBe(user.email);
  });

  it("a sign-up racing the link for the same address: one wins, the other is told in words, never a 500", async () => {
    const pairs = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const user = await createTestUser(ctx);
        const newEmail = freshEmail();
        await ask(user, newEmail);
        return { user, newEmail, token: (await linkMail(newEmail)).token };
      }),
    );
    const { first, second } = await racePairs(
      pairs,
      (p) => confirm(p.token),
      (p) =>
        ctx.call(authApi.signUp, {
          body: {
            firstName: "Race",
            lastName: "R",
            email: p.newEmail,
            birthday: "1990-01-01",
            password: "Velvet7Harbour!",
            confirmPassword: "Velvet7Harbour!",
            acceptTerms: true,
          },
        }),
    );
    for (const [index, pair] of pairs.entries()) {
      const confirmed = first[index]!;
      const signedUp = second[index]!;
      expect([200, 409], confirmed.body).toContain(confirmed.statusCode);
      expect([201, 409], signedUp.body).toContain(signedUp.statusCode);
      expect(confirmed.statusCode === 200, `${confirmed.statusCode} ${signedUp.statusCode}`).toBe(
        signedUp.statusCode === 409,
      );
      const holders = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${pair.newEmail})`);
      expect(holders).toHaveLength(1);
    }
  });

  it("two accounts confirming the same new address: exactly one gets it", async () => {
    const items = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const a = await createTestUser(ctx);
        const b = await createTestUser(ctx);
        const newEmail = freshEmail();
        await ask(a, newEmail);
        const tokenA = (await linkMail(newEmail)).token;
        await ask(b, newEmail);
        const tokenB = (await linkMail(newEmail, 2)).token;
        return { tokenA, tokenB, newEmail };
      }),
    );
    const { first, second } = await racePairs(
      items,
      (i) => confirm(i.tokenA),
      (i) => confirm(i.tokenB),
    );
    for (const [index] of items.entries()) {
      const codes = [first[index]!.statusCode, second[index]!.statusCode].sort();
      expect(codes).toEqual([200, 409]);
    }
  });
});

describe("staff status follows the verified address", () => {
  it("moving off the staff domain ends staff access on the next request", async () => {
    const agent = await createTestStaff(ctx, { role: "Support Agent" });
    const adminMe = () => ctx.call(rbacApi.me, { cookie: agent.cookie });
    expect((await adminMe()).statusCode).toBe(200);
    const newEmail = freshEmail();
    await ask(agent, newEmail);
    expect((await adminMe()).statusCode).toBe(200);
    expect((await confirm((await linkMail(newEmail)).token)).statusCode).toBe(200);
    expect((await adminMe()).statusCode).toBe(403);
  });

  it("moving to the staff domain grants nothing while the link is unopened, and staff access once it is", async () => {
    const hire = await createTestStaff(ctx, { role: "Support Agent", email: freshEmail() });
    const adminMe = () => ctx.call(rbacApi.me, { cookie: hire.cookie });
    expect((await adminMe()).statusCode).toBe(403);
    const staffEmail = freshEmail(ctx.config.staffEmailDomain);
    expect((await ask(hire, staffEmail)).statusCode).toBe(202);
    expect((await adminMe()).statusCode).toBe(403);
    expect((await confirm((await linkMail(staffEmail)).token)).statusCode).toBe(200);
    expect((await adminMe()).statusCode).toBe(200);
  });

  it("the last Super Admin cannot move off the staff domain", async () => {
    const context = await createTestContext();
    try {
      const root = await createTestStaff(context, { role: "Super Admin" });
      const response = await context.call(authApi.requestEmailChange, {
        cookie: root.cookie,
        body: { newEmail: "root@example.com", password: root.password },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.newEmail).toBe(
        LAST_SUPER_ADMIN_MESSAGES.leaveStaffDomain(context.config.staffEmailDomain),
      );
    } finally {
      await context.close();
    }
  });
});

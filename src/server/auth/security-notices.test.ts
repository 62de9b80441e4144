import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { auditLog, identities, mailOutbox } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { waitForMails } from "../testing/outbox";
import {
  createTestContext,
  sessionCookieOf,
  type TestCallInput,
  type TestContext,
} from "../testing/test-app";
import { cookieOf, enableTwoFactor, stepCookieOf } from "../testing/two-factor";
import { SoftAuthenticator } from "../testing/passkey-authenticator";
import { registerWith } from "../testing/passkeys";
import { authApi } from "../../contract/auth-api";
import { profileApi } from "../../contract/profile";
import { apiTokensApi } from "../../contract/api-tokens";
import type { EndpointSpec } from "../../contract/endpoint";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
/** A call from one browser, with an empty body unless one is given. */
const send = (endpoint: EndpointSpec, { body = {}, ...input }: TestCallInput = {}) =>
  ctx.call(endpoint, { ...input, body, headers: { "user-agent": BROWSER } });
const signIn = (user: TestUser, cookie?: string) =>
  send(authApi.signIn, { cookie, body: { email: user.email, password: user.password } });
const mailsOf = async (to: string, kind: string) =>
  ctx.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));

/** Every notice says what happened, when, from which browser and address, and what to do if it was not them. */
async function expectNotice(to: string, kind: string, says: string) {
  const [mail] = await waitForMails(ctx, { to, kind });
  expect(mail!.text).toContain(says);
  expect(mail!.text).toMatch(/When: .+ UTC/);
  expect(mail!.text).toContain("Browser: Chrome on Windows");
  expect(mail!.text).toContain("IP address: 127.0.0.1");
  expect(mail!.text).toContain("If it was not you");
}

describe("mails about security changes", () => {
  it("tells the owner of a password change and of a reset", async () => {
    const user = await createTestUser(ctx);
    const changed = await send(profileApi.changePassword, {
      cookie: user.cookie,
      body: {
        currentPassword: user.password,
        newPassword: "Quartz9Meadow!x",
        confirmPassword: "Quartz9Meadow!x",
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectNotice(user.email, "password_changed", "The password of your account was changed.");

    await ctx.call(authApi.forgotPassword, { body: { email: user.email } });
    const [link] = await waitForMails(ctx, { to: user.email, kind: "password_reset" });
    const reset = await send(authApi.resetPassword, {
      body: {
        token: link!.token,
        password: "Lantern4Orchid!y",
        confirmPassword: "Lantern4Orchid!y",
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectNotice(
      user.email,
      "password_reset_completed",
      "The password of your account was reset",
    );
  });

  it("tells the owner when a passkey is removed or a provider unlinked", async () => {
    const user = await createTestUser(ctx);
    const added = await registerWith(ctx, user.cookie, new SoftAuthenticator(), {
      name: "Work laptop",
    });
    expect(added.statusCode, added.body).toBe(201);
    const removed = await send(authApi.removePasskey, {
      params: { id: added.json<{ id: string }>().id },
      cookie: user.cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await expectNotice(
      user.email,
      "passkey_removed",
      'The passkey named "Work laptop" was removed',
    );

    const [identity] = await ctx.db
      .insert(identities)
      .values({ userId: user.id, provider: "google", subject: `sub-${user.id}` })
      .returning({ id: identities.id });
    const unlinked = await send(authApi.removeIdentity, {
      params: { id: identity!.id },
      cookie: user.cookie,
    });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    await expectNotice(user.email, "provider_unlinked", "Your Google account was unlinked");
  });

  it("tells the owner when new recovery codes are made and when one signs in", async () => {
    const user = await createTestUser(ctx);
    const { recoveryCodes } = await enableTwoFactor(ctx, user);
    const codes = await send(authApi.regenerateRecoveryCodes, {
      cookie: user.cookie,
      body: { password: user.password },
    });
    expect(codes.statusCode, codes.body).toBe(200);
    await expectNotice(
      user.email,
      "recovery_codes_regenerated",
      "New two-factor recovery codes were made",
    );

    const fresh = codes.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).not.toEqual(recoveryCodes);
    const step = stepCookieOf(await signIn(user));
    const used = await send(authApi.completeSecondFactor, {
      cookie: step,
      body: { recoveryCode: fresh[0]! },
    });
    expect(used.statusCode, used.body).toBe(200);
    await expectNotice(
      user.email,
      "recovery_code_used",
      "One of your two-factor recovery codes was used to sign in; 9 left.",
    );
    // One mail for one sign-in: the recovery code's names the browser already.
    expect(await mailsOf(user.email, "new_browser_sign_in")).toEqual([]);
  });

  it("tells the owner when the account is deleted", async () => {
    const user = await createTestUser(ctx);
    const deleted = await send(profileApi.remove, {
      cookie: user.cookie,
      body: {
        password: user.password,
        confirmation: "DELETE",
      },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectNotice(
      user.email,
      "account_deleted",
      "Your account and everything it held were deleted.",
    );
  });

  it("tells the owner of a sign-in from a browser the account has not used, and not of one it has", async () => {
    const user = await createTestUser(ctx);
    const first = await signIn(user);
    expect(first.statusCode).toBe(200);
    await expectNotice(
      user.email,
      "new_browser_sign_in",
      "signed in to from a browser it has not used before",
    );

    const device = cookieOf(first, "vitalog_device");
    expect((await signIn(user, device)).statusCode).toBe(200);
    expect(await mailsOf(user.email, "new_browser_sign_in")).toHaveLength(1);
  });

  it("answers a sign-up with an address that has an account as the spec says, and mails that account's owner", async () => {
    const owner = await createTestUser(ctx);
    const attempt = await send(authApi.signUp, {
      body: {
        firstName: "Someone",
        lastName: "Else",
        email: owner.email.toUpperCase(),
        birthday: "1991-02-03",
        password: "Copper8Willow!z",
        confirmPassword: "Copper8Willow!z",
        acceptTerms: true,
      },
    });
    expect(attempt.statusCode).toBe(409);
    expect(attempt.json().error.fields.email).toBe(
      "An account with this email already exists. Sign in instead, or reset your password.",
    );
    const [mail] = await waitForMails(ctx, { to: owner.email, kind: "sign_up_attempt" });
    expect(mail!.text).toContain(
      "Someone tried to create a new Vitalog account with this e-mail address",
    );
    expect(mail!.text).toContain("/forgot-password");
  });
});

describe("the audit log's security events", () => {
  const actionsOf = async (userId: string) =>
    (
      await ctx.db
        .select({ action: auditLog.action, actorId: auditLog.actorId })
        .from(auditLog)
        .where(eq(auditLog.targetId, userId))
        .orderBy(asc(auditLog.id))
    ).map((entry) => entry.action);

  it("records a password change, a reset, sessions ended by the user, and API tokens made and revoked", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    // Two more browsers signed in: one is signed out by name, the other with "all other sessions".
    sessionCookieOf(await signIn(user));
    sessionCookieOf(await signIn(user));
    const [otherSession] = (await ctx.call(profileApi.sessions, { cookie: user.cookie }))
      .json<{ sessions: { id: string; isCurrent: boolean }[] }>()
      .sessions.filter((s) => !s.isCurrent);
    expect(
      (
        await send(profileApi.revokeSession, {
          params: { id: otherSession!.id },
          cookie: user.cookie,
        })
      ).statusCode,
    ).toBe(200);
    expect((await send(profileApi.revokeOtherSessions, { cookie: user.cookie })).statusCode).toBe(
      200,
    );

    const made = await send(apiTokensApi.create, {
      cookie: user.cookie,
      body: {
        name: "Spreadsheet",
        scope: "read",
        expiry: "30",
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const tokenId = made.json<{ apiToken: { id: string } }>().apiToken.id;
    expect(
      (await send(apiTokensApi.revoke, { params: { id: tokenId }, cookie: user.cookie }))
        .statusCode,
    ).toBe(200);
    const tokenEntries = await ctx.db
      .select({ action: auditLog.action, after: auditLog.after, before: auditLog.before })
      .from(auditLog)
      .where(eq(auditLog.targetId, tokenId))
      .orderBy(asc(auditLog.id));
    expect(tokenEntries.map((e) => e.action)).toEqual(["api_token.create", "api_token.revoke"]);
    expect(JSON.stringify(tokenEntries)).not.toContain(made.json<{ token: string }>().token);

    expect(
      (
        await send(profileApi.changePassword, {
          cookie: user.cookie,
          body: {
            currentPassword: user.password,
            newPassword: "Quartz9Meadow!x",
            confirmPassword: "Quartz9Meadow!x",
          },
        })
      ).statusCode,
    ).toBe(200);
    await ctx.call(authApi.forgotPassword, { body: { email: user.email } });
    const [link] = await waitForMails(ctx, { to: user.email, kind: "password_reset" });
    expect(
      (
        await send(authApi.resetPassword, {
          body: {
            token: link!.token,
            password: "Lantern4Orchid!y",
            confirmPassword: "Lantern4Orchid!y",
          },
        })
      ).statusCode,
    ).toBe(200);

    const actions = await actionsOf(user.id);
    expect(actions).toEqual(
      expect.arrayContaining([
        "session.revoke_others",
        "auth.password_change",
        "auth.password_reset",
      ]),
    );
    const [revoked] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "session.revoke"), eq(auditLog.actorId, user.id)));
    expect(revoked?.targetId).toBe(otherSession!.id);
  });

  it("records wrong two-factor codes, and wrong passwords once per burst", async () => {
    const user = await createTestUser(ctx);
    await enableTwoFactor(ctx, user);
    const step = stepCookieOf(await signIn(user));
    for (let i = 0; i < 2; i++)
      expect(
        (await send(authApi.completeSecondFactor, { cookie: step, body: { code: "000000" } }))
          .statusCode,
      ).toBe(400);
    for (let i = 0; i < 4; i++) {
      const wrong = await send(authApi.signIn, {
        body: { email: user.email, password: `Wrong-guess-${i}` },
      });
      expect(wrong.statusCode).toBe(401);
    }
    const actions = await actionsOf(user.id);
    expect(actions.filter((a) => a === "auth.mfa_challenge_failed")).toHaveLength(2);
    expect(actions.filter((a) => a === "auth.sign_in_failed")).toHaveLength(1);
    // A wrong password for an address with no account writes nothing: there is nobody to tell.
    const before = (await ctx.db.select({ id: auditLog.id }).from(auditLog)).length;
    await send(authApi.signIn, {
      body: { email: "nobody-here@example.com", password: "Whatever-1" },
    });
    expect((await ctx.db.select({ id: auditLog.id }).from(auditLog)).length).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { SIGNIN_MESSAGES } from "../../../contract/auth";
import { PASSKEY_MESSAGES } from "../../../contract/passkeys";
import { defaultRateLimits } from "../../config";
import { auditLog, passkeys, profiles, sessions, totpFactors } from "../../db/schema";
import { createTestUser, type TestUser } from "../../testing/factories";
import { createTestContext, sessionCookieOf, type TestContext } from "../../testing/test-app";
import { hasRecentReauthentication } from "./sign-in";
import { SoftAuthenticator } from "../../testing/passkey-authenticator";
import {
  askOptions,
  joinCookies,
  reauthenticateWith,
  registerWith,
  signInWith,
} from "../../testing/passkeys";
import { authApi } from "../../../contract/auth-api";
import { newestSession } from "../../testing/sessions";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    rateLimits: { ...defaultRateLimits(1000), signInPerIp: { max: 40, windowSeconds: 900 } },
  });
});
afterAll(() => ctx.close());

async function userWithPasskey(): Promise<{ user: TestUser; authenticator: SoftAuthenticator }> {
  const user = await createTestUser(ctx);
  const authenticator = new SoftAuthenticator();
  expect((await registerWith(ctx, user.cookie, authenticator)).statusCode).toBe(201);
  return { user, authenticator };
}

/** The sign-in's own proof, gone: as a session signed in longer than five minutes ago. */
const forgetProof = (userId: string) =>
  ctx.db.update(sessions).set({ reauthenticatedAt: null }).where(eq(sessions.userId, userId));

describe("signing in with a passkey", () => {
  it("offers discoverable credentials and grants an aal2 session with the profile, even with two-factor on", async () => {
    const { user, authenticator } = await userWithPasskey();
    // A passkey is both factors: a user with TOTP on gets no second-factor step after it.
    await ctx.db
      .insert(totpFactors)
      .values({ userId: user.id, secret: "JBSWY3DPEHPK3PXP", confirmedAt: new Date() });
    const { options } = await askOptions(ctx, authApi.passkeySignInOptions);
    expect(options).toMatchObject({
      rpId: "localhost",
      allowCredentials: [],
      userVerification: "required",
    });

    const response = await signInWith(ctx, authenticator, { rememberMe: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().profile).toMatchObject({ id: user.id, email: user.email });
    const cookie = sessionCookieOf(response);
    expect(response.cookies.find((c) => c.name === "vitalog_session")?.expires).toBeDefined();
    expect(response.cookies.some((c) => c.name === "vitalog_device" && c.value !== "")).toBe(true);
    const me = await ctx.call(authApi.me, { cookie });
    expect(me.json().profile.id).toBe(user.id);
    expect(await newestSession(ctx, user.id)).toMatchObject({ aal: "aal2", isPersistent: true });

    const [row] = await ctx.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row).toMatchObject({ counter: 1 });
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it("refuses a wrong origin, an unverified user, an unknown passkey and a forged challenge, in words", async () => {
    const { authenticator } = await userWithPasskey();
    const refusals = [
      await signInWith(ctx, authenticator, { origin: "https://vitalog.example.net" }),
      await signInWith(ctx, authenticator, { userVerified: false }),
      await signInWith(ctx, new SoftAuthenticator()),
      await signInWith(ctx, authenticator, {
        challenge: Buffer.from("a challenge we never gave").toString("base64url"),
      }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error).toEqual({
        code: "passkey_not_verified",
        message: PASSKEY_MESSAGES.notVerified,
      });
      expect(refused.cookies.some((c) => c.name === "vitalog_session")).toBe(false);
    }
    // A passkey of another site (another RP ID) is refused too.
    const elsewhere = new SoftAuthenticator("vitalog.example.net");
    const { user } = await userWithPasskey();
    await ctx.db
      .insert(passkeys)
      .values({ userId: user.id, credentialId: elsewhere.id, publicKey: "AA", name: "Elsewhere" });
    expect((await signInWith(ctx, elsewhere)).statusCode).toBe(400);
  });

  it("spends the challenge once: the same answer cannot sign in twice", async () => {
    const { authenticator } = await userWithPasskey();
    const { options, flowCookie } = await askOptions(ctx, authApi.passkeySignInOptions);
    const payload = { response: authenticator.assert(options) };
    const first = await ctx.call(authApi.signInWithPasskey, { cookie: flowCookie, body: payload });
    expect(first.statusCode).toBe(200);
    const replay = await ctx.call(authApi.signInWithPasskey, { cookie: flowCookie, body: payload });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(PASSKEY_MESSAGES.expired);
    const noCookie = await ctx.call(authApi.signInWithPasskey, { body: payload });
    expect(noCookie.statusCode).toBe(400);

    // Two copies of one answer sent at once: the challenge is taken by one statement, so one wins.
    const again = await askOptions(ctx, authApi.passkeySignInOptions);
    const twin = { response: authenticator.assert(again.options) };
    const racing = await Promise.all(
      [1, 2].map(() =>
        ctx.call(authApi.signInWithPasskey, { cookie: again.flowCookie, body: twin }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it("refuses a counter that did not move forward (a cloned authenticator) and accepts 0 from synced passkeys", async () => {
    const { user, authenticator } = await userWithPasskey();
    expect((await signInWith(ctx, authenticator, { counter: 5 })).statusCode).toBe(200);
    const cloned = await signInWith(ctx, authenticator, { counter: 5 });
    expect(cloned.statusCode).toBe(400);
    expect(cloned.json().error.code).toBe("passkey_not_verified");
    expect((await signInWith(ctx, authenticator, { counter: 6 })).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row!.counter).toBe(6);

    const syncedUser = await createTestUser(ctx);
    const synced = new SoftAuthenticator("localhost", "http://localhost", true);
    await registerWith(ctx, syncedUser.cookie, synced);
    expect((await signInWith(ctx, synced)).statusCode).toBe(200);
    expect((await signInWith(ctx, synced)).statusCode).toBe(200);
  });

  it("refuses a suspended account once its passkey is proved", async () => {
    const { user, authenticator } = await userWithPasskey();
    await ctx.db.update(profiles).set({ status: "suspended" }).where(eq(profiles.id, user.id));
    const refused = await signInWith(ctx, authenticator);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: "suspended", message: SIGNIN_MESSAGES.suspended });
  });

  it("rate-limits attempts per IP", async () => {
    const limited = await createTestContext({
      rateLimits: { ...defaultRateLimits(1000), signInPerIp: { max: 2, windowSeconds: 900 } },
    });
    try {
      const authenticator = new SoftAuthenticator();
      const ask = () => limited.call(authApi.passkeySignInOptions);
      const [a, b] = [await ask(), await ask()];
      const answer = (options: { cookie: string; challenge: string }) =>
        limited.call(authApi.signInWithPasskey, {
          cookie: options.cookie,
          body: { response: authenticator.assert(options) },
        });
      const flows = [a, b].map((r) => ({
        cookie: `${r.cookies[0]!.name}=${r.cookies[0]!.value}`,
        challenge: r.json<{ options: { challenge: string } }>().options.challenge,
      }));
      expect((await answer(flows[0]!)).statusCode).toBe(400);
      expect((await answer(flows[1]!)).statusCode).toBe(400);
      const third = await answer(flows[1]!);
      expect(third.statusCode).toBe(429);
      expect(third.headers["retry-after"]).toBeDefined();
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("re-authenticating with a passkey", () => {
  it("records the proof on the current session and leaves its aal as it was", async () => {
    const { user, authenticator } = await userWithPasskey();
    await forgetProof(user.id);
    expect((await newestSession(ctx, user.id)).reauthenticatedAt).toBeNull();
    const { options } = await askOptions(ctx, authApi.passkeyReauthenticationOptions, user.cookie);
    expect(options).toMatchObject({
      allowCredentials: [{ id: authenticator.id, type: "public-key" }],
    });
    const response = await reauthenticateWith(ctx, user.cookie, authenticator);
    expect(response.statusCode, response.body).toBe(200);
    const session = await newestSession(ctx, user.id);
    // Not raised: a passkey added from a stolen aal1 session must not lift it past the staff gate.
    expect(session.aal).toBe("aal1");
    expect(session.reauthenticatedAt?.toISOString()).toBe(response.json().reauthenticatedAt);
    expect(hasRecentReauthentication(session)).toBe(true);
    expect(
      hasRecentReauthentication(
        session,
        new Date(session.reauthenticatedAt!.getTime() + 6 * 60 * 1000),
      ),
    ).toBe(false);
    expect(hasRecentReauthentication({ reauthenticatedAt: null })).toBe(false);
  });

  it("accepts only the user's own passkey, and asks a user with none to add one", async () => {
    const { user } = await userWithPasskey();
    const { authenticator: othersKey } = await userWithPasskey();
    await forgetProof(user.id);
    const { options, flowCookie } = await askOptions(
      ctx,
      authApi.passkeyReauthenticationOptions,
      user.cookie,
    );
    const refused = await ctx.call(authApi.reauthenticateWithPasskey, {
      cookie: joinCookies(user.cookie, flowCookie),
      body: { response: othersKey.assert(options) },
    });
    expect(refused.statusCode).toBe(400);
    expect((await newestSession(ctx, user.id)).reauthenticatedAt).toBeNull();

    const without = await createTestUser(ctx);
    const none = await ctx.call(authApi.passkeyReauthenticationOptions, { cookie: without.cookie });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(PASSKEY_MESSAGES.noPasskeys);
  });
});

describe("the audit log", () => {
  it("keeps a passkey's addition, each sign-in with it as MFA_CHALLENGE_VERIFIED, and its removal", async () => {
    const { user, authenticator } = await userWithPasskey();
    expect((await signInWith(ctx, authenticator)).statusCode).toBe(200);
    const [passkey] = await ctx.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    const removed = await ctx.call(authApi.removePasskey, {
      params: { id: passkey!.id },
      cookie: user.cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const entries = await ctx.db
      .select({
        action: auditLog.action,
        actorId: auditLog.actorId,
        targetId: auditLog.targetId,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(eq(auditLog.actorId, user.id))
      .orderBy(asc(auditLog.createdAt));
    expect(entries).toEqual([
      {
        action: "passkey.add",
        actorId: user.id,
        targetId: passkey!.id,
        after: { name: "Passkey" },
      },
      {
        action: "auth.mfa_challenge_verified",
        actorId: user.id,
        targetId: user.id,
        after: { event: "MFA_CHALLENGE_VERIFIED", factor: "passkey", purpose: "sign_in" },
      },
      {
        action: "passkey.remove",
        actorId: user.id,
        targetId: passkey!.id,
        after: { name: "Passkey" },
      },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { defaultRateLimits } from "../../config";
import { sessions } from "../../db/schema";
import { createTestUser, type TestUser } from "../../testing/factories";
import { createTestContext, sessionCookieOf, type TestContext } from "../../testing/test-app";
import { cookieOf, enableTwoFactor, stepCookieOf } from "../../testing/two-factor";
import { joinCookies } from "../../testing/passkeys";
import { hashToken } from "../sessions/tokens";
import { totpCodeAt } from "./totp";
import { apiTokensApi } from "../../../contract/api-tokens";
import { authApi } from "../../../contract/auth-api";
import type { EndpointSpec } from "../../../contract/endpoint";
import { profileApi } from "../../../contract/profile";

let ctx: TestContext;
beforeAll(async () => {
  // The code step's limits as shipped; the rest raised so that many users can sign in from one IP.
  const shipped = defaultRateLimits(1);
  ctx = await createTestContext({
    rateLimits: {
      ...defaultRateLimits(1000),
      signInPerAccount: shipped.signInPerAccount,
      signInPerDevice: shipped.signInPerDevice,
    },
  });
});
afterAll(() => ctx.close());

const signIn = (user: TestUser, cookie?: string) =>
  ctx.call(authApi.signIn, { cookie, body: { email: user.email, password: user.password } });
const post = (endpoint: EndpointSpec, cookie: string, body: unknown = {}) =>
  ctx.call(endpoint, { cookie, body });
const sessionTokenOf = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);

describe("a session that did not pass two-factor", () => {
  it("is signed out when two-factor is turned on in another browser, so it cannot make recovery codes or turn it off", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    // Another browser signed in before two-factor was on (perhaps a thief's, perhaps the owner's phone).
    const earlier = sessionCookieOf(await signIn(user));
    await enableTwoFactor(ctx, user);

    expect((await ctx.call(authApi.me, { cookie: earlier })).statusCode).toBe(401);
    expect(
      (await post(authApi.regenerateRecoveryCodes, earlier, { password: user.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(authApi.disableTwoFactor, earlier, { password: user.password })).statusCode,
    ).toBe(401);
    // The browser that turned it on keeps its session, now aal2.
    expect((await ctx.call(authApi.me, { cookie: user.cookie })).statusCode).toBe(200);
    const [kept] = await ctx.db
      .select({ aal: sessions.aal })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(kept?.aal).toBe("aal2");
  });

  it("may not add or remove any way to sign in while two-factor is on, even with the password", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    await enableTwoFactor(ctx, user);
    // A session at aal1 with the factor on: what any session older than the factor was before the fix.
    await ctx.db
      .update(sessions)
      .set({ aal: "aal1" })
      .where(eq(sessions.tokenHash, hashToken(sessionTokenOf(user.cookie))));

    const refusals = [
      await post(authApi.regenerateRecoveryCodes, user.cookie, { password: user.password }),
      await post(authApi.disableTwoFactor, user.cookie, { password: user.password }),
      await post(profileApi.changePassword, user.cookie, {
        currentPassword: user.password,
        newPassword: "Quartz9Meadow!x",
        confirmPassword: "Quartz9Meadow!x",
      }),
      await post(apiTokensApi.create, user.cookie, { name: "script", scope: "read", expiry: "30" }),
      await post(authApi.passkeyRegistrationOptions, user.cookie),
      await ctx.call(authApi.removePasskey, { params: { id: randomUUID() }, cookie: user.cookie }),
      await ctx.call(authApi.removeIdentity, {
        params: { id: "password" },
        cookie: user.cookie,
        body: { password: user.password },
      }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error.code).toBe("second_factor_required");
    }
    const status = await ctx.call(authApi.twoFactorStatus, { cookie: user.cookie });
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  });
});

describe("the code step's limits", () => {
  it("let the owner's known browser in after someone with the password spent the account's tries from elsewhere", async () => {
    const user = await createTestUser(ctx);
    const deviceCookie = cookieOf(await signIn(user), "vitalog_device");
    expect(deviceCookie).toBeDefined();
    const { secret } = await enableTwoFactor(ctx, user);

    // Ten wrong codes from a browser the account never used, over two steps (each dies after five).
    for (let step = 0; step < 2; step++) {
      const stepCookie = stepCookieOf(await signIn(user));
      for (let i = 0; i < 5; i++)
        await post(authApi.completeSecondFactor, stepCookie, { code: "000000" });
    }
    const strangerStep = stepCookieOf(await signIn(user));
    expect(
      (await post(authApi.completeSecondFactor, strangerStep, { code: totpCodeAt(secret) }))
        .statusCode,
    ).toBe(429);

    const ownerStep = stepCookieOf(await signIn(user, deviceCookie));
    const owner = await post(authApi.completeSecondFactor, joinCookies(ownerStep, deviceCookie), {
      code: totpCodeAt(secret),
    });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it("still counts a known browser's wrong codes against its own limit", async () => {
    const user = await createTestUser(ctx);
    const deviceCookie = cookieOf(await signIn(user), "vitalog_device")!;
    const { secret } = await enableTwoFactor(ctx, user);
    const answers: number[] = [];
    for (let step = 0; step < 3; step++) {
      const stepCookie = stepCookieOf(await signIn(user, deviceCookie));
      for (let i = 0; i < 4; i++)
        answers.push(
          (
            await post(authApi.completeSecondFactor, joinCookies(stepCookie, deviceCookie), {
              code: "000000",
            })
          ).statusCode,
        );
    }
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
    const last = stepCookieOf(await signIn(user, deviceCookie));
    expect(
      (
        await post(authApi.completeSecondFactor, joinCookies(last, deviceCookie), {
          code: totpCodeAt(secret),
        })
      ).statusCode,
    ).toBe(429);
  });
});

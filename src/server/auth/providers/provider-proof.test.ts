import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IdentitiesResponse } from "../../../contract/providers";
import { defaultRateLimits } from "../../config";
import { sessions, totpFactors } from "../../db/schema";
import { createTestUser, type TestUser } from "../../testing/factories";
import {
  startTestOidcProvider,
  type TestOidcProvider,
  type TestOidcUser,
} from "../../testing/oidc-provider";
import { waitForMails } from "../../testing/outbox";
import { createProviderTestContext, providerTrip } from "../../testing/provider-trips";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { authApi } from "../../../contract/auth-api";
import { urlOf } from "../../../contract/endpoint";
import { ageProof } from "../../testing/sessions";

let ctx: TestContext;
let idp: TestOidcProvider;
beforeAll(async () => {
  ({ ctx, idp } = await createProviderTestContext());
});
afterAll(async () => {
  await ctx.close();
  await idp.close();
});

const person = (email: string): TestOidcUser => ({
  sub: `sub-${randomBytes(5).toString("hex")}`,
  email,
  email_verified: true,
  given_name: "Ada",
  family_name: "Lo",
});
const sessionOf = (user: TestUser) => ({ vitalog_session: user.cookie.split("=")[1]! });
const proofOf = async (user: TestUser) =>
  (await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]!.reauthenticatedAt;

/** Our start, as a browser navigation that says where it came from. */
const start = (user: TestUser, intent: string, site?: string) =>
  ctx.call(authApi.startProvider, {
    params: { provider: "google" },
    query: { intent },
    cookie: user.cookie,
    headers: site ? { "sec-fetch-site": site } : {},
  });

async function linkFromSettings(user: TestUser): Promise<TestOidcUser> {
  const who = person(user.email);
  const trip = await providerTrip(ctx, idp, {
    intent: "link",
    jar: sessionOf(user),
    as: { user: who },
  });
  expect(trip.location).toBe("/app/settings?linked=google#connected-heading");
  return who;
}

describe("linking a provider", () => {
  it("right after signing in links it and mails the owner", async () => {
    const user = await createTestUser(ctx);
    await linkFromSettings(user);
    const [mail] = await waitForMails(ctx, { to: user.email, kind: "provider_linked" });
    expect(mail!.text).toContain("Your Google account was added");
    expect(mail!.text).toContain("If it was not you");
  });

  it("from a session whose proof aged is sent back to Settings with reauthentication_required, nothing stored", async () => {
    const user = await createTestUser(ctx);
    await ageProof(ctx, user);
    const refused = await start(user, "link");
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe(
      "/app/settings?error=reauthentication_required#connected-heading",
    );
    expect(refused.cookies.find((c) => c.name === "vitalog_provider_trip")).toBeUndefined();
  });

  it("from an aal1 session of a user with two-factor on is refused with second_factor_required", async () => {
    const user = await createTestUser(ctx);
    await ctx.db
      .insert(totpFactors)
      .values({ userId: user.id, secret: "JBSWY3DPEHPK3PXP", confirmedAt: new Date() });
    const refused = await start(user, "link");
    expect(refused.headers.location).toBe(
      "/app/settings?error=second_factor_required#connected-heading",
    );
  });

  it("and re-authenticating refuse a navigation from another site, and take one from the same origin", async () => {
    const user = await createTestUser(ctx);
    for (const intent of ["link", "reauth"]) {
      for (const site of ["cross-site", "same-site", "none"]) {
        const refused = await start(user, intent, site);
        expect(refused.headers.location, `${intent} ${site}`).toBe(
          "/app/settings?error=cross_site#connected-heading",
        );
      }
    }
    const allowed = await start(user, "link", "same-origin");
    expect(String(allowed.headers.location)).toMatch(new RegExp(`^${idp.issuer}`));
  });
});

describe("re-authenticating with a provider", () => {
  it("asks the provider to sign in again (prompt=login, max_age=0); a plain sign-in does not", async () => {
    const user = await createTestUser(ctx);
    const reauth = new URL(String((await start(user, "reauth")).headers.location));
    expect(reauth.searchParams.get("prompt")).toBe("login");
    expect(reauth.searchParams.get("max_age")).toBe("0");
    const signIn = new URL(
      String(
        (
          await ctx.call(authApi.startProvider, {
            params: { provider: "google" },
            query: { intent: "signin" },
          })
        ).headers.location,
      ),
    );
    expect(signIn.searchParams.get("prompt")).toBeNull();
  });

  it("refuses an ID token whose auth_time is older than the trip, and stamps the session for a fresh one", async () => {
    const user = await createTestUser(ctx);
    const who = await linkFromSettings(user);
    await ageProof(ctx, user);
    const aged = await proofOf(user);

    const old = await providerTrip(ctx, idp, {
      intent: "reauth",
      jar: sessionOf(user),
      as: { user: who, authTime: Math.floor(Date.now() / 1000) - 3600 },
    });
    expect(old.location).toBe("/app/settings?error=provider_failed#connected-heading");
    expect(await proofOf(user)).toEqual(aged);

    const fresh = await providerTrip(ctx, idp, {
      intent: "reauth",
      jar: sessionOf(user),
      as: { user: who },
    });
    expect(fresh.location).toBe("/app/settings");
    expect((await proofOf(user))!.getTime()).toBeGreaterThan(aged!.getTime());
  });
});

describe("removing a provider", () => {
  it("asks for recent proof; with it the identity goes", async () => {
    const user = await createTestUser(ctx);
    await linkFromSettings(user);
    const methods = (
      await ctx.call(authApi.listIdentities, { cookie: user.cookie })
    ).json<IdentitiesResponse>();
    const google = methods.methods.find((m) => m.kind === "google");
    expect(google).toBeDefined();
    await ageProof(ctx, user);
    const refused = await ctx.call(authApi.removeIdentity, {
      params: { id: google!.id },
      cookie: user.cookie,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("reauthentication_required");

    expect(
      (
        await ctx.call(authApi.reauthenticateWithPassword, {
          cookie: user.cookie,
          body: { password: user.password },
        })
      ).statusCode,
    ).toBe(200);
    const removed = await ctx.call(authApi.removeIdentity, {
      params: { id: google!.id },
      cookie: user.cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<IdentitiesResponse>().methods.some((m) => m.kind === "google")).toBe(false);
  });
});

describe("starting a provider trip", () => {
  it("is counted per IP: past the allowance it is a 429 with Retry-After", async () => {
    const own = await startTestOidcProvider();
    const settings = {
      issuer: own.issuer,
      clientId: own.clientId,
      secret: { kind: "secret" as const, value: own.clientSecret },
    };
    const limited = await createTestContext({
      providers: { google: settings, apple: settings, microsoft: settings },
      rateLimits: { ...defaultRateLimits(1000), signInPerIp: { max: 2, windowSeconds: 900 } },
    });
    try {
      const startFrom = (remoteAddress: string) =>
        limited.request({
          method: authApi.startProvider.method,
          url: urlOf(authApi.startProvider, {
            params: { provider: "google" },
            query: { intent: "signin" },
          }),
          remoteAddress,
        });
      const ask = () => startFrom("203.0.113.77");
      expect((await ask()).statusCode).toBe(302);
      expect((await ask()).statusCode).toBe(302);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.headers["retry-after"]).toBeDefined();
      const elsewhere = await startFrom("203.0.113.78");
      expect(elsewhere.statusCode).toBe(302);
    } finally {
      await limited.close();
      await own.close();
    }
  });
});

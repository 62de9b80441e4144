import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { identities, mailOutbox, profiles, totpFactors, users } from "../../db/schema";
import { createTestUser } from "../../testing/factories";
import { waitForMails } from "../../testing/outbox";
import type { TestOidcProvider, TestOidcUser } from "../../testing/oidc-provider";
import {
  cookieHeader,
  createProviderTestContext,
  providerTrip,
} from "../../testing/provider-trips";
import type { TestContext } from "../../testing/test-app";
import { authApi } from "../../../contract/auth-api";
import { urlOf } from "../../../contract/endpoint";

let ctx: TestContext;
let idp: TestOidcProvider;
beforeAll(async () => {
  ({ ctx, idp } = await createProviderTestContext());
});
afterAll(async () => {
  await ctx.close();
  await idp.close();
});

/** A person at the provider nobody has seen yet. */
const stranger = (overrides: Partial<TestOidcUser> = {}): TestOidcUser => {
  const id = randomBytes(5).toString("hex");
  return {
    sub: `sub-${id}`,
    email: `olive-${id}@example.com`,
    email_verified: true,
    given_name: "Olive",
    family_name: "Ides",
    ...overrides,
  };
};

const userCount = async () =>
  Number((await ctx.db.select({ n: sql<number>`count(*)` }).from(users))[0]?.n);
const identitiesOf = (userId: string) =>
  ctx.db.select().from(identities).where(eq(identities.userId, userId));
const completeBody = {
  firstName: "Olive",
  lastName: "Ides",
  birthday: "1991-03-04",
  acceptTerms: true,
  timeZone: "Europe/Paris",
};

/** A first sign-in completed: the account exists, signed in; returns its id and the browser's cookies. */
async function signUpWithProvider(person: TestOidcUser) {
  const trip = await providerTrip(ctx, idp, { as: { user: person } });
  const done = await ctx.call(authApi.completeProviderSignUp, {
    cookie: cookieHeader(trip.jar),
    body: completeBody,
  });
  expect(done.statusCode, done.body).toBe(201);
  return { userId: done.json<{ profile: { id: string } }>().profile.id, done };
}

describe("configured providers", () => {
  it("lists the configured providers in display order", async () => {
    const response = await ctx.call(authApi.listProviders);
    expect(response.json()).toEqual({ providers: ["google", "apple", "microsoft"] });
  });

  it("sends the browser to the provider with PKCE S256, state and nonce, and keeps the trip in an httpOnly cookie", async () => {
    // The query as a browser sends it, `next` unencoded (urlOf would encode its slashes).
    const start = urlOf(authApi.startProvider, { params: { provider: "google" } });
    const response = await ctx.request({
      method: authApi.startProvider.method,
      url: `${start}?intent=signin&next=/app/meals`,
    });
    expect(response.statusCode).toBe(302);
    const target = new URL(String(response.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe(`${idp.issuer}/authorize`);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      client_id: idp.clientId,
      response_type: "code",
      scope: "openid email profile",
      code_challenge_method: "S256",
      redirect_uri: "http://localhost:3000/api/auth/providers/google/callback",
    });
    expect(target.searchParams.get("state")).toBeTruthy();
    expect(target.searchParams.get("nonce")).toBeTruthy();
    const trip = response.cookies.find((c) => c.name === "vitalog_provider_trip");
    expect(trip).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth/providers" });
  });
});

describe("a first sign-in with a provider", () => {
  it("creates nothing until the date of birth and the terms are given, then the account without a password", async () => {
    const person = stranger();
    const before = await userCount();
    const trip = await providerTrip(ctx, idp, { as: { user: person } });
    expect(trip.location).toBe("/signup/complete");
    expect(await userCount()).toBe(before);
    expect(trip.jar.vitalog_session).toBeUndefined();

    const pending = await ctx.call(authApi.pendingProviderSignIn, {
      cookie: cookieHeader(trip.jar),
    });
    expect(pending.json()).toEqual({
      kind: "signup",
      provider: "google",
      email: person.email,
      firstName: "Olive",
      lastName: "Ides",
    });

    const tooYoung = await ctx.call(authApi.completeProviderSignUp, {
      cookie: cookieHeader(trip.jar),
      body: { ...completeBody, birthday: "2020-01-01" },
    });
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.json().error.fields.birthday).toBe(
      "You must be at least 13 years old to use Vitalog",
    );
    const noTerms = await ctx.call(authApi.completeProviderSignUp, {
      cookie: cookieHeader(trip.jar),
      body: { ...completeBody, acceptTerms: false },
    });
    expect(noTerms.statusCode).toBe(400);
    expect(await userCount()).toBe(before);

    const done = await ctx.call(authApi.completeProviderSignUp, {
      cookie: cookieHeader(trip.jar),
      body: completeBody,
    });
    expect(done.statusCode, done.body).toBe(201);
    const profile = done.json().profile as {
      id: string;
      email: string;
      emailVerified: boolean;
      planName: string;
      timeZone: string;
    };
    expect(profile).toMatchObject({
      email: person.email,
      emailVerified: true,
      planName: "Free",
      timeZone: "Europe/Paris",
    });
    const [user] = await ctx.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, profile.id));
    expect(user?.passwordHash).toBeNull();
    expect((await identitiesOf(profile.id)).map((i) => [i.provider, i.subject])).toEqual([
      ["google", person.sub],
    ]);
    expect(done.cookies.some((c) => c.name === "vitalog_session")).toBe(true);

    // The pending sign-up is spent.
    const again = await ctx.call(authApi.completeProviderSignUp, {
      cookie: cookieHeader(trip.jar),
      body: completeBody,
    });
    expect(again.statusCode).toBe(404);
  });

  it("signs the same person in again by the provider, straight to where they were going", async () => {
    const person = stranger();
    const { userId } = await signUpWithProvider(person);
    const trip = await providerTrip(ctx, idp, { as: { user: person }, next: "/app/meals" });
    expect(trip.location).toBe("/app/meals");
    const me = await ctx.call(authApi.me, {
      cookie: `vitalog_session=${trip.jar.vitalog_session}`,
    });
    expect(me.json().profile.id).toBe(userId);
    expect((await identitiesOf(userId))[0]?.lastUsedAt).not.toBeNull();
  });

  it("makes the browser known and mails the owner of a sign-in from a browser the account has not used", async () => {
    const person = stranger();
    await signUpWithProvider(person);
    const email = person.email!;
    const notices = () =>
      ctx.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "new_browser_sign_in")));
    // The browser that made the account is the account's first: nothing to tell.
    expect(await notices()).toEqual([]);

    const elsewhere = await providerTrip(ctx, idp, { as: { user: person } });
    expect(elsewhere.location).toBe("/app");
    expect(elsewhere.jar.vitalog_device).toBeTruthy();
    await waitForMails(ctx, { to: email, kind: "new_browser_sign_in" });
    await providerTrip(ctx, idp, {
      as: { user: person },
      jar: { vitalog_device: elsewhere.jar.vitalog_device! },
    });
    expect(await notices()).toHaveLength(1);
  });

  it("makes no account from an address the provider did not verify, and says how to sign up instead", async () => {
    const person = stranger({ email_verified: false });
    const trip = await providerTrip(ctx, idp, { as: { user: person } });
    expect(trip.location).toBe("/login?error=provider_unverified_email");
    const [account] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, person.email!));
    expect(account).toBeUndefined();
  });

  it("answers an unverified address of an existing account as it answers a new one, so the page tells nobody who is registered", async () => {
    const owner = await createTestUser(ctx);
    const trip = await providerTrip(ctx, idp, {
      as: { user: stranger({ email: owner.email, email_verified: false }) },
    });
    expect(trip.location).toBe("/login?error=provider_unverified_email");
    const pending = await ctx.call(authApi.pendingProviderSignIn, {
      cookie: cookieHeader(trip.jar),
    });
    expect(pending.statusCode).toBe(404);
  });

  it("refuses a provider that shares no e-mail, with a clear error", async () => {
    const trip = await providerTrip(ctx, idp, { as: { user: stranger({ email: undefined }) } });
    expect(trip.location).toBe("/login?error=provider_no_email");
  });

  it("lands on an unsafe next as /app", async () => {
    const person = stranger();
    await signUpWithProvider(person);
    const trip = await providerTrip(ctx, idp, { as: { user: person }, next: "//evil.example/x" });
    expect(trip.location).toBe("/app");
  });
});

describe("answers that are refused", () => {
  it("says when the person cancelled at the provider", async () => {
    const trip = await providerTrip(ctx, idp, { as: { error: "access_denied" } });
    expect(trip.location).toBe("/login?error=provider_denied");
  });

  it("refuses a state that is not the one sent", async () => {
    const trip = await providerTrip(ctx, idp, {
      as: { user: stranger() },
      alter: (params) => params.set("state", "forged-state"),
    });
    expect(trip.location).toBe("/login?error=provider_failed");
  });

  it("refuses an ID token with another nonce or signed by a key not in the issuer's JWKS", async () => {
    for (const tamper of ["nonce", "signature"] as const) {
      const trip = await providerTrip(ctx, idp, { as: { user: stranger(), tamper } });
      expect(trip.location, tamper).toBe("/login?error=provider_failed");
      expect(trip.jar.vitalog_session).toBeUndefined();
    }
  });

  it("refuses a replayed callback and a replayed code", async () => {
    const person = stranger();
    await signUpWithProvider(person);
    const first = await providerTrip(ctx, idp, { as: { user: person } });
    expect(first.location).toBe("/app");
    // The same answer again, with the cookie it came with: the trip is spent.
    const replay = await ctx.request({
      method: "GET",
      url: first.callbackUrl,
      cookie: `vitalog_provider_trip=${first.jar.vitalog_provider_trip ?? "spent"}`,
    });
    expect(replay.headers.location).toBe("/login?error=flow_expired");
    // The old code in a new trip: the provider refuses it (single use, and not this trip's PKCE).
    const code = new URL(first.callbackUrl, "http://localhost").searchParams.get("code")!;
    const second = await providerTrip(ctx, idp, {
      as: { user: person },
      alter: (params) => params.set("code", code),
    });
    expect(second.location).toBe("/login?error=provider_failed");
  });

  it("refuses a callback without the trip cookie", async () => {
    const response = await ctx.call(authApi.providerCallback, {
      params: { provider: "google" },
      query: { code: "x", state: "y" },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/login?error=flow_expired");
  });

  it("refuses a suspended account", async () => {
    const person = stranger();
    const { userId } = await signUpWithProvider(person);
    await ctx.db.update(profiles).set({ status: "suspended" }).where(eq(profiles.id, userId));
    const trip = await providerTrip(ctx, idp, { as: { user: person } });
    expect(trip.location).toBe("/login?error=suspended");
    expect(trip.jar.vitalog_session).toBeUndefined();
  });
});

describe("two-factor after a provider", () => {
  it("asks for the code instead of opening a session when the user has TOTP on", async () => {
    const person = stranger();
    const { userId } = await signUpWithProvider(person);
    await ctx.db
      .insert(totpFactors)
      .values({ userId, secret: "JBSWY3DPEHPK3PXP", confirmedAt: new Date() });
    const trip = await providerTrip(ctx, idp, { as: { user: person }, next: "/app/weight" });
    expect(trip.location).toBe(
      `/login?step=second-factor&next=${encodeURIComponent("/app/weight")}`,
    );
    expect(trip.jar.vitalog_session).toBeUndefined();
    const step = trip.callback.cookies.find((c) => c.name === "vitalog_second_factor");
    expect(step).toMatchObject({ httpOnly: true, path: "/api/auth" });
  });
});

describe("Apple's form_post answer", () => {
  it("takes the cross-site POST on its callback alone, proved by the trip cookie and state", async () => {
    const person = stranger();
    const trip = await providerTrip(ctx, idp, { provider: "apple", as: { user: person } });
    expect(trip.callback.statusCode).toBe(302);
    expect(trip.location).toBe("/signup/complete");
    const pending = await ctx.call(authApi.pendingProviderSignIn, {
      cookie: cookieHeader(trip.jar),
    });
    expect(pending.json()).toMatchObject({
      kind: "signup",
      provider: "apple",
      email: person.email,
    });
  });

  it("still refuses a cross-site form post without the trip, and every other cross-site POST", async () => {
    const forged = await ctx.call(authApi.appleCallback, {
      headers: {
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "code=x&state=y",
    });
    expect(forged.headers.location).toBe("/login?error=flow_expired");
    const user = await createTestUser(ctx);
    const elsewhere = await ctx.call(authApi.linkProvider, {
      cookie: user.cookie,
      headers: { origin: "https://evil.example" },
      body: { password: "x" },
    });
    expect(elsewhere.statusCode).toBe(403);
    const signout = await ctx.call(authApi.signOut, {
      cookie: user.cookie,
      headers: { origin: "https://appleid.apple.com" },
    });
    expect(signout.statusCode).toBe(403);
  });
});

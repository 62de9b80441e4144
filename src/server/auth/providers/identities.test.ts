import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IdentitiesResponse } from "../../../contract/providers";
import { identities, users } from "../../db/schema";
import { createTestUser, type TestUser } from "../../testing/factories";
import type { TestOidcProvider, TestOidcUser } from "../../testing/oidc-provider";
import {
  cookieHeader,
  createProviderTestContext,
  providerTrip,
} from "../../testing/provider-trips";
import type { TestContext } from "../../testing/test-app";
import { authApi } from "../../../contract/auth-api";

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
const methodsOf = async (cookie: string) =>
  (await ctx.call(authApi.listIdentities, { cookie })).json<IdentitiesResponse>();
const isSignedIn = async (cookie: string) =>
  (await ctx.call(authApi.me, { cookie })).statusCode === 200;

/** Links a fresh provider account to `user` from Settings; returns the provider-side person. */
async function linkFromSettings(user: TestUser, provider: "google" | "microsoft" = "google") {
  const who = person(user.email);
  const trip = await providerTrip(ctx, idp, {
    provider,
    intent: "link",
    jar: sessionOf(user),
    as: { user: who },
  });
  expect(trip.location).toBe(`/app/settings?linked=${provider}#connected-heading`);
  return who;
}

describe("an existing account's e-mail at a provider", () => {
  it("is never linked without the password; a wrong one is a 400 on the field; the right one links and signs in", async () => {
    const owner = await createTestUser(ctx);
    const who = person(owner.email);
    const trip = await providerTrip(ctx, idp, { as: { user: who } });
    expect(trip.location).toBe("/login/link");
    expect(await ctx.db.select().from(identities).where(eq(identities.userId, owner.id))).toEqual(
      [],
    );
    expect(trip.jar.vitalog_session).toBeUndefined();
    const pending = await ctx.call(authApi.pendingProviderSignIn, {
      cookie: cookieHeader(trip.jar),
    });
    expect(pending.json()).toMatchObject({ kind: "link", provider: "google", email: owner.email });

    const wrong = await ctx.call(authApi.linkProvider, {
      cookie: cookieHeader(trip.jar),
      body: { password: "Not-the-password-1" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: "That password is not correct" });

    const right = await ctx.call(authApi.linkProvider, {
      cookie: cookieHeader(trip.jar),
      body: { password: owner.password },
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().profile.id).toBe(owner.id);

    // From now on the provider alone signs the owner in.
    const again = await providerTrip(ctx, idp, { as: { user: who } });
    expect(again.location).toBe("/app");
    const me = await ctx.call(authApi.me, {
      cookie: `vitalog_session=${again.jar.vitalog_session}`,
    });
    expect(me.json().profile.id).toBe(owner.id);
  });

  it("answers 404 to a link with nothing pending", async () => {
    const response = await ctx.call(authApi.linkProvider, { body: { password: "whatever-1A" } });
    expect(response.statusCode).toBe(404);
  });
});

describe("Connected accounts", () => {
  it("lists the password and each identity, and what can still be linked", async () => {
    const user = await createTestUser(ctx);
    expect(await methodsOf(user.cookie)).toEqual({
      methods: [
        {
          id: "password",
          kind: "password",
          email: null,
          createdAt: null,
          lastUsedAt: null,
          isRemovable: false,
        },
      ],
      linkable: ["google", "apple", "microsoft"],
      passkeyCount: 0,
    });
    await linkFromSettings(user);
    const after = await methodsOf(user.cookie);
    expect(after.methods.map((m) => [m.kind, m.isRemovable])).toEqual([
      ["password", true],
      ["google", true],
    ]);
    expect(after.methods[1]).toMatchObject({ email: user.email });
    expect(after.linkable).toEqual(["apple", "microsoft"]);
    expect(await isSignedIn(user.cookie)).toBe(true);
  });

  it("needs a session to start a link", async () => {
    const response = await ctx.call(authApi.startProvider, {
      params: { provider: "google" },
      query: { intent: "link" },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/login?next=%2Fapp%2Fsettings");
  });

  it("refuses an identity that belongs to another account with identity_already_exists, and keeps the session", async () => {
    const alice = await createTestUser(ctx);
    const bob = await createTestUser(ctx);
    const alicesGoogle = await linkFromSettings(alice);
    const trip = await providerTrip(ctx, idp, {
      intent: "link",
      jar: sessionOf(bob),
      as: { user: alicesGoogle },
    });
    expect(trip.location).toBe("/app/settings?error=identity_already_exists#connected-heading");
    expect(await isSignedIn(bob.cookie)).toBe(true);
    expect((await methodsOf(bob.cookie)).methods.map((m) => m.kind)).toEqual(["password"]);
  });

  it("unlinks an identity, keeping the session", async () => {
    const user = await createTestUser(ctx);
    await linkFromSettings(user);
    const google = (await methodsOf(user.cookie)).methods.find((m) => m.kind === "google")!;
    const response = await ctx.call(authApi.removeIdentity, {
      params: { id: google.id },
      cookie: user.cookie,
      body: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<IdentitiesResponse>().methods.map((m) => m.kind)).toEqual(["password"]);
    expect(await isSignedIn(user.cookie)).toBe(true);
  });

  it("answers identity_not_found for another user's identity or an unknown one, and leaves it linked", async () => {
    const alice = await createTestUser(ctx);
    const bob = await createTestUser(ctx);
    await linkFromSettings(alice);
    const alicesGoogle = (await methodsOf(alice.cookie)).methods.find((m) => m.kind === "google")!;
    for (const id of [alicesGoogle.id, "00000000-0000-4000-8000-000000000000"]) {
      const response = await ctx.call(authApi.removeIdentity, {
        params: { id },
        cookie: bob.cookie,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("identity_not_found");
    }
    expect((await methodsOf(alice.cookie)).methods).toHaveLength(2);
    expect(await isSignedIn(bob.cookie)).toBe(true);
  });

  it("removes the password only with the password, then refuses to remove the last way in", async () => {
    const user = await createTestUser(ctx);
    await linkFromSettings(user);
    const noPassword = await ctx.call(authApi.removeIdentity, {
      params: { id: "password" },
      cookie: user.cookie,
      body: {},
    });
    expect(noPassword.statusCode).toBe(400);
    const wrong = await ctx.call(authApi.removeIdentity, {
      params: { id: "password" },
      cookie: user.cookie,
      body: { password: "Wrong-password-9" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.password).toBeTruthy();

    const removed = await ctx.call(authApi.removeIdentity, {
      params: { id: "password" },
      cookie: user.cookie,
      body: { password: user.password },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const [row] = await ctx.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.passwordHash).toBeNull();

    const google = removed.json<IdentitiesResponse>().methods.find((m) => m.kind === "google")!;
    // Said before it is tried, so the screen can disable its Unlink and say why.
    expect(google.isRemovable).toBe(false);
    const last = await ctx.call(authApi.removeIdentity, {
      params: { id: google.id },
      cookie: user.cookie,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toMatchObject({ code: "single_identity_not_deletable" });
    expect((await methodsOf(user.cookie)).methods.map((m) => m.kind)).toEqual(["google"]);
    expect(await isSignedIn(user.cookie)).toBe(true);
  });

  it("lets only one of two unlinks racing for the last two ways in succeed", async () => {
    const user = await createTestUser(ctx);
    await linkFromSettings(user, "google");
    await linkFromSettings(user, "microsoft");
    await ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const [first, second] = (await methodsOf(user.cookie)).methods;
    const answers = await Promise.all(
      [first!, second!].map((method) =>
        ctx.call(authApi.removeIdentity, { params: { id: method.id }, cookie: user.cookie }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await methodsOf(user.cookie)).methods).toHaveLength(1);
  });
});

import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileApi, DELETE_CONFIRMATION } from "../../contract/profile";
import { sessions, users } from "../db/schema";
import { createTestUser } from "../testing/factories";
import type { TestOidcProvider, TestOidcUser } from "../testing/oidc-provider";
import { cookieHeader, createProviderTestContext, providerTrip } from "../testing/provider-trips";
import type { TestContext } from "../testing/test-app";
import { authApi } from "../../contract/auth-api";

/** Accounts made with a provider have no password: re-authenticating with the provider stands in for it. */
let ctx: TestContext;
let idp: TestOidcProvider;
beforeAll(async () => {
  ({ ctx, idp } = await createProviderTestContext());
});
afterAll(async () => {
  await ctx.close();
  await idp.close();
});

const NEW_PASSWORD = "Lantern-Quartz-58";

async function providerAccount(): Promise<{
  person: TestOidcUser;
  session: Record<string, string>;
  userId: string;
  email: string;
}> {
  const id = randomBytes(5).toString("hex");
  const person: TestOidcUser = {
    sub: `sub-${id}`,
    email: `nopass-${id}@example.com`,
    email_verified: true,
    given_name: "No",
    family_name: "Pass",
  };
  const trip = await providerTrip(ctx, idp, { as: { user: person } });
  const done = await ctx.call(authApi.completeProviderSignUp, {
    cookie: cookieHeader(trip.jar),
    body: { firstName: "No", lastName: "Pass", birthday: "1990-01-01", acceptTerms: true },
  });
  expect(done.statusCode, done.body).toBe(201);
  const session = {
    vitalog_session: done.cookies.find((c) => c.name === "vitalog_session")!.value,
  };
  const userId = done.json().profile.id as string;
  // Signed up more than five minutes ago: the sign-up's own proof has aged out.
  await ctx.db.update(sessions).set({ reauthenticatedAt: null }).where(eq(sessions.userId, userId));
  return { person, session, userId, email: person.email! };
}

describe("an account without a password", () => {
  it("asks for a recent re-authentication before a first password, then the password signs in", async () => {
    const account = await providerAccount();
    const cookie = cookieHeader(account.session);
    const body = { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const early = await ctx.call(profileApi.setFirstPassword, { cookie, body });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe("reauthentication_required");

    const reauth = await providerTrip(ctx, idp, {
      intent: "reauth",
      jar: account.session,
      as: { user: account.person },
    });
    expect(reauth.location).toBe("/app/settings");
    const set = await ctx.call(profileApi.setFirstPassword, { cookie, body });
    expect(set.statusCode, set.body).toBe(200);
    const signIn = await ctx.call(authApi.signIn, {
      body: { email: account.email, password: NEW_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const again = await ctx.call(profileApi.setFirstPassword, { cookie, body });
    expect(again.statusCode).toBe(409);
  });

  it("refuses a re-authentication with a provider account that is not linked to the user", async () => {
    const account = await providerAccount();
    const someoneElse: TestOidcUser = {
      sub: `sub-${randomBytes(5).toString("hex")}`,
      email: "else@example.com",
      email_verified: true,
    };
    const trip = await providerTrip(ctx, idp, {
      intent: "reauth",
      jar: account.session,
      as: { user: someoneElse },
    });
    expect(trip.location).toBe("/app/settings?error=identity_not_found#connected-heading");
    const early = await ctx.call(profileApi.setFirstPassword, {
      cookie: cookieHeader(account.session),
      body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(early.statusCode).toBe(403);
  });

  it("is deleted only after a recent re-authentication", async () => {
    const account = await providerAccount();
    const cookie = cookieHeader(account.session);
    const early = await ctx.call(profileApi.remove, {
      cookie,
      body: { confirmation: DELETE_CONFIRMATION },
    });
    expect(early.statusCode).toBe(403);
    await providerTrip(ctx, idp, {
      intent: "reauth",
      jar: account.session,
      as: { user: account.person },
    });
    const deleted = await ctx.call(profileApi.remove, {
      cookie,
      body: { confirmation: DELETE_CONFIRMATION },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await ctx.db.select().from(users).where(eq(users.id, account.userId))).toEqual([]);
  });

  it("still asks an account with a password for it", async () => {
    const user = await createTestUser(ctx);
    const response = await ctx.call(profileApi.remove, {
      cookie: user.cookie,
      body: { confirmation: DELETE_CONFIRMATION },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ password: "Enter your password" });
  });
});

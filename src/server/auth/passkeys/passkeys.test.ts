import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { IDENTITY_ERRORS } from "../../../contract/providers";
import { PASSKEY_MESSAGES } from "../../../contract/passkeys";
import { authFlows, identities, passkeys, users } from "../../db/schema";
import { createTestUser } from "../../testing/factories";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { SoftAuthenticator } from "../../testing/passkey-authenticator";
import { askOptions, joinCookies, registerWith } from "../../testing/passkeys";
import { authApi } from "../../../contract/auth-api";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const list = async (cookie: string) => {
  const response = await ctx.call(authApi.listPasskeys, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json<{
    passkeys: {
      id: string;
      name: string;
      createdAt: string;
      lastUsedAt: string | null;
      isSynced: boolean;
    }[];
  }>().passkeys;
};

describe("registering a passkey", () => {
  it("offers discoverable-credential options for the account and stores the verified passkey", async () => {
    const user = await createTestUser(ctx, { firstName: "Ada", lastName: "Byron" });
    const { options } = await askOptions(ctx, authApi.passkeyRegistrationOptions, user.cookie);
    expect(options).toMatchObject({
      rp: { id: "localhost", name: "Vitalog" },
      user: {
        name: user.email,
        displayName: "Ada Byron",
        id: Buffer.from(user.id).toString("base64url"),
      },
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      excludeCredentials: [],
    });
    const flows = await ctx.db.select().from(authFlows).where(eq(authFlows.userId, user.id));
    expect(flows.map((f) => f.kind)).toEqual(["webauthn_registration"]);
    expect(flows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);

    const authenticator = new SoftAuthenticator();
    const response = await registerWith(ctx, user.cookie, authenticator, { name: "  My laptop  " });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: "My laptop", lastUsedAt: null, isSynced: false });
    const [row] = await ctx.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row).toMatchObject({
      credentialId: authenticator.id,
      counter: 0,
      transports: ["internal"],
      deviceType: "singleDevice",
    });
    expect(await list(user.cookie)).toEqual([response.json()]);

    // The next options exclude it, so the same authenticator is not registered twice.
    const again = await askOptions(ctx, authApi.passkeyRegistrationOptions, user.cookie);
    expect(again.options).toMatchObject({
      excludeCredentials: [{ id: authenticator.id, transports: ["internal"] }],
    });
  });

  it("names an unnamed passkey by its number and marks a synced one", async () => {
    const user = await createTestUser(ctx);
    expect((await registerWith(ctx, user.cookie, new SoftAuthenticator())).json()).toMatchObject({
      name: "Passkey",
    });
    const synced = await registerWith(
      ctx,
      user.cookie,
      new SoftAuthenticator("localhost", "http://localhost", true),
    );
    expect(synced.json()).toMatchObject({ name: "Passkey 2", isSynced: true });
  });

  it("refuses a bad name on its field, a wrong origin, and an authenticator that did not verify the user", async () => {
    const user = await createTestUser(ctx);
    const long = await registerWith(ctx, user.cookie, new SoftAuthenticator(), {
      name: "x".repeat(61),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ name: PASSKEY_MESSAGES.nameTooLong });
    const blank = await registerWith(ctx, user.cookie, new SoftAuthenticator(), { name: "   " });
    expect(blank.json().error.fields).toEqual({ name: PASSKEY_MESSAGES.nameRequired });

    const phished = await registerWith(ctx, user.cookie, new SoftAuthenticator(), {
      origin: "https://evil.example",
    });
    expect(phished.statusCode).toBe(400);
    expect(phished.json().error).toMatchObject({
      code: "passkey_not_verified",
      message: PASSKEY_MESSAGES.notVerified,
    });
    const unverified = await registerWith(ctx, user.cookie, new SoftAuthenticator(), {
      userVerified: false,
    });
    expect(unverified.statusCode).toBe(400);
    expect(await list(user.cookie)).toEqual([]);
  });

  it("spends the challenge once, and only for the user who asked for it", async () => {
    const alice = await createTestUser(ctx);
    const bob = await createTestUser(ctx);
    const authenticator = new SoftAuthenticator();
    const { options, flowCookie } = await askOptions(
      ctx,
      authApi.passkeyRegistrationOptions,
      alice.cookie,
    );
    const payload = { response: authenticator.register(options) };
    const asBob = await ctx.call(authApi.registerPasskey, {
      cookie: joinCookies(bob.cookie, flowCookie),
      body: payload,
    });
    expect(asBob.statusCode).toBe(400);
    expect(asBob.json().error.code).toBe("passkey_expired");

    const first = await ctx.call(authApi.registerPasskey, {
      cookie: joinCookies(alice.cookie, flowCookie),
      body: payload,
    });
    expect(first.statusCode).toBe(201);
    const replay = await ctx.call(authApi.registerPasskey, {
      cookie: joinCookies(alice.cookie, flowCookie),
      body: payload,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(PASSKEY_MESSAGES.expired);
  });

  it("answers 401 without a session and 400 for a malformed credential", async () => {
    const anonymous = await ctx.call(authApi.passkeyRegistrationOptions);
    expect(anonymous.statusCode).toBe(401);
    const user = await createTestUser(ctx);
    const { flowCookie } = await askOptions(ctx, authApi.passkeyRegistrationOptions, user.cookie);
    const bad = await ctx.call(authApi.registerPasskey, {
      cookie: joinCookies(user.cookie, flowCookie),
      body: { response: { id: "!!", rawId: "x", type: "public-key", response: {} } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("validation_failed");
  });
});

describe("managing passkeys", () => {
  it("renames and removes a passkey; another user's passkey is a 404", async () => {
    const owner = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    const { id } = (
      await registerWith(ctx, owner.cookie, new SoftAuthenticator(), { name: "Phone" })
    ).json<{ id: string }>();

    const renamed = await ctx.call(authApi.renamePasskey, {
      params: { id },
      cookie: owner.cookie,
      body: { name: " Work phone " },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: "Work phone" });
    const tooLong = await ctx.call(authApi.renamePasskey, {
      params: { id },
      cookie: owner.cookie,
      body: { name: "y".repeat(61) },
    });
    expect(tooLong.json().error.fields).toEqual({ name: PASSKEY_MESSAGES.nameTooLong });

    const renameOthers = await ctx.call(authApi.renamePasskey, {
      params: { id },
      cookie: other.cookie,
      body: { name: "Mine now" },
    });
    expect(renameOthers.statusCode).toBe(404);
    const deleteOthers = await ctx.call(authApi.removePasskey, {
      params: { id },
      cookie: other.cookie,
    });
    expect(deleteOthers.statusCode).toBe(404);
    expect(await list(other.cookie)).toEqual([]);
    expect((await list(owner.cookie)).map((p) => p.name)).toEqual(["Work phone"]);

    const removed = await ctx.call(authApi.removePasskey, { params: { id }, cookie: owner.cookie });
    expect(removed.statusCode).toBe(200);
    expect(await list(owner.cookie)).toEqual([]);
    const notAnId = await ctx.call(authApi.removePasskey, {
      params: { id: "not-a-uuid" },
      cookie: owner.cookie,
    });
    expect(notAnId.statusCode).toBe(400);
  });

  it("refuses to remove the last way to sign in (no password, no identity, last passkey) with 409", async () => {
    const user = await createTestUser(ctx);
    const first = (await registerWith(ctx, user.cookie, new SoftAuthenticator())).json<{
      id: string;
    }>();
    const second = (await registerWith(ctx, user.cookie, new SoftAuthenticator())).json<{
      id: string;
    }>();
    await ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));

    expect(
      (await ctx.call(authApi.removePasskey, { params: { id: first.id }, cookie: user.cookie }))
        .statusCode,
    ).toBe(200);
    const last = await ctx.call(authApi.removePasskey, {
      params: { id: second.id },
      cookie: user.cookie,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toEqual({
      code: "single_identity_not_deletable",
      message: IDENTITY_ERRORS.single_identity_not_deletable,
    });
    expect(await list(user.cookie)).toHaveLength(1);

    // A linked provider is another way in: the passkey may go then.
    await ctx.db
      .insert(identities)
      .values({ userId: user.id, provider: "google", subject: `sub-${user.id}` });
    expect(
      (await ctx.call(authApi.removePasskey, { params: { id: second.id }, cookie: user.cookie }))
        .statusCode,
    ).toBe(200);
  });

  it("of two removals racing for the last two passkeys of a password-less account, one is refused", async () => {
    const user = await createTestUser(ctx);
    const ids = [
      (await registerWith(ctx, user.cookie, new SoftAuthenticator())).json<{ id: string }>().id,
      (await registerWith(ctx, user.cookie, new SoftAuthenticator())).json<{ id: string }>().id,
    ];
    await ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const answers = await Promise.all(
      ids.map((id) => ctx.call(authApi.removePasskey, { params: { id }, cookie: user.cookie })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await list(user.cookie)).toHaveLength(1);
  });
});

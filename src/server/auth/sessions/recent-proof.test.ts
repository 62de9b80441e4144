import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PROFILE_MESSAGES } from "../../../contract/profile";
import type { RecentProofResponse } from "../../../contract/reauthentication";
import { sessions, totpFactors } from "../../db/schema";
import { createTestUser, type TestUser } from "../../testing/factories";
import { waitForMails } from "../../testing/outbox";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { SoftAuthenticator } from "../../testing/passkey-authenticator";
import { askOptions, joinCookies, registerWith } from "../../testing/passkeys";
import { authApi } from "../../../contract/auth-api";
import { ageProof, newestSession } from "../../testing/sessions";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const recentProof = async (user: TestUser) =>
  (await ctx.call(authApi.recentProof, { cookie: user.cookie })).json<RecentProofResponse>();

const confirmWithPassword = (user: TestUser, password: string) =>
  ctx.call(authApi.reauthenticateWithPassword, { cookie: user.cookie, body: { password } });

function expectProofRequired(response: {
  statusCode: number;
  json: () => { error: { code: string; message: string } };
}) {
  expect(response.statusCode).toBe(403);
  expect(response.json().error).toMatchObject({
    code: "reauthentication_required",
    message: PROFILE_MESSAGES.reauthenticationRequired,
  });
}

describe("the sign-in's own proof", () => {
  it("stamps a new session as proven, so adding a passkey right after signing up passes, and mails the owner", async () => {
    const user = await createTestUser(ctx);
    expect((await newestSession(ctx, user.id)).reauthenticatedAt).not.toBeNull();
    expect(await recentProof(user)).toEqual({ recent: true, hasPassword: true });
    const added = await registerWith(ctx, user.cookie, new SoftAuthenticator(), {
      name: "Work laptop",
    });
    expect(added.statusCode, added.body).toBe(201);
    const [mail] = await waitForMails(ctx, { to: user.email, kind: "passkey_added" });
    expect(mail!.text).toContain('A passkey named "Work laptop" was added');
    expect(mail!.text).toContain("If it was not you");
  });
});

describe("adding a passkey from a session whose proof aged", () => {
  it("is refused in words with reauthentication_required, at the options and at the registration", async () => {
    const user = await createTestUser(ctx);
    await ageProof(ctx, user);
    expect(await recentProof(user)).toEqual({ recent: false, hasPassword: true });
    expectProofRequired(
      await ctx.call(authApi.passkeyRegistrationOptions, { cookie: user.cookie }),
    );

    // Options asked while the proof held, answered after it aged: the registration asks again.
    const fresh = await createTestUser(ctx);
    const { options, flowCookie } = await askOptions(
      ctx,
      authApi.passkeyRegistrationOptions,
      fresh.cookie,
    );
    await ageProof(ctx, fresh);
    const late = await ctx.call(authApi.registerPasskey, {
      cookie: joinCookies(fresh.cookie, flowCookie),
      body: { response: new SoftAuthenticator().register(options) },
    });
    expectProofRequired(late);
  });

  it("passes once the password is given again; a wrong or missing one is a 400 on the field", async () => {
    const user = await createTestUser(ctx);
    await ageProof(ctx, user);
    const wrong = await confirmWithPassword(user, "Not-the-password-1");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: PROFILE_MESSAGES.wrongPassword });
    const empty = await confirmWithPassword(user, "");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ password: "Enter your password" });
    expect(await recentProof(user)).toMatchObject({ recent: false });

    const right = await confirmWithPassword(user, user.password);
    expect(right.statusCode, right.body).toBe(200);
    expect((await newestSession(ctx, user.id)).reauthenticatedAt?.toISOString()).toBe(
      right.json().reauthenticatedAt,
    );
    expect(await recentProof(user)).toMatchObject({ recent: true });
    expect((await registerWith(ctx, user.cookie, new SoftAuthenticator())).statusCode).toBe(201);
  });

  it("needs a signed-in session to confirm or to ask", async () => {
    expect(
      (
        await ctx.call(authApi.reauthenticateWithPassword, {
          body: { password: "Velvet7Harbour!" },
        })
      ).statusCode,
    ).toBe(401);
    expect((await ctx.call(authApi.recentProof)).statusCode).toBe(401);
  });
});

describe("a user with two-factor on", () => {
  it("cannot add a passkey from an aal1 session, even a freshly proven one", async () => {
    const user = await createTestUser(ctx);
    await ctx.db
      .insert(totpFactors)
      .values({ userId: user.id, secret: "JBSWY3DPEHPK3PXP", confirmedAt: new Date() });
    expect((await newestSession(ctx, user.id)).aal).toBe("aal1");
    const refused = await ctx.call(authApi.passkeyRegistrationOptions, { cookie: user.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("second_factor_required");
    expect(refused.json().error.message).toMatch(/authenticator code or a passkey/);

    await ctx.db.update(sessions).set({ aal: "aal2" }).where(eq(sessions.userId, user.id));
    expect((await registerWith(ctx, user.cookie, new SoftAuthenticator())).statusCode).toBe(201);
  });
});

describe("turning two-factor on", () => {
  it("asks for recent proof before the set-up starts", async () => {
    const user = await createTestUser(ctx);
    await ageProof(ctx, user);
    expectProofRequired(await ctx.call(authApi.startTwoFactorEnrolment, { cookie: user.cookie }));
    expect((await confirmWithPassword(user, user.password)).statusCode).toBe(200);
    const enrol = await ctx.call(authApi.startTwoFactorEnrolment, { cookie: user.cookie });
    expect(enrol.statusCode, enrol.body).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { defaultRateLimits, linkBaseUrl } from "../config";
import { emailVerifications, users } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { waitForMails } from "../testing/outbox";
import { createTestContext, type TestContext } from "../testing/test-app";
import { resetEmailVerification } from "./email-verification";
import { authApi } from "../../contract/auth-api";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    rateLimits: { ...defaultRateLimits(1000), recoveryPerAccount: { max: 3, windowSeconds: 3600 } },
  });
});
afterAll(() => ctx.close());

const verificationMails = (email: string, count = 1) =>
  waitForMails(ctx, { to: email, kind: "email_verification", count });

const verify = (token: unknown) => ctx.call(authApi.verifyEmail, { body: { token } });
const resend = (user?: TestUser) => ctx.call(authApi.resendVerification, { cookie: user?.cookie });
const isVerified = async (user: TestUser) =>
  (await ctx.call(authApi.me, { cookie: user.cookie })).json<{
    profile: { emailVerified: boolean };
  }>().profile.emailVerified;

describe("e-mail verification", () => {
  it("mails a link at sign-up that verifies the account once", async () => {
    const user = await createTestUser(ctx);
    expect(await isVerified(user)).toBe(false);
    const [mail] = await verificationMails(user.email);
    expect(mail!.text).toContain(`${linkBaseUrl(ctx.config)}/verify-email?token=${mail!.token}`);

    const verified = await verify(mail!.token);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ email: user.email });
    expect(await isVerified(user)).toBe(true);

    const reused = await verify(mail!.token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.fields.token).toMatch(/already used/);
  });

  it("stores only the token's hash", async () => {
    const user = await createTestUser(ctx);
    const [mail] = await verificationMails(user.email);
    const rows = await ctx.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(mail!.token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers 400 on token for a made-up, missing or expired link", async () => {
    for (const token of ["x".repeat(43), "short", undefined, 42]) {
      const response = await verify(token);
      expect(response.statusCode, String(token)).toBe(400);
      expect(response.json().error.fields.token).toBeTruthy();
    }
    const user = await createTestUser(ctx);
    const [mail] = await verificationMails(user.email);
    await ctx.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.userId, user.id));
    const expired = await verify(mail!.token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.fields.token).toMatch(/expired/);
    expect(await isVerified(user)).toBe(false);
  });

  it("resends a working link to the signed-in user, limited like recovery", async () => {
    const user = await createTestUser(ctx);
    expect((await resend()).statusCode).toBe(401);
    const sent = await resend(user);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().message).toContain(user.email);
    const mails = await verificationMails(user.email, 2);
    expect(mails[1]!.token).not.toBe(mails[0]!.token);

    expect((await resend(user)).statusCode).toBe(202);
    expect((await resend(user)).statusCode).toBe(202);
    const limited = await resend(user);
    expect(limited.statusCode).toBe(429);

    expect((await verify(mails[1]!.token)).statusCode).toBe(200);
    expect(await isVerified(user)).toBe(true);
  });

  it("refuses to resend once verified", async () => {
    const user = await createTestUser(ctx);
    const [mail] = await verificationMails(user.email);
    await verify(mail!.token);
    const response = await resend(user);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/already verified/);
  });

  it("a change of address unverifies the account, and a link sent to the old address proves nothing", async () => {
    const user = await createTestUser(ctx);
    const [first] = await verificationMails(user.email);
    await verify(first!.token);
    expect(await isVerified(user)).toBe(true);
    // A second link to the old address, still unspent, as if a resend had crossed the change.
    await ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    expect((await resend(user)).statusCode).toBe(202);
    const [, oldLink] = await verificationMails(user.email, 2);

    const moved = `moved-${user.email}`;
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ email: moved }).where(eq(users.id, user.id));
      await resetEmailVerification(tx, user.id);
    });
    expect(await isVerified(user)).toBe(false);
    expect((await verify(oldLink!.token)).statusCode).toBe(400);

    // Even were it unspent, the old address's link cannot verify the new address.
    await ctx.db
      .update(emailVerifications)
      .set({ usedAt: null })
      .where(eq(emailVerifications.userId, user.id));
    const crossed = await verify(oldLink!.token);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().error.fields.token).toBeTruthy();
    expect(await isVerified(user)).toBe(false);

    expect((await resend(user)).statusCode).toBe(202);
    const [toNew] = await verificationMails(moved);
    expect((await verify(toNew!.token)).statusCode).toBe(200);
    expect(await isVerified(user)).toBe(true);
  });
});

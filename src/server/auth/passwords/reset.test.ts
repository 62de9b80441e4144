import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from "vitest";
import { eq } from "drizzle-orm";
import { linkBaseUrl } from "../../config";
import { mailOutbox, passwordResets, rateLimits, sessions } from "../../db/schema";
import { createTestUser } from "../../testing/factories";
import { waitForMails } from "../../testing/outbox";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { defaultRateLimits } from "../../config";
import { hashToken } from "../sessions/tokens";
import { argon2Hashing } from "./passwords";
import { authApi } from "../../../contract/auth-api";
import { urlOf } from "../../../contract/endpoint";
import { profileApi } from "../../../contract/profile";

// Counts the costly argon2 hashes, to prove a dead link is refused before one.

let ctx: TestContext;
let hashPassword: MockInstance<typeof argon2Hashing.hash>;
beforeAll(async () => {
  hashPassword = vi.spyOn(argon2Hashing, "hash");
  ctx = await createTestContext({
    rateLimits: {
      ...defaultRateLimits(1000),
      recoveryPerAccount: { max: 3, windowSeconds: 3600 },
      resetPerIp: { max: 5, windowSeconds: 3600 },
      resetPerToken: { max: 3, windowSeconds: 3600 },
    },
  });
});
beforeEach(() => {
  hashPassword.mockClear();
});
afterAll(async () => {
  hashPassword.mockRestore();
  await ctx.close();
});

const resetMails = (email: string, count = 1) =>
  waitForMails(ctx, { to: email, kind: "password_reset", count });

const askReset = (email: string, headers: Record<string, string> = {}) =>
  ctx.call(authApi.forgotPassword, { body: { email }, headers });
let nextIp = 1;
/** Each reset from its own address unless told, so only the test about the per-IP limit meets it. */
const reset = (token: string, password = "NewSecret9", ip = `10.55.0.${nextIp++}`) =>
  ctx.request({
    method: authApi.resetPassword.method,
    url: urlOf(authApi.resetPassword),
    remoteAddress: ip,
    payload: { token, password, confirmPassword: password },
  });

describe("password reset", () => {
  it("resets through the outbox link once, and ends every session", async () => {
    const user = await createTestUser(ctx);
    expect((await askReset(user.email)).statusCode).toBe(202);
    const [mail] = await resetMails(user.email);

    expect((await reset(mail!.token)).statusCode).toBe(200);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
      0,
    );
    expect((await ctx.call(authApi.me, { cookie: user.cookie })).statusCode).toBe(401);

    const oldPassword = await ctx.call(authApi.signIn, {
      body: { email: user.email, password: user.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await ctx.call(authApi.signIn, {
      body: { email: user.email, password: "NewSecret9" },
    });
    expect(newPassword.statusCode).toBe(200);

    const reused = await reset(mail!.token, "Another123");
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.fields.token).toMatch(/invalid or has expired/);
  });

  it("builds the link from the configured address, never from a forged Host", async () => {
    const user = await createTestUser(ctx);
    // Host and Origin agree, so the CSRF check passes: only the link base can stop the token leaking.
    const asked = await askReset(user.email, {
      host: "evil.example",
      origin: "http://evil.example",
    });
    expect(asked.statusCode).toBe(202);
    const [mail] = await resetMails(user.email);
    expect(mail!.text).not.toContain("evil.example");
    expect(mail!.text).toContain(`${linkBaseUrl(ctx.config)}/reset-password?token=${mail!.token}`);
    expect(linkBaseUrl(ctx.config)).toBe(`http://localhost:${ctx.config.port}`);
  });

  it("uses PUBLIC_URL for links when it is set", () => {
    expect(linkBaseUrl({ publicUrl: "https://vitalog.example/", port: 3000 })).toBe(
      "https://vitalog.example",
    );
  });

  it("spends every other link of the user when one is used", async () => {
    const user = await createTestUser(ctx);
    await askReset(user.email);
    await askReset(user.email);
    const [first, second] = await resetMails(user.email, 2);
    expect(first!.token).not.toBe(second!.token);
    expect((await reset(second!.token)).statusCode).toBe(200);
    const stale = await reset(first!.token, "Another123");
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.fields.token).toMatch(/invalid or has expired/);
  });

  it("refuses a link past its hour", async () => {
    const user = await createTestUser(ctx);
    await askReset(user.email);
    const [mail] = await resetMails(user.email);
    await ctx.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const expired = await reset(mail!.token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.fields.token).toMatch(/invalid or has expired/);
    const stillOld = await ctx.call(authApi.signIn, {
      body: { email: user.email, password: user.password },
    });
    expect(stillOld.statusCode).toBe(200);
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const response = await askReset("ghost@example.com");
    expect(response.statusCode).toBe(202);
    expect(
      await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "ghost@example.com")),
    ).toHaveLength(0);
  });

  it("limits reset requests per account", async () => {
    const user = await createTestUser(ctx);
    for (let i = 0; i < 3; i++) expect((await askReset(user.email)).statusCode).toBe(202);
    const limited = await askReset(user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/try again in (an hour|\d+ minutes)/);
  });

  it("refuses a made-up, spent or expired link before hashing the new password", async () => {
    const madeUp = await reset("made-up-token-that-is-long-enough-to-pass");
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().error.fields.token).toMatch(/invalid or has expired/);
    expect(hashPassword).not.toHaveBeenCalled();

    const user = await createTestUser(ctx);
    await askReset(user.email);
    await askReset(user.email);
    const [spent, expired] = await resetMails(user.email, 2);
    await ctx.db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(eq(passwordResets.tokenHash, hashToken(spent!.token)));
    await ctx.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(expired!.token)));
    hashPassword.mockClear();
    expect((await reset(spent!.token)).statusCode).toBe(400);
    expect((await reset(expired!.token)).statusCode).toBe(400);
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it("limits reset attempts per IP, whichever links are tried", async () => {
    const attempt = (n: number) =>
      reset(`made-up-token-number-${n}-long-enough`, "NewSecret9", "10.56.0.1");
    for (let n = 0; n < 5; n++) expect((await attempt(n)).statusCode).toBe(400);
    const limited = await attempt(5);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(3500);
    expect((await reset("made-up-token-from-elsewhere-long-enough")).statusCode).toBe(400);
  });

  it("limits reset attempts per link, whichever IPs they come from", async () => {
    const user = await createTestUser(ctx);
    await askReset(user.email);
    const [mail] = await resetMails(user.email);
    // Expired at first, so these tries are refused without spending the link.
    await ctx.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    for (let n = 0; n < 3; n++) expect((await reset(mail!.token)).statusCode).toBe(400);
    await ctx.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(passwordResets.userId, user.id));
    const limited = await reset(mail!.token);
    expect(limited.statusCode).toBe(429);
    const keys = await ctx.db.select().from(rateLimits);
    expect(keys.map((k) => k.key).join()).not.toContain(mail!.token);
  });

  it("spends the links asked for before a password change in Settings", async () => {
    const user = await createTestUser(ctx);
    await askReset(user.email);
    const [mail] = await resetMails(user.email);
    const changed = await ctx.call(profileApi.changePassword, {
      cookie: user.cookie,
      body: {
        currentPassword: user.password,
        newPassword: "Lantern8Quietly",
        confirmPassword: "Lantern8Quietly",
      },
    });
    expect(changed.statusCode).toBe(200);
    const stale = await reset(mail!.token);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.fields.token).toMatch(/invalid or has expired/);
    const signIn = await ctx.call(authApi.signIn, {
      body: { email: user.email, password: "Lantern8Quietly" },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("lets only one of two resets racing with one link set a password", async () => {
    const user = await createTestUser(ctx);
    await askReset(user.email);
    const [mail] = await resetMails(user.email);
    const both = await Promise.all([
      reset(mail!.token, "Racing1First"),
      reset(mail!.token, "Racing2Second"),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = both[0].statusCode === 200 ? "Racing1First" : "Racing2Second";
    const signIn = await ctx.call(authApi.signIn, {
      body: { email: user.email, password: winner },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { linkBaseUrl } from "../config";
import { mailOutbox, passwordResets, sessions } from "../db/schema";
import { createTestUser } from "../testing/factories";
import { waitForMails } from "../testing/outbox";
import { createTestContext, type TestContext } from "../testing/test-app";
import { defaultRateLimits } from "../config";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    rateLimits: { ...defaultRateLimits(1000), recoveryPerAccount: { max: 3, windowSeconds: 3600 } },
  });
});
afterAll(() => ctx.close());

const resetMails = (email: string, count = 1) => waitForMails(ctx, { to: email, kind: "password_reset", count });

const askReset = (email: string, headers: Record<string, string> = {}) =>
  ctx.request({ method: "POST", url: "/api/auth/forgot-password", payload: { email }, headers });
const reset = (token: string, password = "NewSecret9") =>
  ctx.request({ method: "POST", url: "/api/auth/reset-password", payload: { token, password, confirmPassword: password } });

describe("password reset", () => {
  it("resets through the outbox link once, and ends every session", async () => {
    const user = await createTestUser(ctx);
    expect((await askReset(user.email)).statusCode).toBe(202);
    const [mail] = await resetMails(user.email);

    expect((await reset(mail!.token)).statusCode).toBe(200);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await ctx.request({ method: "GET", url: "/api/auth/me", cookie: user.cookie })).statusCode).toBe(401);

    const oldPassword = await ctx.request({ method: "POST", url: "/api/auth/signin", payload: { email: user.email, password: user.password } });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await ctx.request({ method: "POST", url: "/api/auth/signin", payload: { email: user.email, password: "NewSecret9" } });
    expect(newPassword.statusCode).toBe(200);

    const reused = await reset(mail!.token, "Another123");
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.fields.token).toMatch(/invalid or has expired/);
  });

  it("builds the link from the configured address, never from a forged Host", async () => {
    const user = await createTestUser(ctx);
    // Host and Origin agree, so the CSRF check passes: only the link base can stop the token leaking.
    const asked = await askReset(user.email, { host: "evil.example", origin: "http://evil.example" });
    expect(asked.statusCode).toBe(202);
    const [mail] = await resetMails(user.email);
    expect(mail!.text).not.toContain("evil.example");
    expect(mail!.text).toContain(`${linkBaseUrl(ctx.config)}/reset-password?token=${mail!.token}`);
    expect(linkBaseUrl(ctx.config)).toBe(`http://localhost:${ctx.config.port}`);
  });

  it("uses PUBLIC_URL for links when it is set", () => {
    expect(linkBaseUrl({ publicUrl: "https://vitalog.example/", port: 3000 })).toBe("https://vitalog.example");
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
    await ctx.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, user.id));
    const expired = await reset(mail!.token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.fields.token).toMatch(/invalid or has expired/);
    const stillOld = await ctx.request({ method: "POST", url: "/api/auth/signin", payload: { email: user.email, password: user.password } });
    expect(stillOld.statusCode).toBe(200);
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const response = await askReset("ghost@example.com");
    expect(response.statusCode).toBe(202);
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "ghost@example.com"))).toHaveLength(0);
  });

  it("limits reset requests per account", async () => {
    const user = await createTestUser(ctx);
    for (let i = 0; i < 3; i++) expect((await askReset(user.email)).statusCode).toBe(202);
    const limited = await askReset(user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/try again in (an hour|\d+ minutes)/);
  });
});

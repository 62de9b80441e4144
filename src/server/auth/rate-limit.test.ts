import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRateLimits } from "../config";
import { createTestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { authApi } from "../../contract/auth-api";
import { urlOf } from "../../contract/endpoint";
import { waitInWords } from "./rate-limit";

/** Small per-IP and per-account allowances; each test speaks from its own IP so they do not share counters. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    rateLimits: {
      ...defaultRateLimits(1000),
      signInPerIp: { max: 2, windowSeconds: 900 },
      signUpPerIp: { max: 2, windowSeconds: 3600 },
      signUpPerAccount: { max: 2, windowSeconds: 3600 },
      recoveryPerIp: { max: 2, windowSeconds: 3600 },
    },
  });
});
afterAll(() => ctx.close());

const signupBody = (email: string) => ({
  firstName: "Rate",
  lastName: "Limit",
  email,
  birthday: "1990-01-01",
  password: "Velvet7Harbour!",
  confirmPassword: "Velvet7Harbour!",
  acceptTerms: true,
});

function expectLimited(
  response: {
    statusCode: number;
    headers: Record<string, unknown>;
    json(): { error: { message: string } };
  },
  windowSeconds: number,
) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  // Every limited endpoint answers through hitRateLimit, so every 429 names its rule and window.
  expect(Number(response.headers["ratelimit-limit"])).toBeGreaterThan(0);
  expect(response.headers["ratelimit-remaining"]).toBe("0");
  expect(response.headers["ratelimit-reset"]).toBe(String(retryAfter));
  expect(response.json().error.message).toBe(
    `Too many attempts. Please try again ${waitInWords(retryAfter)}.`,
  );
}

describe("rate limits", () => {
  it("limits sign-in per IP, whichever accounts are tried", async () => {
    const signIn = (email: string) =>
      ctx.request({
        method: authApi.signIn.method,
        url: urlOf(authApi.signIn),
        remoteAddress: "10.0.0.1",
        payload: { email, password: "Wrong1234" },
      });
    expect((await signIn("a@example.com")).statusCode).toBe(401);
    expect((await signIn("b@example.com")).statusCode).toBe(401);
    expectLimited(await signIn("c@example.com"), 900);
    // Another IP is not affected.
    const user = await createTestUser(ctx);
    const elsewhere = await ctx.request({
      method: authApi.signIn.method,
      url: urlOf(authApi.signIn),
      remoteAddress: "10.0.0.9",
      payload: { email: user.email, password: user.password },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("limits sign-up per IP", async () => {
    const signUp = (n: number) =>
      ctx.request({
        method: authApi.signUp.method,
        url: urlOf(authApi.signUp),
        remoteAddress: "10.0.0.2",
        payload: signupBody(`per-ip-${n}@example.com`),
      });
    expect((await signUp(1)).statusCode).toBe(201);
    expect((await signUp(2)).statusCode).toBe(201);
    expectLimited(await signUp(3), 3600);
  });

  it("limits sign-up per account (the normalised e-mail), whichever IP it comes from", async () => {
    const signUp = (ip: string, email: string) =>
      ctx.request({
        method: authApi.signUp.method,
        url: urlOf(authApi.signUp),
        remoteAddress: ip,
        payload: signupBody(email),
      });
    expect((await signUp("10.0.1.1", "same@example.com")).statusCode).toBe(201);
    expect((await signUp("10.0.1.2", " SAME@Example.com")).statusCode).toBe(409);
    expectLimited(await signUp("10.0.1.3", "Same@example.COM"), 3600);
  });

  it("limits recovery per IP, whichever e-mails are asked for", async () => {
    const ask = (email: string) =>
      ctx.request({
        method: authApi.forgotPassword.method,
        url: urlOf(authApi.forgotPassword),
        remoteAddress: "10.0.0.3",
        payload: { email },
      });
    expect((await ask("x@example.com")).statusCode).toBe(202);
    expect((await ask("y@example.com")).statusCode).toBe(202);
    expectLimited(await ask("z@example.com"), 3600);
  });
});

describe("waitInWords", () => {
  it.each([
    [30, "in a minute"],
    [61, "in 2 minutes"],
    [899, "in 15 minutes"],
    [3600, "in an hour"],
    [3601, "in 2 hours"],
  ])("%i seconds reads %s", (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});

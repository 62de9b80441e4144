import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsersApi } from "../../contract/admin-users";
import { authApi } from "../../contract/auth-api";
import type { EndpointSpec } from "../../contract/endpoint";
import { defaultRateLimits, loadConfig } from "../config";
import { auditLog, sessions } from "../db/schema";
import { createTestUser } from "../testing/factories";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";

/** The reverse proxy in front of the server, as the server's socket sees it. */
const PROXY = "10.0.0.5";

const signupBody = (email: string) => ({
  firstName: "Proxy",
  lastName: "Client",
  email,
  birthday: "1990-01-01",
  password: "Velvet7Harbour!",
  confirmPassword: "Velvet7Harbour!",
  acceptTerms: true,
});

/** The IP kept with the newest session of `userId`. */
async function sessionIp(ctx: TestContext, userId: string): Promise<string | null | undefined> {
  const rows = await ctx.db
    .select({ ip: sessions.ip, createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]?.ip;
}

describe("behind one trusted proxy hop (TRUST_PROXY=1)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Production allowances for the per-IP rules under test; the per-account ones stay out of the way.
    const production = defaultRateLimits(1);
    ctx = await createTestContext({
      trustProxy: loadConfig({ TRUST_PROXY: "1" }).trustProxy,
      rateLimits: {
        ...defaultRateLimits(1000),
        signInPerIp: production.signInPerIp,
        signUpPerIp: production.signUpPerIp,
      },
    });
  });
  afterAll(() => ctx.close());

  /** A call through the proxy: the client wrote `spoofed`, the proxy appended the address it saw. */
  const viaProxy = (
    client: string,
    spoofed: string,
    endpoint: EndpointSpec,
    input: Omit<TestCallInput, "headers">,
  ) =>
    ctx.call(endpoint, {
      remoteAddress: PROXY,
      ...input,
      headers: { "x-forwarded-for": `${spoofed}, ${client}` },
    });

  it("limits sign-in per client even when every attempt forges a new leftmost X-Forwarded-For", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const response = await viaProxy("198.51.100.7", `203.0.113.${i}`, authApi.signIn, {
        body: { email: `nobody-${i}@example.com`, password: "Wrong1234" },
      });
      statuses.push(response.statusCode);
    }
    const allowed = defaultRateLimits(1).signInPerIp.max;
    expect(statuses.slice(0, allowed).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
  });

  it("limits sign-up per client the same way", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const response = await viaProxy("198.51.100.8", `203.0.113.${i}`, authApi.signUp, {
        body: signupBody(`proxied-${i}@example.com`),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(
      defaultRateLimits(1).signUpPerIp.max,
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it("keeps the address the proxy saw with the session and the audit entry, not the forged one", async () => {
    const user = await createTestUser(ctx);
    const signIn = await viaProxy("198.51.100.9", "6.6.6.6", authApi.signIn, {
      body: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(await sessionIp(ctx, user.id)).toBe("198.51.100.9");

    const denied = await viaProxy("198.51.100.10", "6.6.6.6", adminUsersApi.list, {
      cookie: user.cookie,
    });
    expect(denied.statusCode).toBe(403);
    const entries = await ctx.db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, "admin.access_denied")));
    expect(entries.map((entry) => entry.ip)).toEqual(["198.51.100.10"]);
  });
});

describe("trusting a list of proxy addresses (TRUST_PROXY=10.0.0.0/8)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      trustProxy: loadConfig({ TRUST_PROXY: "10.0.0.0/8" }).trustProxy,
    });
  });
  afterAll(() => ctx.close());

  const signInFrom = async (remoteAddress: string, forwardedFor: string) => {
    const user = await createTestUser(ctx);
    const response = await ctx.call(authApi.signIn, {
      remoteAddress: remoteAddress,
      headers: { "x-forwarded-for": forwardedFor },
      body: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    return sessionIp(ctx, user.id);
  };

  it("skips every listed proxy, from the right, to the client", async () => {
    expect(await signInFrom(PROXY, "6.6.6.6, 198.51.100.20, 10.1.2.3")).toBe("198.51.100.20");
  });

  it("ignores X-Forwarded-For from an address that is not a listed proxy", async () => {
    expect(await signInFrom("198.51.100.21", "6.6.6.6")).toBe("198.51.100.21");
  });
});

describe("with TRUST_PROXY unset", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ trustProxy: loadConfig({}).trustProxy });
  });
  afterAll(() => ctx.close());

  it("believes no X-Forwarded-For at all", async () => {
    const user = await createTestUser(ctx);
    const response = await ctx.call(authApi.signIn, {
      remoteAddress: PROXY,
      headers: { "x-forwarded-for": "6.6.6.6" },
      body: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(await sessionIp(ctx, user.id)).toBe(PROXY);
  });
});

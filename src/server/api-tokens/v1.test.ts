import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WeightPage } from "../../contract/weight";
import { apiTokens, profiles } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";
import { callV1, makeToken, setPlan } from "../testing/api-tokens";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const weighIn = (date: string, weightKg: number) => ({ date, weightKg });

async function proUserWithToken(
  scope: "read" | "read_write" = "read_write",
): Promise<{ user: TestUser; token: string; id: string }> {
  const user = await createTestUser(ctx, { plan: "Pro" });
  const { token, apiToken } = await makeToken(ctx, user, { scope });
  return { user, token, id: apiToken.id };
}

describe("a token reaches its owner's data through the app's own routes", () => {
  it("logs and reads weight with the same contract as the app, and sets no cookie", async () => {
    const { token } = await proUserWithToken();
    const created = await callV1(ctx, token, {
      method: "POST",
      url: "/api/v1/weight",
      payload: weighIn("2026-01-05", 81.4),
    });
    expect(created.statusCode).toBe(201);
    const read = await callV1(ctx, token, { url: "/api/v1/weight?days=3650" });
    expect(read.statusCode).toBe(200);
    expect(read.headers["set-cookie"]).toBeUndefined();
    const page = WeightPage.parse(read.json());
    expect(page.entries.map((e) => e.weightKg)).toEqual([81.4]);
  });

  it("validates with the route's own schema: 400 naming the field", async () => {
    const { token } = await proUserWithToken();
    const response = await callV1(ctx, token, {
      method: "POST",
      url: "/api/v1/weight",
      payload: { date: "2026-01-05", weightKg: "heavy" },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain("weightKg");
  });

  it("reads each listed tracker, goals and food search", async () => {
    const { token } = await proUserWithToken("read");
    for (const url of [
      "/api/v1/meals?date=2026-01-05",
      "/api/v1/water?date=2026-01-05",
      "/api/v1/meals/entries?from=2026-01-01&to=2026-03-31",
      "/api/v1/water/entries?from=2026-01-01&to=2026-03-31",
      "/api/v1/workouts?from=2026-01-01&to=2026-01-31",
      "/api/v1/goals",
      "/api/v1/foods/search?q=apple",
      "/api/v1/exercises",
      "/api/v1/meals/saved",
    ]) {
      const response = await callV1(ctx, token, { url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    expect((await callV1(ctx, token, { method: "HEAD", url: "/api/v1/weight" })).statusCode).toBe(
      200,
    );
  });

  it("needs no Origin: a script's POST is no cross-site request, since no cookie is read", async () => {
    const { token } = await proUserWithToken();
    const response = await callV1(ctx, token, {
      method: "POST",
      url: "/api/v1/weight",
      payload: weighIn("2026-01-06", 80),
      headers: { origin: "https://elsewhere.example" },
    });
    expect(response.statusCode).toBe(201);
  });

  it("stamps last_used_at once a minute, not on every call", async () => {
    const { token, id } = await proUserWithToken("read");
    await callV1(ctx, token, { url: "/api/v1/goals" });
    const [first] = await ctx.db
      .select({ at: apiTokens.lastUsedAt })
      .from(apiTokens)
      .where(eq(apiTokens.id, id));
    expect(first!.at).not.toBeNull();
    await callV1(ctx, token, { url: "/api/v1/goals" });
    const [second] = await ctx.db
      .select({ at: apiTokens.lastUsedAt })
      .from(apiTokens)
      .where(eq(apiTokens.id, id));
    expect(second!.at).toEqual(first!.at);
  });
});

describe("scope", () => {
  it("a read token reads but cannot write, before the body is even read", async () => {
    const { token } = await proUserWithToken("read");
    expect((await callV1(ctx, token, { url: "/api/v1/weight" })).statusCode).toBe(200);
    const writes = [
      { method: "POST", url: "/api/v1/weight", payload: weighIn("2026-01-05", 80) },
      { method: "POST", url: "/api/v1/weight", payload: { weightKg: "heavy" } },
      {
        method: "PATCH",
        url: "/api/v1/weight/00000000-0000-4000-8000-000000000000",
        payload: { weightKg: 70 },
      },
      { method: "DELETE", url: "/api/v1/water/00000000-0000-4000-8000-000000000000" },
      { method: "PUT", url: "/api/v1/goals", payload: {} },
    ] as const;
    for (const write of writes) {
      const response = await callV1(ctx, token, write);
      expect(response.statusCode, write.url).toBe(403);
      expect(response.json().error.code).toBe("insufficient_scope");
    }
  });
});

describe("a token that no longer works is 401", () => {
  it("when expired", async () => {
    const { token, id } = await proUserWithToken();
    await ctx.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, id));
    const response = await callV1(ctx, token, { url: "/api/v1/weight" });
    expect(response.statusCode).toBe(401);
    expect(response.headers["www-authenticate"]).toBe('Bearer realm="api"');
  });

  it("when revoked", async () => {
    const { user, token, id } = await proUserWithToken();
    expect((await callV1(ctx, token, { url: "/api/v1/weight" })).statusCode).toBe(200);
    await ctx.request({ method: "DELETE", url: `/api/tokens/${id}`, cookie: user.cookie });
    expect((await callV1(ctx, token, { url: "/api/v1/weight" })).statusCode).toBe(401);
  });

  it("when the owner is suspended", async () => {
    const { user, token } = await proUserWithToken();
    await ctx.db.update(profiles).set({ status: "suspended" }).where(eq(profiles.id, user.id));
    expect((await callV1(ctx, token, { url: "/api/v1/weight" })).statusCode).toBe(401);
  });

  it("when missing, malformed, unknown, or a session token", async () => {
    const { user, token } = await proUserWithToken();
    const sessionToken = user.cookie.split("=")[1]!;
    for (const authorization of [
      undefined,
      `Basic ${token}`,
      `Bearer`,
      `Bearer ${token}x`,
      `Bearer vtl_${"A".repeat(43)}`,
      `Bearer ${sessionToken}`,
      `Bearer vtl_${sessionToken}`,
    ]) {
      const response = await callV1(ctx, null, {
        url: "/api/v1/weight",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
    }
    // The scheme's name is case-insensitive (RFC 9110 §11.1).
    expect(
      (
        await callV1(ctx, null, {
          url: "/api/v1/weight",
          headers: { authorization: `bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe("plan", () => {
  it("a token stops working when the plan in force loses api_access, and works again with it", async () => {
    const { user, token } = await proUserWithToken();
    await setPlan(ctx, user.id, "Free");
    const refused = await callV1(ctx, token, { url: "/api/v1/weight" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "plan_limit",
      details: { limit: "api_access", planName: "Free" },
    });

    await setPlan(ctx, user.id, "Pro");
    expect((await callV1(ctx, token, { url: "/api/v1/weight" })).statusCode).toBe(200);

    // A lapsed Pro plan is the Free plan's limits.
    await ctx.db.update(profiles).set({ planStatus: "expired" }).where(eq(profiles.id, user.id));
    const lapsed = await callV1(ctx, token, { url: "/api/v1/weight" });
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json().error.details).toMatchObject({
      limit: "api_access",
      lapsedPlan: { name: "Pro", status: "expired" },
    });
  });
});

describe("what a token never reaches", () => {
  it("no staff route, even with a Super Admin's token, however the path is spelt", async () => {
    const staff = await createTestStaff(ctx, { role: "Super Admin", plan: "Pro" });
    const { token } = await makeToken(ctx, staff);
    const urls = [
      "/api/v1/admin/users",
      "/api/v1/%61dmin/users",
      "/api/v1/admin/dashboard",
      "/api/v1/admin/plans",
      "/api/v1/tokens",
      "/api/v1/auth/session",
      "/api/v1/auth/sessions",
      "/api/v1/profile",
      "/api/v1/docs",
      "/api/v1/docs/json",
      "/api/v1/tickets",
      "/api/v1/custom-foods",
      "/api/v1/dashboard",
      "/api/v1/v1/weight",
      "/api/v1//weight",
      "/api/v1/no-such-route",
    ];
    for (const url of urls) {
      const response = await callV1(ctx, token, { url });
      expect(response.statusCode, url).toBe(404);
    }
    // Nor a method the list leaves out on a listed path.
    expect(
      (
        await callV1(ctx, token, {
          method: "PUT",
          url: "/api/v1/weight/unit",
          payload: { unit: "lb" },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await callV1(ctx, token, {
          method: "POST",
          url: "/api/v1/tokens",
          payload: { name: "x", scope: "read", expiry: "7" },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await callV1(ctx, token, { method: "POST", url: "/api/v1/goals/setup", payload: {} }))
        .statusCode,
    ).toBe(404);
  });

  it("another user's entries: not listed, not changed, not deleted (404)", async () => {
    const { token } = await proUserWithToken();
    const other = await createTestUser(ctx, { plan: "Pro" });
    const theirs = await ctx.request({
      method: "POST",
      url: "/api/weight",
      cookie: other.cookie,
      payload: weighIn("2026-02-01", 66.6),
    });
    const theirId = theirs.json<{ id: string }>().id;

    const list = WeightPage.parse(
      (await callV1(ctx, token, { url: "/api/v1/weight?days=3650" })).json(),
    );
    expect(list.entries.map((e) => e.id)).not.toContain(theirId);
    expect(
      (
        await callV1(ctx, token, {
          method: "PATCH",
          url: `/api/v1/weight/${theirId}`,
          payload: { weightKg: 99 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await callV1(ctx, token, { method: "DELETE", url: `/api/v1/weight/${theirId}` })).statusCode,
    ).toBe(404);
    const still = WeightPage.parse(
      (
        await ctx.request({ method: "GET", url: "/api/weight?days=3650", cookie: other.cookie })
      ).json(),
    );
    expect(still.entries.map((e) => [e.id, e.weightKg])).toEqual([[theirId, 66.6]]);
  });

  it("no session cookie path: /api/v1 with a cookie and no token is 401, whatever the Origin", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    expect(
      (await ctx.request({ method: "GET", url: "/api/v1/weight", cookie: user.cookie })).statusCode,
    ).toBe(401);
    const post = await ctx.request({
      method: "POST",
      url: "/api/v1/weight",
      cookie: user.cookie,
      payload: weighIn("2026-01-05", 80),
    });
    expect(post.statusCode).toBe(401);
  });

  it("with a cookie and a token, the token alone decides whose data it is", async () => {
    const { token } = await proUserWithToken();
    await callV1(ctx, token, {
      method: "POST",
      url: "/api/v1/weight",
      payload: weighIn("2026-03-01", 70.5),
    });
    const cookieOwner = await createTestUser(ctx, { plan: "Pro" });
    const response = await callV1(ctx, token, {
      url: "/api/v1/weight?days=3650",
      headers: { cookie: cookieOwner.cookie },
    });
    expect(WeightPage.parse(response.json()).entries.map((e) => e.weightKg)).toEqual([70.5]);
  });

  it("a bearer token outside /api/v1 authenticates nothing", async () => {
    const { token } = await proUserWithToken();
    expect((await callV1(ctx, token, { url: "/api/weight" })).statusCode).toBe(401);
    expect((await callV1(ctx, token, { url: "/api/tokens" })).statusCode).toBe(401);
  });
});

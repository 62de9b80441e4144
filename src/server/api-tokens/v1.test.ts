import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weightApi, WeightPage } from "../../contract/weight";
import { apiTokens, profiles } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff } from "../testing/staff";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";
import { callV1, makeToken, setPlan } from "../testing/api-tokens";
import { callV1Endpoint, v1UrlOf } from "../testing/api-v1";
import { adminDashboardApi } from "../../contract/admin-dashboard";
import { adminPlansApi } from "../../contract/admin-plans";
import { adminUsersApi } from "../../contract/admin-users";
import { apiTokensApi } from "../../contract/api-tokens";
import { authApi } from "../../contract/auth-api";
import { dashboardApi } from "../../contract/dashboard";
import { API_DOCS_PATH, urlOf, type EndpointSpec } from "../../contract/endpoint";
import { foodsApi } from "../../contract/foods";
import { goalsApi } from "../../contract/goals";
import { mealsApi } from "../../contract/meals-api";
import { profileApi } from "../../contract/profile";
import { ticketsApi } from "../../contract/tickets-api";
import { waterApi } from "../../contract/water";
import { workoutsApi } from "../../contract/workouts-api";

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
    const created = await callV1Endpoint(ctx, token, weightApi.log, {
      body: weighIn("2026-01-05", 81.4),
    });
    expect(created.statusCode).toBe(201);
    const read = await callV1Endpoint(ctx, token, weightApi.page, { query: { days: 3650 } });
    expect(read.statusCode).toBe(200);
    expect(read.headers["set-cookie"]).toBeUndefined();
    const page = WeightPage.parse(read.json());
    expect(page.entries.map((e) => e.weightKg)).toEqual([81.4]);
  });

  it("validates with the route's own schema: 400 naming the field", async () => {
    const { token } = await proUserWithToken();
    const response = await callV1Endpoint(ctx, token, weightApi.log, {
      body: { date: "2026-01-05", weightKg: "heavy" },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain("weightKg");
  });

  it("reads each listed tracker, goals and food search", async () => {
    const { token } = await proUserWithToken("read");
    const reads: [EndpointSpec, TestCallInput["query"]?][] = [
      [mealsApi.day, { date: "2026-01-05" }],
      [waterApi.day, { date: "2026-01-05" }],
      [mealsApi.range, { from: "2026-01-01", to: "2026-03-31" }],
      [waterApi.range, { from: "2026-01-01", to: "2026-03-31" }],
      [workoutsApi.list, { from: "2026-01-01", to: "2026-01-31" }],
      [goalsApi.get],
      [foodsApi.search, { q: "apple" }],
      [workoutsApi.exercises],
      [mealsApi.savedList],
    ];
    for (const [endpoint, query] of reads) {
      const response = await callV1Endpoint(ctx, token, endpoint, { query });
      expect(response.statusCode, `${v1UrlOf(endpoint, { query })}: ${response.body}`).toBe(200);
    }
    // HEAD is Fastify's twin of the GET, declared by none.
    expect(
      (await callV1(ctx, token, { method: "HEAD", url: v1UrlOf(weightApi.page) })).statusCode,
    ).toBe(200);
  });

  it("needs no Origin: a script's POST is no cross-site request, since no cookie is read", async () => {
    const { token } = await proUserWithToken();
    const response = await callV1Endpoint(ctx, token, weightApi.log, {
      body: weighIn("2026-01-06", 80),
      headers: { origin: "https://elsewhere.example" },
    });
    expect(response.statusCode).toBe(201);
  });

  it("stamps last_used_at once a minute, not on every call", async () => {
    const { token, id } = await proUserWithToken("read");
    await callV1Endpoint(ctx, token, goalsApi.get);
    const [first] = await ctx.db
      .select({ at: apiTokens.lastUsedAt })
      .from(apiTokens)
      .where(eq(apiTokens.id, id));
    expect(first!.at).not.toBeNull();
    await callV1Endpoint(ctx, token, goalsApi.get);
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
    expect((await callV1Endpoint(ctx, token, weightApi.page)).statusCode).toBe(200);
    const id = "00000000-0000-4000-8000-000000000000";
    const writes: [EndpointSpec, Omit<TestCallInput, "cookie">][] = [
      [weightApi.log, { body: weighIn("2026-01-05", 80) }],
      [weightApi.log, { body: { weightKg: "heavy" } }],
      [weightApi.update, { params: { id }, body: { weightKg: 70 } }],
      [waterApi.remove, { params: { id } }],
      [goalsApi.save, { body: {} }],
    ];
    for (const [endpoint, input] of writes) {
      const response = await callV1Endpoint(ctx, token, endpoint, input);
      expect(response.statusCode, `${endpoint.method} ${v1UrlOf(endpoint, input)}`).toBe(403);
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
    const response = await callV1Endpoint(ctx, token, weightApi.page);
    expect(response.statusCode).toBe(401);
    expect(response.headers["www-authenticate"]).toBe('Bearer realm="api"');
  });

  it("when revoked", async () => {
    const { user, token, id } = await proUserWithToken();
    expect((await callV1Endpoint(ctx, token, weightApi.page)).statusCode).toBe(200);
    await ctx.call(apiTokensApi.revoke, { params: { id }, cookie: user.cookie });
    expect((await callV1Endpoint(ctx, token, weightApi.page)).statusCode).toBe(401);
  });

  it("when the owner is suspended", async () => {
    const { user, token } = await proUserWithToken();
    await ctx.db.update(profiles).set({ status: "suspended" }).where(eq(profiles.id, user.id));
    expect((await callV1Endpoint(ctx, token, weightApi.page)).statusCode).toBe(401);
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
      const response = await callV1Endpoint(ctx, null, weightApi.page, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
    }
    // The scheme's name is case-insensitive (RFC 9110 §11.1).
    expect(
      (
        await callV1Endpoint(ctx, null, weightApi.page, {
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
    const refused = await callV1Endpoint(ctx, token, weightApi.page);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "plan_limit",
      details: { limit: "api_access", planName: "Free" },
    });

    await setPlan(ctx, user.id, "Pro");
    expect((await callV1Endpoint(ctx, token, weightApi.page)).statusCode).toBe(200);

    // A lapsed Pro plan is the Free plan's limits.
    await ctx.db.update(profiles).set({ planStatus: "expired" }).where(eq(profiles.id, user.id));
    const lapsed = await callV1Endpoint(ctx, token, weightApi.page);
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
      v1UrlOf(adminUsersApi.list),
      "/api/v1/%61dmin/users",
      v1UrlOf(adminDashboardApi.get),
      v1UrlOf(adminPlansApi.list),
      v1UrlOf(apiTokensApi.list),
      v1UrlOf(authApi.session),
      v1UrlOf(profileApi.sessions),
      v1UrlOf(profileApi.get),
      v1UrlOf({ path: API_DOCS_PATH }),
      v1UrlOf({ path: `${API_DOCS_PATH}/json` as const }),
      v1UrlOf(ticketsApi.listMine),
      v1UrlOf(foodsApi.customFoods),
      v1UrlOf(dashboardApi.get),
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
      (await callV1Endpoint(ctx, token, weightApi.setUnit, { body: { unit: "lb" } })).statusCode,
    ).toBe(404);
    expect(
      (
        await callV1Endpoint(ctx, token, apiTokensApi.create, {
          body: { name: "x", scope: "read", expiry: "7" },
        })
      ).statusCode,
    ).toBe(404);
    expect((await callV1Endpoint(ctx, token, goalsApi.setUp, { body: {} })).statusCode).toBe(404);
  });

  it("another user's entries: not listed, not changed, not deleted (404)", async () => {
    const { token } = await proUserWithToken();
    const other = await createTestUser(ctx, { plan: "Pro" });
    const theirs = await ctx.call(weightApi.log, {
      cookie: other.cookie,
      body: weighIn("2026-02-01", 66.6),
    });
    const theirId = theirs.json<{ id: string }>().id;

    const list = WeightPage.parse(
      (await callV1Endpoint(ctx, token, weightApi.page, { query: { days: 3650 } })).json(),
    );
    expect(list.entries.map((e) => e.id)).not.toContain(theirId);
    expect(
      (
        await callV1Endpoint(ctx, token, weightApi.update, {
          params: { id: theirId },
          body: { weightKg: 99 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await callV1Endpoint(ctx, token, weightApi.remove, { params: { id: theirId } })).statusCode,
    ).toBe(404);
    const still = WeightPage.parse(
      (await ctx.call(weightApi.page, { query: { days: 3650 }, cookie: other.cookie })).json(),
    );
    expect(still.entries.map((e) => [e.id, e.weightKg])).toEqual([[theirId, 66.6]]);
  });

  it("no session cookie path: /api/v1 with a cookie and no token is 401, whatever the Origin", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    expect(
      (
        await ctx.request({
          method: weightApi.page.method,
          url: v1UrlOf(weightApi.page),
          cookie: user.cookie,
        })
      ).statusCode,
    ).toBe(401);
    const post = await ctx.request({
      method: weightApi.log.method,
      url: v1UrlOf(weightApi.log),
      cookie: user.cookie,
      payload: weighIn("2026-01-05", 80),
    });
    expect(post.statusCode).toBe(401);
  });

  it("with a cookie and a token, the token alone decides whose data it is", async () => {
    const { token } = await proUserWithToken();
    await callV1Endpoint(ctx, token, weightApi.log, { body: weighIn("2026-03-01", 70.5) });
    const cookieOwner = await createTestUser(ctx, { plan: "Pro" });
    const response = await callV1Endpoint(ctx, token, weightApi.page, {
      query: { days: 3650 },
      headers: { cookie: cookieOwner.cookie },
    });
    expect(WeightPage.parse(response.json()).entries.map((e) => e.weightKg)).toEqual([70.5]);
  });

  it("a bearer token outside /api/v1 authenticates nothing", async () => {
    const { token } = await proUserWithToken();
    expect((await callV1(ctx, token, { url: urlOf(weightApi.page) })).statusCode).toBe(401);
    expect((await callV1(ctx, token, { url: urlOf(apiTokensApi.list) })).statusCode).toBe(401);
  });
});

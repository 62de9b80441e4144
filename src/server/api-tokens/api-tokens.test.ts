import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokensApi, API_TOKEN_LIMIT, type ApiTokenList } from "../../contract/api-tokens";
import { PROFILE_MESSAGES } from "../../contract/profile";
import { apiTokens } from "../db/schema";
import { hashToken } from "../auth/sessions/tokens";
import { createTestUser } from "../testing/factories";
import { waitForMails } from "../testing/outbox";
import { createTestContext, type TestContext } from "../testing/test-app";
import { makeToken, setPlan } from "../testing/api-tokens";
import { callV1Endpoint, v1UrlOf } from "../testing/api-v1";
import { apiV1Routes } from "./v1-routing";
import { authApi } from "../../contract/auth-api";
import { API_DOCS_PATH, API_V1_PREFIX } from "../../contract/endpoint";
import { goalsApi } from "../../contract/goals";
import { weightApi } from "../../contract/weight";
import { ageProof } from "../testing/sessions";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("making a token", () => {
  it("answers the token once, keeps only its hash, and never lists it", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    const { token, apiToken } = await makeToken(ctx, user, {
      name: "Scale sync",
      scope: "read",
      expiry: "90",
    });
    expect(token).toMatch(/^vtl_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({
      name: "Scale sync",
      scope: "read",
      prefix: token.slice(0, 12),
      lastUsedAt: null,
      isExpired: false,
    });
    const days = (Date.parse(apiToken.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    const [row] = await ctx.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token.slice(12));

    const list = await ctx.call(apiTokensApi.list, { cookie: user.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token.slice(12));
    expect(list.body).not.toContain(row!.tokenHash);
    expect(list.json<ApiTokenList>().tokens.map((t) => t.id)).toEqual([apiToken.id]);
    expect(list.json<ApiTokenList>().planLimit).toBeNull();
  });

  it("mails the owner that a token was made", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    const { token } = await makeToken(ctx, user, { name: "Fridge tablet" });
    const [mail] = await waitForMails(ctx, { to: user.email, kind: "api_token_created" });
    expect(mail!.text).toContain("Fridge tablet");
    expect(mail!.text).toContain("/app/settings/api");
    expect(mail!.text).not.toContain(token);
  });

  it("a token without expiry has none", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    const { apiToken } = await makeToken(ctx, user, { expiry: "never" });
    expect(apiToken.expiresAt).toBeNull();
  });

  it("is refused without api_access, with the plan-limit body naming the plans that have it", async () => {
    const user = await createTestUser(ctx, { plan: "Premium" });
    const response = await ctx.call(apiTokensApi.create, {
      cookie: user.cookie,
      body: { name: "x", scope: "read", expiry: "7" },
    });
    expect(response.statusCode).toBe(403);
    const { error } = response.json();
    expect(error.code).toBe("plan_limit");
    expect(error.details).toMatchObject({ limit: "api_access", value: 0, planName: "Premium" });
    expect(error.details.upgrades.map((u: { name: string }) => u.name)).toContain("Pro");
    expect(await ctx.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id))).toHaveLength(
      0,
    );
    // The list carries the same body, so the page says it before the form.
    const list = await ctx.call(apiTokensApi.list, { cookie: user.cookie });
    expect(list.json<ApiTokenList>().planLimit).toEqual(error.details);
  });

  it("names the wrong field with 400", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    for (const [payload, field] of [
      [{ name: " ", scope: "read", expiry: "7" }, "name"],
      [{ name: "x".repeat(61), scope: "read", expiry: "7" }, "name"],
      [{ name: "ok", scope: "admin", expiry: "7" }, "scope"],
      [{ name: "ok", scope: "read", expiry: "3650" }, "expiry"],
    ] as const) {
      const response = await ctx.call(apiTokensApi.create, { cookie: user.cookie, body: payload });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
  });

  it(`refuses a live token past ${API_TOKEN_LIMIT}, even when asked for at once`, async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    for (let i = 0; i < API_TOKEN_LIMIT - 2; i++) await makeToken(ctx, user, { name: `t${i}` });
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        ctx.call(apiTokensApi.create, {
          cookie: user.cookie,
          body: { name: `race${i}`, scope: "read", expiry: "7" },
        }),
      ),
    );
    expect(attempts.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(attempts.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const list = await ctx.call(apiTokensApi.list, { cookie: user.cookie });
    expect(list.json<ApiTokenList>().tokens).toHaveLength(API_TOKEN_LIMIT);

    // A revoked token frees its place.
    const first = list.json<ApiTokenList>().tokens[0]!;
    await ctx.call(apiTokensApi.revoke, { params: { id: first.id }, cookie: user.cookie });
    await makeToken(ctx, user, { name: "after revoke" });
  });

  it("asks a session whose proof is over five minutes old to confirm it is the owner, then makes it", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    await ageProof(ctx, user);
    const refused = await ctx.call(apiTokensApi.create, {
      cookie: user.cookie,
      body: { name: "Stolen", scope: "read", expiry: "7" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "reauthentication_required",
      message: PROFILE_MESSAGES.reauthenticationRequired,
    });
    expect(await ctx.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id))).toHaveLength(
      0,
    );

    const confirmed = await ctx.call(authApi.reauthenticateWithPassword, {
      cookie: user.cookie,
      body: { password: user.password },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { apiToken } = await makeToken(ctx, user, { name: "Scale sync" });
    expect(apiToken.name).toBe("Scale sync");
  });

  it("needs a signed-in user", async () => {
    expect((await ctx.call(apiTokensApi.list)).statusCode).toBe(401);
    expect((await ctx.call(apiTokensApi.create, { body: { name: 1 } })).statusCode).toBe(401);
  });
});

describe("revoking", () => {
  it("takes the token off the list; someone else's token id is unknown and stays live", async () => {
    const owner = await createTestUser(ctx, { plan: "Pro" });
    const other = await createTestUser(ctx, { plan: "Pro" });
    const { apiToken } = await makeToken(ctx, owner);

    const stranger = await ctx.call(apiTokensApi.revoke, {
      params: { id: apiToken.id },
      cookie: other.cookie,
    });
    expect(stranger.statusCode).toBe(404);
    const [untouched] = await ctx.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id));
    expect(untouched!.revokedAt).toBeNull();

    const response = await ctx.call(apiTokensApi.revoke, {
      params: { id: apiToken.id },
      cookie: owner.cookie,
    });
    expect(response.statusCode).toBe(200);
    const list = await ctx.call(apiTokensApi.list, { cookie: owner.cookie });
    expect(list.json<ApiTokenList>().tokens).toEqual([]);
    expect(
      (await ctx.call(apiTokensApi.revoke, { params: { id: apiToken.id }, cookie: owner.cookie }))
        .statusCode,
    ).toBe(404);
  });

  it("still works after the plan lost api_access, so the owner can clean up", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    const { apiToken } = await makeToken(ctx, user);
    await setPlan(ctx, user.id, "Free");
    expect((await ctx.call(apiTokensApi.list, { cookie: user.cookie })).statusCode).toBe(200);
    expect(
      (await ctx.call(apiTokensApi.revoke, { params: { id: apiToken.id }, cookie: user.cookie }))
        .statusCode,
    ).toBe(200);
  });
});

describe("a password reset", () => {
  it("revokes every token of the user, so one made from a stolen session stops with the old password", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    const { token } = await makeToken(ctx, user);
    const other = await createTestUser(ctx, { plan: "Pro" });
    const { token: othersToken } = await makeToken(ctx, other);
    expect((await callV1Endpoint(ctx, token, weightApi.page)).statusCode).toBe(200);

    expect(
      (await ctx.call(authApi.forgotPassword, { body: { email: user.email } })).statusCode,
    ).toBe(202);
    const [mail] = await waitForMails(ctx, { to: user.email, kind: "password_reset" });
    expect(mail!.text).toContain("revokes your API tokens");
    const reset = await ctx.call(authApi.resetPassword, {
      body: { token: mail!.token, password: "NewSecret9", confirmPassword: "NewSecret9" },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await callV1Endpoint(ctx, token, weightApi.page)).statusCode).toBe(401);
    expect(
      (await ctx.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id))).every(
        (row) => row.revokedAt !== null,
      ),
    ).toBe(true);
    // Only that user's tokens.
    expect((await callV1Endpoint(ctx, othersToken, weightApi.page)).statusCode).toBe(200);
  });
});

describe("the OpenAPI page", () => {
  it("documents exactly the token-reachable routes under /api/v1, with the bearer scheme", async () => {
    const response = await ctx.request({ method: "GET", url: `${API_DOCS_PATH}/json` });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(document.components.securitySchemes.apiToken).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    const v1 = Object.entries(document.paths).filter(([path]) => path.startsWith(API_V1_PREFIX));
    const documented = v1
      .flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    const expected = apiV1Routes()
      .flatMap(([route, methods]) =>
        methods.map(
          (method) =>
            `${method} ${API_V1_PREFIX}${route.slice("/api/".length).replace(/:(\w+)/g, "{$1}")}`,
        ),
      )
      .sort();
    expect(documented).toEqual(expected);
    for (const [, item] of v1)
      for (const operation of Object.values(item))
        expect(operation.security).toEqual([{ apiToken: [] }]);
    // The app's own paths stay documented as they were.
    expect(document.paths[weightApi.page.path]?.get).toBeDefined();
  });

  it("lists every error a v1 route may answer, with the error body", async () => {
    const document = (
      await ctx.request({ method: "GET", url: `${API_DOCS_PATH}/json` })
    ).json<OpenApiDocument>();
    const errorOf = (answer: OpenApiAnswer | undefined) =>
      answer?.content?.["application/json"]?.schema?.$ref;
    const post = document.paths[v1UrlOf(weightApi.log)]?.post;
    for (const status of ["400", "401", "403", "404", "409", "413", "429"]) {
      expect(errorOf(post?.responses[status]), status).toBe("#/components/schemas/Error");
    }
    expect(post?.responses["201"]).toBeDefined();
    expect(post?.responses["429"]?.headers).toHaveProperty("Retry-After");
    // A read without a body cannot be too large, and without input cannot be invalid.
    expect(Object.keys(document.paths[v1UrlOf(goalsApi.get)]?.get?.responses ?? {}).sort()).toEqual(
      ["200", "401", "403", "404", "429"],
    );
    const error = document.components.schemas.Error;
    expect(error?.properties?.error?.properties?.fields).toBeDefined();
    expect(error?.required).toEqual(["error"]);
  });
});

interface OpenApiAnswer {
  content?: Record<string, { schema?: { $ref?: string } }>;
  headers?: Record<string, unknown>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, OpenApiAnswer> } | undefined>>;
  components: {
    schemas: Record<
      string,
      | {
          properties?: Record<string, { properties?: Record<string, unknown> }>;
          required?: string[];
        }
      | undefined
    >;
  };
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { makeToken } from "../testing/api-tokens";
import { callV1Endpoint, v1UrlOf } from "../testing/api-v1";
import { urlOf } from "../../contract/endpoint";
import { authApi } from "../../contract/auth-api";
import { goalsApi } from "../../contract/goals";
import { waterApi } from "../../contract/water";
import { weightApi } from "../../contract/weight";

const APP_SITE = "https://app.example";
const OTHER_SITE = "https://elsewhere.example";

let ctx: TestContext;
let closed: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ corsOrigins: [APP_SITE] });
  closed = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await closed.close();
});

const preflight = (app: TestContext, url: string, origin: string) =>
  app.app.inject({
    method: "OPTIONS",
    url,
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization, content-type",
    },
  });

describe("CORS preflight", () => {
  it("answers a listed origin for /api/v1, echoing it, with the methods and headers a token call needs", async () => {
    const response = await preflight(ctx, v1UrlOf(weightApi.log), APP_SITE);
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe(APP_SITE);
    expect(response.headers["vary"]).toMatch(/origin/i);
    expect(response.headers["access-control-allow-headers"]).toBe("Authorization, Content-Type");
    expect(String(response.headers["access-control-allow-methods"])).toContain("PATCH");
    expect(Number(response.headers["access-control-max-age"])).toBeGreaterThan(0);
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("says nothing to an unlisted origin, to the app's own paths, or when no origin is configured", async () => {
    for (const response of [
      await preflight(ctx, v1UrlOf(weightApi.log), OTHER_SITE),
      await preflight(ctx, urlOf(weightApi.log), APP_SITE),
      await preflight(ctx, urlOf(authApi.signIn), APP_SITE),
      await preflight(closed, v1UrlOf(weightApi.log), APP_SITE),
    ]) {
      expect(response.statusCode).not.toBe(204);
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
      expect(response.headers["access-control-allow-methods"]).toBeUndefined();
    }
  });
});

describe("a cross-site call to /api/v1", () => {
  it("is served with a bearer token from a listed site, which may read the rate-limit headers", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    const { token } = await makeToken(ctx, user, { scope: "read" });
    const response = await callV1Endpoint(ctx, token, goalsApi.get, {
      headers: { origin: APP_SITE },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe(APP_SITE);
    expect(response.headers["access-control-expose-headers"]).toMatch(/RateLimit-Remaining/);
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("is not served as the cookie's user without a token, from a listed site, another site or our own", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    for (const origin of [APP_SITE, OTHER_SITE, "http://localhost"]) {
      const read = await callV1Endpoint(ctx, null, goalsApi.get, {
        headers: { origin, cookie: user.cookie },
      });
      expect(read.statusCode, origin).toBe(401);
      expect(read.headers["www-authenticate"]).toMatch(/^Bearer/);
      // The listed site's page may read why it was refused; the others learn nothing.
      expect(read.headers["access-control-allow-origin"]).toBe(
        origin === APP_SITE ? APP_SITE : undefined,
      );
      const write = await callV1Endpoint(ctx, null, waterApi.add, {
        body: { amountMl: 250 },
        headers: { origin, cookie: user.cookie },
      });
      expect(write.statusCode, origin).toBe(401);
    }
    const water = await ctx.call(waterApi.day, { cookie: user.cookie });
    expect(water.json().entries).toEqual([]);
  });

  it("from an unlisted site gets no Allow-Origin, so its page cannot read the answer", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    const { token } = await makeToken(ctx, user, { scope: "read" });
    const response = await callV1Endpoint(ctx, token, goalsApi.get, {
      headers: { origin: OTHER_SITE },
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["vary"]).toMatch(/origin/i);
  });
});

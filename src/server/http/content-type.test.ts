import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authApi } from "../../contract/auth-api";
import type { ErrorBody } from "../../contract/errors";
import { foodsApi } from "../../contract/foods";
import { createTestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";

/**
 * The API speaks JSON only. text/plain is the one body type a cross-site HTML form can send that
 * Fastify would otherwise parse, and it needs no CORS preflight, so it must be refused as
 * unsupported (415), on routes that read a body and on those that read none.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signout = async ({ headers, body }: { headers?: Record<string, string>; body?: string }) => {
  const user = await createTestUser(ctx);
  const response = await ctx.call(authApi.signOut, { cookie: user.cookie, headers, body });
  const me = await ctx.call(authApi.me, { cookie: user.cookie });
  return { response, isSignedOut: me.statusCode === 401 };
};

describe("request bodies", () => {
  it("signs out on a request with no body, as the web app sends it", async () => {
    const { response, isSignedOut } = await signout({});
    expect(response.statusCode, response.body).toBe(200);
    expect(isSignedOut).toBe(true);
  });

  it("signs out on a request with a JSON body, which it ignores", async () => {
    const { response, isSignedOut } = await signout({
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(isSignedOut).toBe(true);
  });

  it("refuses a text/plain body with 415 and keeps the session, on a route that reads no body", async () => {
    const { response, isSignedOut } = await signout({
      headers: { "content-type": "text/plain" },
      body: "x=1",
    });
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json<ErrorBody>().error.code).toBe("FST_ERR_CTP_INVALID_MEDIA_TYPE");
    expect(isSignedOut).toBe(false);
  });

  it.each(["text/plain", "text/plain; charset=utf-8", "TEXT/PLAIN"])(
    "refuses %s with 415 where a JSON body is expected",
    async (type) => {
      const user = await createTestUser(ctx);
      const body = JSON.stringify({
        name: "Oat flakes",
        basis: "per_100g",
        nutrients: { energyKcal: 370 },
      });
      const response = await ctx.call(foodsApi.createCustomFood, {
        cookie: user.cookie,
        headers: { "content-type": type },
        body,
      });
      expect(response.statusCode, response.body).toBe(415);
    },
  );
});

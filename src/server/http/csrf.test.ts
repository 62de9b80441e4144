import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authApi } from "../../contract/auth-api";
import { createTestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext();
  // A real socket, not app.inject: inject parses the URL with `new URL`, which would resolve the
  // dot segments and double slashes this test must send to the server as they are.
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

interface RawResponse {
  statusCode: number;
  setCookie: string[];
  body: string;
}

/** Sends `path` byte for byte, as a browser or curl --path-as-is would. */
function rawPost(path: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path,
        headers: { host: `localhost:${port}`, ...headers },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            setCookie: response.headers["set-cookie"] ?? [],
            body,
          }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** Ways to spell POST /api/auth/signout that a check on the raw URL could miss. */
const SIGNOUT_SPELLINGS = [
  "/%61pi/auth/signout",
  "/%61%70%69/auth/signout",
  "/%2561pi/auth/signout",
  "/api/auth/sign%6Fut",
  "//api/auth/signout",
  "/api/../api/auth/signout",
  "/./api/auth/signout",
  "/API/auth/signout",
  "/Api/auth/signout",
  "/api/auth/signout/",
  "/api/auth/signout%2F",
  "/api/auth/signout%00",
  "/api%2Fauth/signout",
  "/api/auth/signout?next=/",
  "/api/auth/signout#x",
];

describe("the Origin check on unsafe requests", () => {
  it.each(SIGNOUT_SPELLINGS)(
    "refuses POST %s from a foreign site and leaves the user signed in",
    async (path) => {
      const user = await createTestUser(ctx);
      const response = await rawPost(path, { origin: "https://evil.example", cookie: user.cookie });
      expect(response.statusCode, response.body).toBe(403);
      expect(JSON.parse(response.body)).toMatchObject({ error: { code: "csrf" } });
      expect(response.setCookie).toEqual([]);
      const stillIn = await ctx.call(authApi.me, { cookie: user.cookie });
      expect(stillIn.statusCode).toBe(200);
    },
  );

  it("refuses a foreign POST to a path no route has, before it reaches the 404", async () => {
    const response = await rawPost("/no-such-page", { origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
  });

  it("reads the session by the route it reached: an encoded same-origin sign-out still signs out", async () => {
    const user = await createTestUser(ctx);
    const response = await rawPost("/%61pi/auth/signout", {
      origin: `http://localhost:${port}`,
      cookie: user.cookie,
    });
    expect(response.statusCode).toBe(200);
    const after = await ctx.call(authApi.me, { cookie: user.cookie });
    expect(after.statusCode).toBe(401);
  });
});

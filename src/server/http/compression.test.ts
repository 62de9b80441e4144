import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { API_DOCS_PATH, urlOf } from "../../contract/endpoint";
import { healthApi } from "../../contract/health";
import { REALTIME_PATH } from "../../contract/realtime";
import { createTestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { COMPRESSION_THRESHOLD } from "./compression";

let ctx: TestContext;
let origin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

/** The OpenAPI document: a large JSON answer anyone may read. */
const LARGE = `${API_DOCS_PATH}/json`;
const getWith = (url: string, acceptEncoding: string, method: "GET" | "HEAD" = "GET") =>
  ctx.request({ method, url, headers: { "accept-encoding": acceptEncoding } });

describe("API compression", () => {
  it("compresses a large JSON answer with brotli, or gzip when that is all the client takes", async () => {
    const plain = await getWith(LARGE, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD * 10);

    const br = await getWith(LARGE, "gzip, deflate, br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toMatch(/application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await getWith(LARGE, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("keeps the security headers on a compressed answer", async () => {
    const response = await getWith(LARGE, "br");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });

  it("leaves a small answer as it is", async () => {
    const response = await getWith(urlOf(healthApi.check), "br, gzip");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toMatchObject({ status: "ok" });
  });

  it("answers HEAD on a large answer without a body", async () => {
    const response = await getWith(LARGE, "br", "HEAD");
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(0);
  });

  it("compresses over a real connection too", async () => {
    const response = await fetch(`${origin}${LARGE}`, { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect((await response.json()).openapi).toMatch(/^3\./);
  });

  it("does not inflate a compressed request body: it is refused, not parsed", async () => {
    const response = await ctx.request({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: gzipSync(
        JSON.stringify({ email: "someone@example.com", password: "whatever-it-is" }),
      ),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("the WebSocket endpoint under compression", () => {
  it("still upgrades /api/realtime when the client accepts compressed answers", async () => {
    const user = await createTestUser(ctx);
    const socket = new WebSocket(`${origin.replace(/^http/, "ws")}${REALTIME_PATH}`, {
      headers: { origin, cookie: user.cookie, "accept-encoding": "gzip, deflate, br" },
    });
    const opened = await new Promise<boolean>((resolve) => {
      socket.once("open", () => resolve(true));
      socket.once("error", () => resolve(false));
    });
    expect(opened).toBe(true);
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.close();
    await closed;
  });
});

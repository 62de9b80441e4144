import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_DOCS_PATH, urlOf } from "../../contract/endpoint";
import { healthApi } from "../../contract/health";
import { loadConfig } from "../config";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), "vitalog-headers-"));
  mkdirSync(path.join(webDir, "assets"));
  writeFileSync(
    path.join(webDir, "index.html"),
    "<!doctype html><title>Vitalog</title><div id=root></div>",
  );
  writeFileSync(path.join(webDir, "assets", "main-abc123.js"), "console.log('built')");
  ctx = await createTestContext({
    webDir,
    trustProxy: loadConfig({ TRUST_PROXY: "1" }).trustProxy,
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** The directives of the response's Content-Security-Policy, by name. */
function cspOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers["content-security-policy"] ?? "");
  return new Map(
    header
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

const RESPONSES = [
  ["an API response", urlOf(healthApi.check), 200],
  ["the SPA's page", "/login", 200],
  ["the SPA's 404 page", "/no-such-page", 404],
  ["a static asset", "/assets/main-abc123.js", 200],
  ["an API 404", "/api/nowhere", 404],
] as const;

describe.each(RESPONSES)("%s (%s)", (_name, url, status) => {
  let response: LightMyRequestResponse;
  beforeAll(async () => {
    response = await ctx.request({ method: "GET", url });
    expect(response.statusCode).toBe(status);
  });

  it("has a strict Content-Security-Policy: our own scripts only, nothing inline or evaluated", () => {
    const csp = cspOf(response);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("script-src-attr")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
  });

  it("may not be framed by any site", () => {
    expect(cspOf(response).get("frame-ancestors")).toEqual(["'none'"]);
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });

  it("forbids content sniffing and keeps addresses (with their tokens) from other sites", () => {
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("same-origin");
  });

  it("sends no HSTS over plain HTTP, where it would be ignored or pin a site that has no TLS", () => {
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("HSTS", () => {
  it("is sent when the request came over TLS through the trusted proxy", async () => {
    const response = await ctx.request({
      method: "GET",
      url: "/login",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("is not sent when a client claims TLS without a trusted proxy", async () => {
    const direct = await createTestContext();
    try {
      const response = await direct.call(healthApi.check, {
        headers: { "x-forwarded-proto": "https" },
      });
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await direct.close();
    }
  });
});

describe("the API documentation at /api/docs", () => {
  it("keeps script-src to our own files and may not be framed", async () => {
    const page = await ctx.request({ method: "GET", url: `${API_DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    const csp = cspOf(page);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
  });
});

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authApi } from "../../contract/auth-api";
import { urlOf } from "../../contract/endpoint";
import { buildApp, type App } from "../app";
import { defaultRateLimits, loadConfig } from "../config";
import type { Database } from "../db/client";
import { openTestDatabase } from "../testing/test-database";
import { redactUrl } from "./log-redaction";

describe("redactUrl", () => {
  it.each([
    ["/reset-password?token=abc123", "/reset-password?token=[redacted]"],
    [
      "/verify-email?utm_source=mail&token=abc123&step=2",
      "/verify-email?utm_source=mail&token=[redacted]&step=2",
    ],
    ["/x?Token=abc123", "/x?Token=[redacted]"],
    ["/x?%74oken=abc123", "/x?%74oken=[redacted]"],
    ["/x?reset_token=abc123&code=987", "/x?reset_token=[redacted]&code=[redacted]"],
    ["/x?token=a&token=b", "/x?token=[redacted]&token=[redacted]"],
    ["/app/weight?page=2&sort=date", "/app/weight?page=2&sort=date"],
    ["/app/weight", "/app/weight"],
    ["/x?token", "/x?token"],
  ])("logs %s as %s", (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe("the access log", () => {
  const lines: string[] = [];
  let app: App;
  let database: Database;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), "vitalog-log-"));
    writeFileSync(
      path.join(webDir, "index.html"),
      "<!doctype html><title>Vitalog</title><div id=root></div>",
    );
    database = await openTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString("utf8"));
        done();
      },
    });
    const config = { ...loadConfig({}), webDir, rateLimits: defaultRateLimits(1000) };
    app = await buildApp({ config, database, logger: { level: "trace", stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("never holds a token from a mailed link or an API address, but still logs the page asked for", async () => {
    const origin = { origin: "http://localhost" };
    const requests = [
      { method: "GET", url: "/reset-password?token=SecretResetToken1" },
      { method: "GET", url: "/verify-email?token=SecretVerifyToken2" },
      {
        method: authApi.session.method,
        url: urlOf(authApi.session, { query: { token: "SecretApiToken3" } }),
      },
      { method: "GET", url: "/no-such-page?code=SecretCode4" },
      {
        method: authApi.verifyEmail.method,
        url: urlOf(authApi.verifyEmail, { query: { token: "SecretApiToken5" } }),
        headers: origin,
        payload: { token: "SecretBodyToken6" },
      },
      {
        method: authApi.resetPassword.method,
        url: urlOf(authApi.resetPassword),
        headers: origin,
        payload: { token: "SecretBodyToken7", password: "x" },
      },
    ] as const;
    for (const request of requests) await app.inject(request);

    // A personal access token, sent as a script sends it, and once in the address by mistake.
    const bearer = `vtl_SecretBearerToken8${"x".repeat(26)}`;
    await app.inject({
      method: "GET",
      url: "/api/v1/weight",
      headers: { authorization: `Bearer ${bearer}` },
    });
    await app.inject({
      method: "POST",
      url: "/api/v1/weight?access_token=SecretApiToken9",
      headers: { authorization: `Bearer ${bearer}` },
      payload: {},
    });

    const log = lines.join("");
    expect(log).toContain('"url":"/api/v1/weight"');
    expect(log).toContain('"url":"/api/v1/weight?access_token=[redacted]"');
    expect(log).toContain('"url":"/reset-password?token=[redacted]"');
    expect(log).toContain('"url":"/verify-email?token=[redacted]"');
    expect(log).not.toMatch(/Secret\w+/);
  });
});

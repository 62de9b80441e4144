import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), "vitalog-spa-"));
  writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Vitalog</title><div id=root></div>");
  ctx = await createTestContext({ webDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.request({ method: "GET", url });

describe("the SPA's pages", () => {
  it.each(["/", "/login", "/signup", "/logout", "/privacy", "/terms", "/help", "/forgot-password", "/reset-password?token=abc", "/login/", "/app", "/app/weight", "/app/no-such-screen", "/admin", "/admin/users"])(
    "answers %s with the SPA and 200",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<div id=root>");
    },
  );

  it.each(["/nowhere", "/login/extra", "/apps", "/administrator", "/help/old-article"])("answers %s with the SPA (to draw its 404) and status 404", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain("<div id=root>");
  });

  it("answers an unknown API path with JSON", async () => {
    const response = await get("/api/nowhere");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
  });
});

import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing/test-app";

describe("GET /api/health", () => {
  const lines: string[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString("utf8"));
        done();
      },
    });
    ctx = await createTestContext({}, { logger: { level: "info", stream } });
  });
  afterAll(() => ctx.close());

  it("answers ok with the database kind, and stays out of the info-level access log other requests go to", async () => {
    const health = await ctx.request({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok", database: ctx.database.kind });
    await ctx.request({ method: "GET", url: "/api/auth/session" });

    const log = lines.join("");
    expect(log).not.toContain("/api/health");
    expect(log).toContain('"url":"/api/auth/session"');
  });
});

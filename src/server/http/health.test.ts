import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authApi } from "../../contract/auth-api";
import { healthApi } from "../../contract/health";
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
    const health = await ctx.call(healthApi.check);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok", database: ctx.database.kind });
    await ctx.call(authApi.session);

    const log = lines.join("");
    expect(log).not.toContain(healthApi.check.path);
    expect(log).toContain(`"url":"${authApi.session.path}"`);
  });

  it("is not ok once the database stops answering, so that a load balancer takes the process out", async () => {
    const cut = await createTestContext();
    try {
      const ping = cut.database.ping.bind(cut.database);
      cut.database.ping = () => Promise.reject(new Error("connection lost"));
      const health = await cut.call(healthApi.check);
      expect(health.statusCode).toBe(500);
      cut.database.ping = ping;
      expect((await cut.call(healthApi.check)).statusCode).toBe(200);
    } finally {
      await cut.close();
    }
  });
});

describe("Database.ping", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  // The health check's query is prepared once under a name (on PGlite by pglite-prepared.ts, on
  // PostgreSQL by pg); asking again must reuse it, not fail on a name already taken.
  it("answers again and again on the same connection", async () => {
    for (let i = 0; i < 5; i++) await expect(ctx.database.ping()).resolves.toBeUndefined();
  });
});

import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandler } from "./errors";

describe("error handler", () => {
  it("answers 409, not 500, to a unique violation no service turned into its own message", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get("/race", () => {
      // The shape Drizzle gives: its DrizzleQueryError with the driver's error as the cause.
      throw Object.assign(new Error("Failed query: insert …"), { cause: Object.assign(new Error("duplicate key"), { code: "23505" }) });
    });
    const response = await app.inject({ method: "GET", url: "/race" });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("conflict");
    await app.close();
  });

  it("answers 400, not 500, to a value PostgreSQL refuses (SQLSTATE class 22, data exception)", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get("/nul", () => {
      throw Object.assign(new Error("Failed query: select …"), { cause: Object.assign(new Error("invalid byte sequence for encoding UTF8: 0x00"), { code: "22021" }) });
    });
    const response = await app.inject({ method: "GET", url: "/nul" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("bad_request");
    await app.close();
  });
});

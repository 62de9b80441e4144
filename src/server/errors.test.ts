import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandler } from "./errors";

/** The shape Drizzle throws: its DrizzleQueryError with the driver's error, and its SQLSTATE, as the cause. */
const driverError = (message: string, code: string) =>
  Object.assign(new Error("Failed query: …"), {
    cause: Object.assign(new Error(message), { code }),
  });

describe("error handler", () => {
  it.each([
    [
      "a unique violation no service turned into its own message",
      driverError("duplicate key", "23505"),
      409,
      "conflict",
    ],
    [
      "a foreign key no service turned into its own 404 (a row deleted by another request meanwhile)",
      driverError("violates foreign key constraint", "23503"),
      409,
      "conflict",
    ],
    [
      "a value PostgreSQL refuses (SQLSTATE class 22, data exception)",
      driverError("invalid byte sequence for encoding UTF8: 0x00", "22021"),
      400,
      "bad_request",
    ],
  ])("answers %s without a 500", async (_case, error, status, code) => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get("/fail", () => {
      throw error;
    });
    const response = await app.inject({ method: "GET", url: "/fail" });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    await app.close();
  });
});

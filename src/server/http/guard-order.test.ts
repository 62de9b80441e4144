import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// Who is asking is checked before what they sent: a refused caller learns nothing about the body.
describe("authorisation comes before validation", () => {
  it("answers 401, not 400, to an anonymous caller with a bad body", async () => {
    const response = await ctx.request({
      method: "POST",
      url: "/api/weight",
      payload: { weightKg: "heavy" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers 403, not 400, to a non-staff user with a bad body on an admin route", async () => {
    const user = await createTestUser(ctx);
    const response = await ctx.request({
      method: "POST",
      url: "/api/admin/departments",
      cookie: user.cookie,
      payload: { color: 12 },
    });
    expect(response.statusCode).toBe(403);
  });

  it("still answers 400 with the field to a signed-in user with a bad body", async () => {
    const user = await createTestUser(ctx);
    const response = await ctx.request({
      method: "POST",
      url: "/api/weight",
      cookie: user.cookie,
      payload: { weightKg: "heavy" },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields ?? {}).length).toBeGreaterThan(0);
  });
});

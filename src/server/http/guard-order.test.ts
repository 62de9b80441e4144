import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { departmentsApi } from "../../contract/departments";
import { weightApi } from "../../contract/weight";
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
    const response = await ctx.call(weightApi.log, { body: { weightKg: "heavy" } });
    expect(response.statusCode).toBe(401);
  });

  it("answers 403, not 400, to a non-staff user with a bad body on an admin route", async () => {
    const user = await createTestUser(ctx);
    const response = await ctx.call(departmentsApi.create, {
      cookie: user.cookie,
      body: { color: 12 },
    });
    expect(response.statusCode).toBe(403);
  });

  it("still answers 400 with the field to a signed-in user with a bad body", async () => {
    const user = await createTestUser(ctx);
    const response = await ctx.call(weightApi.log, {
      cookie: user.cookie,
      body: { weightKg: "heavy" },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields ?? {}).length).toBeGreaterThan(0);
  });
});

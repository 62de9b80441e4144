import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRateLimits } from "../config";
import { createTestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { callV1, makeToken } from "./api-token-testing";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: { ...defaultRateLimits(1000), apiPerToken: { max: 5, windowSeconds: 60 } } });
});
afterAll(() => ctx.close());

describe("rate limit per token", () => {
  it("answers 429 with Retry-After past the token's allowance, counting calls sent at once; another token is not affected", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    const { token } = await makeToken(ctx, user, { scope: "read" });
    const { token: second } = await makeToken(ctx, user, { scope: "read" });
    const answers = await Promise.all(Array.from({ length: 8 }, () => callV1(ctx, token, { url: "/api/v1/goals" })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const limited = answers.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(3);
    const retryAfter = Number(limited[0]!.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await callV1(ctx, second, { url: "/api/v1/goals" })).statusCode).toBe(200);
  });

  it("an unknown token is 401 and counts against no one", async () => {
    const response = await callV1(ctx, `vtl_${"B".repeat(43)}`, { url: "/api/v1/goals" });
    expect(response.statusCode).toBe(401);
  });
});

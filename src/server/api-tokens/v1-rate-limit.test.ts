import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRateLimits } from "../config";
import { createTestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { makeToken } from "../testing/api-tokens";
import { callV1Endpoint } from "../testing/api-v1";
import { goalsApi } from "../../contract/goals";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    rateLimits: { ...defaultRateLimits(1000), apiPerToken: { max: 5, windowSeconds: 60 } },
  });
});
afterAll(() => ctx.close());

describe("rate limit per token", () => {
  it("answers 429 with Retry-After past the token's allowance, counting calls sent at once; another token is not affected", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    const { token } = await makeToken(ctx, user, { scope: "read" });
    const { token: second } = await makeToken(ctx, user, { scope: "read" });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => callV1Endpoint(ctx, token, goalsApi.get)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const limited = answers.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(3);
    const retryAfter = Number(limited[0]!.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await callV1Endpoint(ctx, second, goalsApi.get)).statusCode).toBe(200);
  });

  it("says on every answer how many calls are left and when the minute ends, the 429 too", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    const { token } = await makeToken(ctx, user, { scope: "read" });
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await callV1Endpoint(ctx, token, goalsApi.get);
      expect(response.statusCode).toBe(200);
      expect(response.headers["ratelimit-limit"]).toBe("5");
      const reset = Number(response.headers["ratelimit-reset"]);
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(60);
      remaining.push(Number(response.headers["ratelimit-remaining"]));
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const limited = await callV1Endpoint(ctx, token, goalsApi.get);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers).toMatchObject({ "ratelimit-limit": "5", "ratelimit-remaining": "0" });
    expect(limited.headers["ratelimit-reset"]).toBe(limited.headers["retry-after"]);
  });

  it("an unknown token is 401 and counts against no one", async () => {
    const response = await callV1Endpoint(ctx, `vtl_${"B".repeat(43)}`, goalsApi.get);
    expect(response.statusCode).toBe(401);
  });
});

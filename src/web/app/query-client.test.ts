import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-client";
import { createQueryClient, shouldRetryQuery } from "./query-client";

describe("retrying a failed read", () => {
  it("asks once more after a server or network failure, then gives up so the screen can show Retry", () => {
    expect(shouldRetryQuery(0, new ApiError(500, "internal", "x"))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(503, "unknown", "x"))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(0, "network", "x"))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(500, "internal", "x"))).toBe(false);
  });

  it("never retries a refusal or an error of the page's own code", () => {
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(shouldRetryQuery(0, new ApiError(status, "x", "x"))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError("Cannot read properties of null"))).toBe(false);
  });

  it("shows a failed read's error within about a second, not after several", async () => {
    const client = createQueryClient();
    let calls = 0;
    const started = Date.now();
    await client
      .fetchQuery({
        queryKey: ["failing"],
        queryFn: () => {
          calls += 1;
          throw new ApiError(500, "internal", "down");
        },
      })
      .catch(() => undefined);
    expect(calls).toBe(2);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

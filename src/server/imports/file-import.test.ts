import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_FILE_LIMITS } from "../../contract/import-limits";
import type { EndpointSpec } from "../../contract/endpoint";
import { weightImportApi } from "../../contract/weight-import";
import { workoutImportApi } from "../../contract/workout-import";
import { defaultRateLimits } from "../config";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { importBodyLimitOf } from "./file-import";
import { strongFile } from "../testing/import-files";

let ctx: TestContext;
beforeAll(async () => {
  // Three imports a window, so the rate limit is met in a few requests; every other test uses fresh users.
  ctx = await createTestContext({
    rateLimits: { ...defaultRateLimits(1000), importsPerUser: { max: 3, windowSeconds: 60 } },
  });
});
afterAll(() => ctx.close());

const IMPORTS = [
  {
    kind: "workouts",
    endpoint: workoutImportApi.preview,
    limit: IMPORT_FILE_LIMITS.workouts,
    body: (csv: string) => ({ csv, weightUnit: "kg", bodyWeightKg: 80 }),
  },
  {
    kind: "weight",
    endpoint: weightImportApi.preview,
    limit: IMPORT_FILE_LIMITS.weight,
    body: (csv: string) => ({ csv, unit: "kg" }),
  },
] as const;

const post = (user: TestUser, endpoint: EndpointSpec, body: object | string) =>
  ctx.call(endpoint, {
    body,
    cookie: user.cookie,
    headers: { "content-type": "application/json" },
  });

describe.each(IMPORTS)("the $kind import's limits", ({ endpoint, limit, body }) => {
  it("refuses a body past its limit with a 413 naming the file's limit, in the house format", async () => {
    const user = await createTestUser(ctx);
    const response = await post(
      user,
      endpoint,
      JSON.stringify(body("x".repeat(importBodyLimitOf(limit)))),
    );
    expect(response.statusCode).toBe(413);
    const message = `The file is larger than ${limit.maxBytes / 1_000_000} MB`;
    expect(response.json()).toEqual({
      error: { code: "file_too_large", message, fields: { csv: message } },
    });
  });

  it("refuses a file of more UTF-8 bytes than its limit with a 413, though its characters fit", async () => {
    const user = await createTestUser(ctx);
    // "é" is two bytes: half the limit in characters is past it in bytes.
    const wide = await post(
      user,
      endpoint,
      body(`date,weight\n${"é".repeat(limit.maxBytes / 2 + 1)}`),
    );
    expect(wide.statusCode).toBe(413);
    expect(wide.json().error.fields.csv).toBe(
      `The file is larger than ${limit.maxBytes / 1_000_000} MB`,
    );
  });

  it("refuses more lines than its limit with a 413 naming it", async () => {
    const user = await createTestUser(ctx);
    const response = await post(
      user,
      endpoint,
      body(`date,weight\n${"\n1".repeat(limit.maxRows + 1)}`),
    );
    expect(response.statusCode).toBe(413);
    const count = limit.maxRows.toLocaleString("en-US");
    expect(response.json().error.fields.csv).toBe(
      `The file has more than ${count} lines: import it in parts of at most ${count}`,
    );
  });
});

describe("the import rate limit", () => {
  it("counts previews and imports of every kind together, per user, and answers 429 with Retry-After past it", async () => {
    const [user, other] = [await createTestUser(ctx), await createTestUser(ctx)];
    const weight = { csv: "date,weight\n2024-01-01,80", unit: "kg" };
    expect((await post(user, weightImportApi.preview, weight)).statusCode).toBe(200);
    expect((await post(user, weightImportApi.run, weight)).statusCode).toBe(200);
    expect(
      (await post(user, workoutImportApi.preview, { csv: strongFile(1), weightUnit: "kg" }))
        .statusCode,
    ).toBe(200);
    const refused = await post(user, weightImportApi.preview, weight);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post(other, weightImportApi.preview, weight)).statusCode).toBe(200);
  });
});

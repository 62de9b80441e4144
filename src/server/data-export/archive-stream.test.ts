import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateOfDayIndex, dayIndex } from "../../domain/calendar";
import { defaultRateLimits } from "../config";
import { waterEntries, weightEntries } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { DAYS_PER_PAGE } from "./date-pages";
import { dataExportApi } from "../../contract/data-export";
import type { EndpointSpec } from "../../contract/endpoint";
import { mealsApi } from "../../contract/meals-api";

/** More diary days than two pages hold, so the stream crosses page boundaries. */
const DAYS = DAYS_PER_PAGE * 2 + 10;
const FIRST_DAY = "2025-01-01";
const dayOf = (i: number) => dateOfDayIndex(dayIndex(FIRST_DAY) + i);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    rateLimits: { ...defaultRateLimits(1000), exportPerUser: { max: 3, windowSeconds: 3600 } },
  });
});
afterAll(() => ctx.close());

const download = (user: TestUser, endpoint: EndpointSpec = dataExportApi.archive) =>
  ctx.call(endpoint, { cookie: user.cookie });

describe("the streamed archive", () => {
  it("is the same indented JSON as before, with every entry of a long history in order", async () => {
    const user = await createTestUser(ctx);
    await ctx.db.insert(waterEntries).values(
      Array.from({ length: DAYS }, (_, i) => ({
        userId: user.id,
        date: dayOf(i),
        amountMl: 100 + i,
      })),
    );
    await ctx.db.insert(weightEntries).values(
      Array.from({ length: DAYS }, (_, i) => ({
        userId: user.id,
        date: dayOf(DAYS - 1 - i),
        weightKg: 70 + i / 10,
      })),
    );
    for (const i of [0, DAYS_PER_PAGE, DAYS - 1]) {
      const logged = await ctx.call(mealsApi.logEntry, {
        cookie: user.cookie,
        body: {
          date: dayOf(i),
          meal: "dinner",
          kind: "quick",
          name: `Meal ${i}`,
          energyKcal: 400,
        },
      });
      expect(logged.statusCode, logged.body).toBe(201);
    }

    const response = await download(user);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const archive = JSON.parse(response.body) as Record<
      string,
      { date: string; amountMl?: number; name?: string }[]
    >;
    // Character for character what JSON.stringify(archive, null, 2) wrote when the file was built whole.
    expect(response.body).toBe(JSON.stringify(archive, null, 2));

    const water = await ctx.db
      .select()
      .from(waterEntries)
      .where(eq(waterEntries.userId, user.id))
      .orderBy(asc(waterEntries.date));
    expect(archive.water).toEqual(
      JSON.parse(JSON.stringify(water.map(({ userId: _owner, ...row }) => row))),
    );
    expect(archive.weight!.map((w) => w.date)).toEqual(
      Array.from({ length: DAYS }, (_, i) => dayOf(i)),
    );
    expect(archive.meals!.map((m) => [m.date, m.name])).toEqual(
      [0, DAYS_PER_PAGE, DAYS - 1].map((i) => [dayOf(i), `Meal ${i}`]),
    );
    expect(Object.keys(archive).slice(0, 12)).toEqual([
      "format",
      "product",
      "exportedAt",
      "exportedOn",
      "units",
      "account",
      "profile",
      "goals",
      "weight",
      "meals",
      "water",
      "workouts",
    ]);
  });
});

describe("the export allowance", () => {
  it("answers 429 with Retry-After past the user's downloads, archive and CSVs counted together; another user is not affected", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    const other = await createTestUser(ctx);
    expect((await download(user)).statusCode).toBe(200);
    expect((await download(user, dataExportApi.waterCsv)).statusCode).toBe(200);
    expect((await download(user)).statusCode).toBe(200);
    for (const endpoint of [dataExportApi.archive, dataExportApi.mealsCsv]) {
      const refused = await download(user, endpoint);
      expect(refused.statusCode, endpoint.path).toBe(429);
      expect(refused.json().error.code).toBe("rate_limited");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
      expect(refused.headers["content-disposition"]).toBeUndefined();
    }
    expect((await download(other)).statusCode).toBe(200);
  });

  it("does not count a CSV the plan refuses", async () => {
    const free = await createTestUser(ctx);
    for (let i = 0; i < 4; i++)
      expect((await download(free, dataExportApi.weightCsv)).statusCode).toBe(403);
    expect((await download(free)).statusCode).toBe(200);
  });
});

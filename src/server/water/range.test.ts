import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_RANGE_DAYS } from "../../contract/date-range";
import { waterApi, type WaterRange } from "../../contract/water";
import { dateOfDayIndex, dayIndex } from "../../domain/calendar";
import { countingDb } from "../testing/count-queries";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { getWaterRange } from "./service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const drink = async (user: TestUser, date: string, amountMl: number) => {
  const response = await ctx.call(waterApi.add, { cookie: user.cookie, body: { date, amountMl } });
  expect(response.statusCode, response.body).toBe(201);
};
const range = (user: TestUser, query: string) =>
  ctx.call(waterApi.range, {
    query: Object.fromEntries(new URLSearchParams(query)),
    cookie: user.cookie,
  });
const plusDays = (date: string, days: number) => dateOfDayIndex(dayIndex(date) + days);

describe("GET /api/water/entries?from&to", () => {
  it("reads the drinks of every day in the range, oldest first, with each day's total, zeros included", async () => {
    const user = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    await drink(user, "2026-03-03", 500);
    await drink(user, "2026-03-01", 250);
    await drink(user, "2026-03-01", 330);
    await drink(user, "2026-02-28", 1000); // the day before the range
    await drink(other, "2026-03-02", 750);
    const response = await range(user, "from=2026-03-01&to=2026-03-03");
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<WaterRange>();
    expect(body.entries.map((e) => [e.date, e.amountMl])).toEqual([
      ["2026-03-01", 250],
      ["2026-03-01", 330],
      ["2026-03-03", 500],
    ]);
    expect(body.days).toEqual([
      { date: "2026-03-01", totalMl: 580 },
      { date: "2026-03-02", totalMl: 0 },
      { date: "2026-03-03", totalMl: 500 },
    ]);
  });

  it(`takes up to ${MAX_RANGE_DAYS} days in one query, and the one-day read stays as it was`, async () => {
    const user = await createTestUser(ctx);
    const to = plusDays("2026-01-01", MAX_RANGE_DAYS - 1);
    await drink(user, to, 200);
    const response = await range(user, `from=2026-01-01&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<WaterRange>().days).toHaveLength(MAX_RANGE_DAYS);
    const counted = countingDb(ctx.db);
    expect(
      (await getWaterRange(counted.db, { userId: user.id, from: "2026-01-01", to })).entries,
    ).toHaveLength(1);
    expect(counted.count()).toBe(1);
    const day = await ctx.call(waterApi.day, { query: { date: to }, cookie: user.cookie });
    expect(day.json()).toMatchObject({ date: to, totalMl: 200 });
  });

  it.each([
    ["", "from"],
    ["from=2026-01-10&to=2026-01-09", "to"],
    [`from=2026-01-01&to=${plusDays("2026-01-01", MAX_RANGE_DAYS)}`, "to"],
    ["from=20260101&to=2026-01-02", "from"],
  ])("refuses '%s' with a 400 naming %s", async (query, field) => {
    const user = await createTestUser(ctx);
    const response = await range(user, query);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_RANGE_DAYS } from "../../contract/date-range";
import type { MealRange } from "../../contract/meals";
import { mealsApi } from "../../contract/meals-api";
import { dateOfDayIndex, dayIndex } from "../../domain/calendar";
import { countingDb } from "../testing/count-queries";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { getMealRange } from "./diary";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const quickAdd = async (user: TestUser, date: string, energyKcal: number) => {
  const response = await ctx.call(mealsApi.logEntry, {
    cookie: user.cookie,
    body: { date, meal: "lunch", kind: "quick", name: "Soup", energyKcal },
  });
  expect(response.statusCode, response.body).toBe(201);
};
const range = (user: TestUser, query: string) =>
  ctx.call(mealsApi.range, {
    query: Object.fromEntries(new URLSearchParams(query)),
    cookie: user.cookie,
  });
const plusDays = (date: string, days: number) => dateOfDayIndex(dayIndex(date) + days);

describe("GET /api/meals/entries?from&to", () => {
  it("reads the entries of every day in the range, oldest first, with each day's totals, empty days included", async () => {
    const user = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    await quickAdd(user, "2026-01-03", 300);
    await quickAdd(user, "2026-01-01", 200);
    await quickAdd(user, "2026-01-01", 150);
    await quickAdd(user, "2026-01-05", 999); // the day after the range
    await quickAdd(other, "2026-01-02", 700);
    const response = await range(user, "from=2026-01-01&to=2026-01-04");
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<MealRange>();
    expect(body.entries.map((e) => [e.date, e.nutrients.energyKcal])).toEqual([
      ["2026-01-01", 200],
      ["2026-01-01", 150],
      ["2026-01-03", 300],
    ]);
    expect(body.days.map((d) => [d.date, d.totals.totals.energyKcal, d.totals.count])).toEqual([
      ["2026-01-01", 350, 2],
      ["2026-01-02", 0, 0],
      ["2026-01-03", 300, 1],
      ["2026-01-04", 0, 0],
    ]);
  });

  it(`takes up to ${MAX_RANGE_DAYS} days, both ends included, in one query however long`, async () => {
    const user = await createTestUser(ctx);
    const to = plusDays("2026-01-01", MAX_RANGE_DAYS - 1);
    await quickAdd(user, "2026-01-01", 100);
    await quickAdd(user, to, 100);
    const response = await range(user, `from=2026-01-01&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MealRange>().days).toHaveLength(MAX_RANGE_DAYS);
    const counted = countingDb(ctx.db);
    const read = await getMealRange(counted.db, { userId: user.id, from: "2026-01-01", to });
    expect(read.entries).toHaveLength(2);
    expect(counted.count()).toBe(1);
  });

  it.each([
    ["to=2026-01-10", "from"],
    ["from=2026-01-10", "to"],
    ["from=2026-02-30&to=2026-03-01", "from"],
    ["from=2026-01-10&to=soon", "to"],
    ["from=2026-01-10&to=2026-01-09", "to"],
    [`from=2026-01-01&to=${plusDays("2026-01-01", MAX_RANGE_DAYS)}`, "to"],
  ])("refuses %s with a 400 naming %s", async (query, field) => {
    const user = await createTestUser(ctx);
    const response = await range(user, query);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });

  it("needs a signed-in user", async () => {
    const response = await ctx.call(mealsApi.range, {
      query: { from: "2026-01-01", to: "2026-01-02" },
    });
    expect(response.statusCode).toBe(401);
  });
});

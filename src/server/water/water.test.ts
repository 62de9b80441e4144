import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waterApi, type WaterDay } from "../../contract/water";
import { profileApi } from "../../contract/profile";
import { flOzToMl, formatVolume } from "../../domain/units";
import { dateOfDayIndex, dayIndex, todayIn } from "../../domain/calendar";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const add = (user: TestUser, body: Record<string, unknown>) =>
  ctx.call(waterApi.add, { body, cookie: user.cookie });
const day = async (user: TestUser, date?: string) =>
  (await ctx.call(waterApi.day, { query: { date }, cookie: user.cookie })).json<WaterDay>();

describe("water", () => {
  it("adds a glass, a bottle and a custom amount to today, against the goal, and undoes", async () => {
    const user = await createTestUser(ctx);
    expect((await add(user, { amountMl: 250 })).statusCode).toBe(201);
    expect((await add(user, { amountMl: 500 })).statusCode).toBe(201);
    const custom = await add(user, { amountMl: 177.4 });
    expect(custom.json().amountMl).toBe(177);
    let today = await day(user);
    expect(today).toMatchObject({
      date: todayIn("UTC"),
      totalMl: 927,
      goalMl: 2000,
      unitSystem: "metric",
    });
    expect(today.entries[0]!.id).toBe(custom.json().id);
    expect(
      (
        await ctx.call(waterApi.remove, {
          params: { id: custom.json().id },
          cookie: user.cookie,
        })
      ).statusCode,
    ).toBe(200);
    today = await day(user);
    expect(today.totalMl).toBe(750);
    expect(today.week).toHaveLength(7);
    expect(today.week[6]).toEqual({ date: todayIn("UTC"), totalMl: 750 });
  });

  it("keeps a week's history by day", async () => {
    const user = await createTestUser(ctx);
    const threeDaysAgo = dateOfDayIndex(dayIndex(todayIn("UTC")) - 3);
    await add(user, { amountMl: 400, date: threeDaysAgo });
    const week = (await day(user)).week;
    expect(week.find((d) => d.date === threeDaysAgo)?.totalMl).toBe(400);
    expect((await day(user, threeDaysAgo)).totalMl).toBe(400);
  });

  it("refuses negative, zero, absurd, non-numeric and future amounts with the field", async () => {
    const user = await createTestUser(ctx);
    for (const amountMl of [-250, 0, 0.2, 50_000, "a glass", null]) {
      const response = await add(user, { amountMl });
      expect(response.statusCode, String(amountMl)).toBe(400);
      expect(response.json().error.fields).toHaveProperty("amountMl");
    }
    const future = await add(user, { amountMl: 250, date: "2999-01-01" });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toHaveProperty("date");
    expect(
      (await ctx.call(waterApi.day, { query: { date: "nope" }, cookie: user.cookie })).statusCode,
    ).toBe(400);
  });

  it("keeps users apart", async () => {
    const owner = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    const id = (await add(owner, { amountMl: 300 })).json().id;
    expect((await day(other)).totalMl).toBe(0);
    expect(
      (await ctx.call(waterApi.remove, { params: { id }, cookie: other.cookie })).statusCode,
    ).toBe(404);
    expect((await day(owner)).totalMl).toBe(300);
    expect((await ctx.call(waterApi.add, { body: { amountMl: 250 } })).statusCode).toBe(401);
  });

  it("serves an imperial user: 8 fl oz is stored as 237 ml, the day says imperial, and reads back as 8.0 fl oz", async () => {
    const user = await createTestUser(ctx);
    const switched = await ctx.call(profileApi.update, {
      cookie: user.cookie,
      body: { unitSystem: "imperial" },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    // The screen converts what was typed in fl oz (US, 29.5735 ml) and rounds to whole ml, as the API stores.
    const added = await add(user, { amountMl: Math.round(flOzToMl(8)) });
    expect(added.statusCode).toBe(201);
    expect(added.json().amountMl).toBe(237);
    const today = await day(user);
    expect(today).toMatchObject({ unitSystem: "imperial", totalMl: 237, goalMl: 2000 });
    expect(formatVolume(today.totalMl, today.unitSystem)).toBe("8.0 fl oz");
    expect(formatVolume(today.goalMl, today.unitSystem)).toBe("67.6 fl oz");
  });
});

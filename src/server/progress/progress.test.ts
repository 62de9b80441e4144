import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CreateEntryBody } from "../../contract/meals";
import { progressApi, type ProgressResponse } from "../../contract/progress";
import type { EndpointSpec } from "../../contract/endpoint";
import { waterApi } from "../../contract/water";
import { weightApi } from "../../contract/weight";
import { workoutsApi } from "../../contract/workouts-api";
import { addDays, todayIn } from "../../domain/calendar";
import { logMealEntry } from "../meals/entries";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";
import { averageByWeek } from "./series";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const today = () => todayIn("UTC");
const daysAgo = (n: number) => addDays(today(), -n);

async function post(user: TestUser, endpoint: EndpointSpec, body: object): Promise<void> {
  const response = await ctx.call(endpoint, { body, cookie: user.cookie });
  if (response.statusCode >= 300)
    throw new Error(`${endpoint.method} ${endpoint.path}: ${response.statusCode} ${response.body}`);
}

async function progressOf(user: TestUser, from: string, to: string): Promise<ProgressResponse> {
  const response = await ctx.call(progressApi.get, { query: { from, to }, cookie: user.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProgressResponse>();
}

async function logFood(
  user: TestUser,
  date: string,
  kcal: number,
  macros: { proteinG: number; carbsG: number; fatG: number },
) {
  const body = CreateEntryBody.parse({
    date,
    meal: "lunch",
    kind: "quick",
    name: "Lunch",
    energyKcal: kcal,
    ...macros,
  });
  await logMealEntry(ctx.db, { userId: user.id, body });
}

describe("GET /api/progress", () => {
  it("brings weight with trend, calories against the target, macros, workouts a week and water", async () => {
    const user = await createTestUser(ctx);
    await post(user, weightApi.log, { date: daysAgo(10), weightKg: 82 });
    await post(user, weightApi.log, { date: daysAgo(3), weightKg: 81 });
    await post(user, weightApi.log, { date: today(), weightKg: 80 });
    await logFood(user, daysAgo(1), 1800, { proteinG: 100, carbsG: 200, fatG: 60 });
    await logFood(user, today(), 2200, { proteinG: 120, carbsG: 240, fatG: 80 });
    await post(user, waterApi.add, { date: daysAgo(1), amountMl: 500 });
    await post(user, waterApi.add, { date: daysAgo(1), amountMl: 250 });
    await post(user, workoutsApi.log, {
      date: today(),
      items: [{ exerciseId: "activity_running_6mph", durationMin: 30 }],
    });
    // Logged live: 45 minutes from start to end, the bench press without a duration of its own takes them all.
    await post(user, workoutsApi.log, {
      date: daysAgo(1),
      startedAt: `${daysAgo(1)}T18:00:00Z`,
      endedAt: `${daysAgo(1)}T18:45:00Z`,
      items: [
        {
          exerciseId: "Barbell_Bench_Press_-_Medium_Grip",
          sets: [
            { reps: 5, weightKg: 60 },
            { reps: 5, weightKg: 70 },
          ],
        },
      ],
    });

    const from = daysAgo(6);
    const progress = await progressOf(user, from, today());
    expect(progress).toMatchObject({
      from,
      to: today(),
      granularity: "day",
      unitSystem: "metric",
      weightUnit: "kg",
    });
    // The weigh-in of 10 days ago is outside the range but still starts the trend.
    expect(progress.weight.entries.map((e) => e.date)).toEqual([daysAgo(3), today()]);
    expect(progress.weight.entries[0]?.trendKg).toBeLessThan(82);
    expect(progress.weight.entries[0]?.trendKg).toBeGreaterThan(81);
    expect(progress.calories).toMatchObject({
      targetKcal: 2000,
      eaten: [
        { date: daysAgo(1), value: 1800 },
        { date: today(), value: 2200 },
      ],
      // Each workout at the weight of its day (the weigh-in on or before it): 3.5 MET (resistance
      // training) × 81 kg × 0.75 h yesterday; 9.8 MET × 80 kg × 0.5 h today.
      burned: [
        { date: daysAgo(1), value: 213 },
        { date: today(), value: 392 },
      ],
      averageEatenKcal: 2000,
      daysLogged: 2,
    });
    expect(progress.macros.averageG).toEqual({ protein: 110, carbs: 220, fat: 70 });
    // 110×4 + 220×4 + 70×9 = 1,950 kcal: protein 23%, carbs 45%, fat 32%.
    expect(progress.macros.percent).toEqual({ protein: 23, carbs: 45, fat: 32 });
    expect(progress.workouts.totals).toEqual({ minutes: 75, sessions: 2, kcal: 605 });
    expect(progress.workouts.weeks.reduce((sum, w) => sum + w.minutes, 0)).toBe(75);
    // Yesterday may fall in the week before (today a Monday): this week holds today's 30 minutes at least.
    expect(progress.workouts.weeks.at(-1)!.minutes).toBeGreaterThanOrEqual(30);
    expect(progress.water).toMatchObject({
      goalMl: 2000,
      points: [{ date: daysAgo(1), value: 750 }],
      averageMl: 750,
    });
  });

  it("answers empty series, not invented numbers, for a user with nothing logged", async () => {
    const user = await createTestUser(ctx);
    const progress = await progressOf(user, daysAgo(29), today());
    expect(progress.weight.entries).toEqual([]);
    expect(progress.calories).toMatchObject({
      eaten: [],
      burned: [],
      averageEatenKcal: null,
      daysLogged: 0,
    });
    expect(progress.macros.percent).toBeNull();
    expect(progress.water).toMatchObject({ points: [], averageMl: null });
    expect(progress.workouts.totals).toEqual({ minutes: 0, sessions: 0, kcal: 0 });
    expect(progress.workouts.weeks.every((w) => w.minutes === 0)).toBe(true);
  });

  it("groups a year by week", async () => {
    const user = await createTestUser(ctx);
    const progress = await progressOf(user, daysAgo(364), today());
    expect(progress.granularity).toBe("week");
    expect(progress.workouts.weeks.length).toBeGreaterThanOrEqual(52);
  });

  it("shows one user nothing of another's data", async () => {
    const owner = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    await post(owner, weightApi.log, { date: today(), weightKg: 70 });
    await post(owner, waterApi.add, { date: today(), amountMl: 300 });
    await logFood(owner, today(), 900, { proteinG: 10, carbsG: 10, fatG: 10 });
    await post(owner, workoutsApi.log, {
      date: today(),
      items: [{ exerciseId: "activity_yoga", durationMin: 60 }],
    });
    const seen = await progressOf(other, daysAgo(6), today());
    expect(seen.weight.entries).toEqual([]);
    expect(seen.calories.eaten).toEqual([]);
    expect(seen.water.points).toEqual([]);
    expect(seen.workouts.totals.sessions).toBe(0);
  });

  it("refuses a bad range with the field, and anonymous callers", async () => {
    const user = await createTestUser(ctx);
    const get = (query: TestCallInput["query"]) =>
      ctx.call(progressApi.get, { query, cookie: user.cookie });
    const reversed = await get({ from: today(), to: daysAgo(1) });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toHaveProperty("to");
    expect((await get({ from: daysAgo(800), to: today() })).json().error.fields).toHaveProperty(
      "to",
    );
    expect((await get({ from: "last-week", to: today() })).json().error.fields).toHaveProperty(
      "from",
    );
    expect((await get({})).statusCode).toBe(400);
    expect(
      (await ctx.call(progressApi.get, { query: { from: today(), to: today() } })).statusCode,
    ).toBe(401);
  });
});

describe("weekly series", () => {
  it("averages the logged days of each Monday-to-Sunday week", () => {
    const points = [
      { date: "2026-11-16", value: 1000 },
      { date: "2026-11-22", value: 2000 },
      { date: "2026-11-23", value: 500 },
    ];
    expect(averageByWeek(points)).toEqual([
      { date: "2026-11-16", value: 1500 },
      { date: "2026-11-23", value: 500 },
    ]);
  });
});

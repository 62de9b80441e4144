import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardApi, type Dashboard } from "../../contract/dashboard";
import { dateOfDayIndex, dayIndex, todayIn } from "../../domain/calendar";
import {
  exercises,
  mealEntries,
  waterEntries,
  weightEntries,
  workoutItems,
  workouts,
} from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { countStreak } from "./streak";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const dashboard = async (user: TestUser) => {
  const response = await ctx.call(dashboardApi.get, { cookie: user.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>();
};
const daysAgo = (n: number) => dateOfDayIndex(dayIndex(todayIn("UTC")) - n);

describe("streak", () => {
  it("counts days in a row up to today, or up to yesterday while today is empty", () => {
    const days = new Set(["2026-01-03", "2026-01-04", "2026-01-05"]);
    expect(countStreak(days, "2026-01-05")).toEqual({ days: 3, isTodayLogged: true });
    expect(countStreak(days, "2026-01-06")).toEqual({ days: 3, isTodayLogged: false });
    expect(countStreak(days, "2026-01-07")).toEqual({ days: 0, isTodayLogged: false });
  });
});

describe("GET /api/dashboard", () => {
  it("shows a new user's empty day and asks for goal set-up", async () => {
    const user = await createTestUser(ctx);
    const body = await dashboard(user);
    expect(body).toMatchObject({
      date: todayIn("UTC"),
      needsGoalSetup: true,
      goals: { caloriesKcal: 2000, waterMl: 2000 },
      food: { caloriesKcal: 0, entryCount: 0 },
      exerciseKcal: 0,
      caloriesRemaining: 2000,
      water: { totalMl: 0, goalMl: 2000 },
      weight: { latest: null, trendKg: null },
      streak: { days: 0, isTodayLogged: false },
    });
  });

  it("adds up today's food, exercise, water and weight from the user's own rows", async () => {
    const user = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    const today = todayIn("UTC");
    await ctx.db.insert(mealEntries).values([
      {
        userId: user.id,
        date: today,
        meal: "breakfast",
        kind: "quick",
        name: "Porridge",
        quantity: 1,
        unit: "serving",
        unitLabel: "serving",
        servings: 1,
        energyKcal: 450,
        proteinG: 20,
        carbsG: 60,
        fatG: 12,
        fiberG: 8,
      },
      {
        userId: other.id,
        date: today,
        meal: "lunch",
        kind: "quick",
        name: "Not mine",
        quantity: 1,
        unit: "serving",
        unitLabel: "serving",
        servings: 1,
        energyKcal: 999,
      },
    ]);
    const [exercise] = await ctx.db.select({ id: exercises.id }).from(exercises).limit(1);
    const [workout] = await ctx.db
      .insert(workouts)
      .values({ userId: user.id, date: today, bodyWeightKg: 80 })
      .returning();
    await ctx.db.insert(workoutItems).values({
      workoutId: workout!.id,
      position: 0,
      exerciseId: exercise!.id,
      durationMin: 30,
      met: 7,
      kcal: 280,
    });
    // A workout just started: its exercise has no duration yet and nothing burned, and it breaks nothing.
    const [live] = await ctx.db
      .insert(workouts)
      .values({ userId: user.id, date: today, bodyWeightKg: 80, startedAt: new Date() })
      .returning();
    await ctx.db.insert(workoutItems).values({
      workoutId: live!.id,
      position: 0,
      exerciseId: exercise!.id,
      durationMin: null,
      met: 3.5,
      kcal: 0,
    });
    const [others] = await ctx.db
      .insert(workouts)
      .values({ userId: other.id, date: today, bodyWeightKg: 90 })
      .returning();
    await ctx.db.insert(workoutItems).values({
      workoutId: others!.id,
      position: 0,
      exerciseId: exercise!.id,
      durationMin: 60,
      met: 7,
      kcal: 630,
    });
    await ctx.db.insert(waterEntries).values([
      { userId: user.id, date: today, amountMl: 500 },
      { userId: user.id, date: daysAgo(1), amountMl: 250 },
      { userId: other.id, date: today, amountMl: 750 },
    ]);
    await ctx.db.insert(weightEntries).values([
      { userId: user.id, date: daysAgo(2), weightKg: 81 },
      { userId: user.id, date: today, weightKg: 80 },
    ]);
    const body = await dashboard(user);
    expect(body.food).toMatchObject({ caloriesKcal: 450, proteinG: 20, entryCount: 1 });
    expect(body.exerciseKcal).toBe(280);
    expect(body.caloriesRemaining).toBe(2000 - 450 + 280);
    expect(body.water.totalMl).toBe(500);
    expect(body.weight.latest).toEqual({ date: today, weightKg: 80 });
    // 81 → day between (80.5): 80.95 → today (80): 80.855
    expect(body.weight.trendKg).toBeCloseTo(80.855, 5);
    expect(body.streak).toEqual({ days: 3, isTodayLogged: true });
  });

  it("needs a signed-in user", async () => {
    expect((await ctx.call(dashboardApi.get)).statusCode).toBe(401);
  });
});

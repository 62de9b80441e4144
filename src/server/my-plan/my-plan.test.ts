import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { myPlanApi, type MyPlan, type PlanUsage } from "../../contract/my-plan";
import { mealsApi } from "../../contract/meals-api";
import { workoutsApi } from "../../contract/workouts-api";
import { weightApi } from "../../contract/weight";
import { dateOfDayIndex, dayIndex, todayIn } from "../../domain/calendar";
import { mealEntries, profiles } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const myPlan = async (user: TestUser) => {
  const response = await ctx.call(myPlanApi.get, { cookie: user.cookie });
  expect(response.statusCode).toBe(200);
  return response.json<MyPlan>();
};
const usageOf = (plan: MyPlan) =>
  Object.fromEntries(plan.usage.map((u) => [u.limit, { used: u.used, max: u.max }])) as Record<
    PlanUsage["limit"],
    { used: number; max: number }
  >;
const logFood = (user: TestUser, date: string) =>
  ctx.call(mealsApi.logEntry, {
    cookie: user.cookie,
    body: { date, meal: "lunch", kind: "quick", energyKcal: 100 },
  });
const logWorkout = (user: TestUser, date: string) =>
  ctx.call(workoutsApi.log, {
    cookie: user.cookie,
    body: {
      date,
      bodyWeightKg: 70,
      items: [{ exerciseId: "activity_running_6mph", durationMin: 30 }],
    },
  });
const logWeight = (user: TestUser, date: string) =>
  ctx.call(weightApi.log, { cookie: user.cookie, body: { date, weightKg: 70 } });
const dayBefore = (date: string) => dateOfDayIndex(dayIndex(date) - 1);

describe("GET /api/plan", () => {
  it("answers only a signed-in user", async () => {
    expect((await ctx.call(myPlanApi.get)).statusCode).toBe(401);
  });

  it("shows a new user's Free plan in force, nothing used, and the three plans to compare", async () => {
    const plan = await myPlan(await createTestUser(ctx));
    expect(plan.current).toMatchObject({
      name: "Free",
      status: "active",
      inForce: true,
      expiresAt: null,
    });
    expect(plan.effective.name).toBe("Free");
    expect(usageOf(plan)).toEqual({
      meal_entries_per_day: { used: 0, max: 20 },
      workout_entries_per_month: { used: 0, max: 30 },
      weight_entries_per_month: { used: 0, max: 31 },
    });
    expect(plan.plans.map((p) => [p.name, p.isCurrent, p.priceMonthly])).toEqual([
      ["Free", true, 0],
      ["Premium", false, 999],
      ["Pro", false, 1999],
    ]);
    expect(plan.plans[2]).toMatchObject({
      priceYearly: 15999,
      limits: { meal_entries_per_day: -1 },
      flags: { api_access: true, client_management: true },
    });
  });

  it("counts what the limit checks count: today's foods, this month's workouts and weigh-ins", async () => {
    const user = await createTestUser(ctx);
    const today = todayIn("UTC");
    for (let i = 0; i < 3; i++) expect((await logFood(user, today)).statusCode).toBe(201);
    // Another day's food is another day's allowance.
    expect((await logFood(user, dayBefore(today))).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await logWorkout(user, today)).statusCode).toBe(201);
    expect((await logWeight(user, today)).statusCode).toBe(201);
    expect(usageOf(await myPlan(user))).toEqual({
      meal_entries_per_day: { used: 3, max: 20 },
      workout_entries_per_month: { used: 2, max: 30 },
      weight_entries_per_month: { used: 1, max: 31 },
    });
  });

  it("says 20 of 20 exactly when the next food is refused", async () => {
    const user = await createTestUser(ctx);
    const today = todayIn("UTC");
    await ctx.db.insert(mealEntries).values(
      Array.from({ length: 19 }, () => ({
        userId: user.id,
        date: today,
        meal: "lunch" as const,
        kind: "quick" as const,
        name: "Quick add",
        quantity: 1,
        unit: "serving" as const,
        unitLabel: "serving",
        servings: 1,
      })),
    );
    expect(usageOf(await myPlan(user)).meal_entries_per_day).toEqual({ used: 19, max: 20 });
    expect((await logFood(user, today)).statusCode).toBe(201);
    expect(usageOf(await myPlan(user)).meal_entries_per_day).toEqual({ used: 20, max: 20 });
    const refused = await logFood(user, today);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.details).toMatchObject({
      limit: "meal_entries_per_day",
      value: 20,
    });
    expect(usageOf(await myPlan(user)).meal_entries_per_day).toEqual({ used: 20, max: 20 });
  });

  it("counts the food of the user's own today, in their time zone", async () => {
    const user = await createTestUser(ctx);
    const timeZone = "Pacific/Kiritimati";
    await ctx.db.update(profiles).set({ timeZone }).where(eq(profiles.id, user.id));
    const theirToday = todayIn(timeZone);
    expect((await logFood(user, theirToday)).statusCode).toBe(201);
    const plan = await myPlan(user);
    expect(plan.today).toBe(theirToday);
    expect(usageOf(plan).meal_entries_per_day.used).toBe(1);
  });

  it("shows a lapsed Pro plan as not in force, with the Free plan's limits and flags", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    expect(usageOf(await myPlan(user)).meal_entries_per_day.max).toBe(-1);
    await ctx.db
      .update(profiles)
      .set({ planExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(profiles.id, user.id));
    const plan = await myPlan(user);
    expect(plan.current).toMatchObject({ name: "Pro", status: "active", inForce: false });
    expect(plan.effective).toMatchObject({
      name: "Free",
      flags: { api_access: false, data_export: false },
    });
    expect(usageOf(plan).meal_entries_per_day.max).toBe(20);
    expect(plan.plans.find((p) => p.isCurrent)?.name).toBe("Pro");
  });
});

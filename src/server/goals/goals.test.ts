import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goalsApi, type GoalSetupResponse, type GoalsResponse } from "../../contract/goals";
import { weightApi, type WeightPage } from "../../contract/weight";
import { UNDER_18_LOSE_MESSAGE, UNDER_18_RATE_MESSAGE } from "../../domain/energy";
import { dateOfDayIndex, dayIndex, todayIn } from "../../domain/calendar";
import { weightEntries } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const goals = async (user: TestUser) =>
  (await ctx.call(goalsApi.get, { cookie: user.cookie })).json<GoalsResponse>();
const targets = {
  caloriesKcal: 2200,
  macros: { mode: "percent", preset: "balanced", protein: 20, carbs: 50, fat: 30 },
  fiberG: 31,
  waterMl: 2000,
};
/** Born 15 years and a month ago (test users live in UTC), so 15 whatever today is. */
const fifteenYearsAgo = () => {
  const [year, month, day] = dateOfDayIndex(dayIndex(todayIn("UTC")) - 31).split("-");
  return `${Number(year) - 15}-${month}-${day === "29" && month === "02" ? "28" : day}`;
};
const setup = {
  ...targets,
  sex: "male",
  heightCm: 180,
  weightKg: 80,
  activityLevel: "moderate",
  goalType: "lose",
  weeklyRateKg: 0.5,
  goalWeightKg: 75,
};

describe("goals", () => {
  it("starts with server defaults and not set up", async () => {
    const user = await createTestUser(ctx);
    const body = await goals(user);
    expect(body.goals).toMatchObject({
      caloriesKcal: 2000,
      fiberG: 28,
      waterMl: 2000,
      isSetUp: false,
      weightUnit: "kg",
    });
    expect(body.about).toMatchObject({ sex: null, heightCm: null, latestWeightKg: null });
  });

  it("completes the wizard: profile sex and height, today's weigh-in, targets in grams", async () => {
    const user = await createTestUser(ctx);
    const response = await ctx.call(goalsApi.setUp, { cookie: user.cookie, body: setup });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().goals).toMatchObject({
      isSetUp: true,
      caloriesKcal: 2200,
      proteinG: 110,
      carbsG: 275,
      fatG: 73.3,
      macroMode: "percent",
      macroPreset: "balanced",
      activityLevel: "moderate",
      goalType: "lose",
      weeklyRateKg: 0.5,
      goalWeightKg: 75,
    });
    expect(response.json().about).toMatchObject({ sex: "male", heightCm: 180, latestWeightKg: 80 });
    expect(response.json<GoalSetupResponse>().weighIn).toBe("saved");
    expect(response.json<GoalSetupResponse>().weighInLimit).toBeUndefined();
    const weight = (await ctx.call(weightApi.page, { cookie: user.cookie })).json<WeightPage>();
    expect(weight.entries).toHaveLength(1);
    expect(weight.summary.bmi).toEqual({ scale: "adult", value: 24.7, category: "normal" });
    // Going through it again replaces today's weigh-in rather than asking.
    const again = await ctx.call(goalsApi.setUp, {
      cookie: user.cookie,
      body: { ...setup, weightKg: 79 },
    });
    expect(again.statusCode).toBe(200);
    expect((await goals(user)).about.latestWeightKg).toBe(79);
  });

  it("saves the goals of a Free user at the weight limit, leaving out only the weigh-in the limit refuses", async () => {
    const user = await createTestUser(ctx);
    // The Free plan's 31 weigh-ins created this month, on past days (none today).
    await ctx.db.insert(weightEntries).values(
      Array.from({ length: 31 }, (_, i) => ({
        userId: user.id,
        date: `2024-03-${String(i + 1).padStart(2, "0")}`,
        weightKg: 82,
      })),
    );
    const response = await ctx.call(goalsApi.setUp, { cookie: user.cookie, body: setup });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<GoalsResponse>().goals).toMatchObject({
      isSetUp: true,
      caloriesKcal: 2200,
      goalType: "lose",
      goalWeightKg: 75,
    });
    expect(response.json<GoalsResponse>().about).toMatchObject({
      sex: "male",
      heightCm: 180,
      latestWeightKg: 82,
    });
    // The answer says so, with the limit the wizard's plan-limit notice shows.
    expect(response.json<GoalSetupResponse>()).toMatchObject({
      weighIn: "skipped",
      weighInLimit: {
        limit: "weight_entries_per_month",
        value: 31,
        planName: "Free",
        upgrades: [{ name: "Premium" }, { name: "Pro" }],
      },
    });
    const weight = (await ctx.call(weightApi.page, { cookie: user.cookie })).json<WeightPage>();
    expect(weight.usage).toEqual({ used: 31, limit: 31 });
  });

  it("saves every target typed exactly, in grams", async () => {
    const user = await createTestUser(ctx);
    const payload = {
      caloriesKcal: 1850,
      macros: { mode: "grams", preset: "custom", protein: 123.4, carbs: 180, fat: 61 },
      fiberG: 30,
      waterMl: 2400,
    };
    const response = await ctx.call(goalsApi.save, { cookie: user.cookie, body: payload });
    expect(response.statusCode).toBe(200);
    expect(response.json().goals).toMatchObject({
      caloriesKcal: 1850,
      proteinG: 123.4,
      carbsG: 180,
      fatG: 61,
      fiberG: 30,
      waterMl: 2400,
      isSetUp: true,
    });
  });

  it("refuses bad targets with the field", async () => {
    const user = await createTestUser(ctx);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...targets, caloriesKcal: -100 }, "caloriesKcal"],
      [{ ...targets, caloriesKcal: 0 }, "caloriesKcal"],
      [{ ...targets, caloriesKcal: 500 }, "caloriesKcal"],
      [{ ...targets, caloriesKcal: 99999 }, "caloriesKcal"],
      [{ ...targets, caloriesKcal: "lots" }, "caloriesKcal"],
      [{ ...targets, waterMl: 0 }, "waterMl"],
      [{ ...targets, fiberG: -1 }, "fiberG"],
      [
        {
          ...targets,
          macros: { mode: "percent", preset: "custom", protein: 50, carbs: 50, fat: 30 },
        },
        "macros.fat",
      ],
      [
        {
          ...targets,
          macros: { mode: "grams", preset: "custom", protein: -5, carbs: 50, fat: 30 },
        },
        "macros.protein",
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await ctx.call(goalsApi.save, { cookie: user.cookie, body: payload });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.fields, field).toHaveProperty([field]);
    }
  });

  it("refuses wizard answers that contradict each other", async () => {
    const user = await createTestUser(ctx);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...setup, goalWeightKg: 85 }, "goalWeightKg"],
      [{ ...setup, goalType: "gain", weeklyRateKg: 0.8, goalWeightKg: 85 }, "weeklyRateKg"],
      [{ ...setup, weeklyRateKg: 0 }, "weeklyRateKg"],
      [{ ...setup, heightCm: 20 }, "heightCm"],
      [{ ...setup, weightKg: -80 }, "weightKg"],
      [{ ...setup, sex: "other" }, "sex"],
    ];
    for (const [payload, field] of cases) {
      const response = await ctx.call(goalsApi.setUp, { cookie: user.cookie, body: payload });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.fields, field).toHaveProperty([field]);
    }
    expect((await goals(user)).goals.isSetUp).toBe(false);
  });

  it("keeps users apart: each reads and writes only their own row", async () => {
    const a = await createTestUser(ctx);
    const b = await createTestUser(ctx);
    await ctx.call(goalsApi.save, { cookie: a.cookie, body: { ...targets, caloriesKcal: 1900 } });
    expect((await goals(b)).goals.caloriesKcal).toBe(2000);
    expect((await goals(a)).goals.caloriesKcal).toBe(1900);
    expect((await ctx.call(goalsApi.get)).statusCode).toBe(401);
  });

  it("refuses a weight-loss goal under 18, naming the goal, and stores nothing", async () => {
    const teen = await createTestUser(ctx, { birthday: fifteenYearsAgo() });
    expect((await goals(teen)).about.ageYears).toBe(15);
    const response = await ctx.call(goalsApi.setUp, {
      cookie: teen.cookie,
      body: { ...setup, sex: "female", heightCm: 160, weightKg: 55, goalWeightKg: 50 },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toEqual({ goalType: UNDER_18_LOSE_MESSAGE });
    const after = await goals(teen);
    expect(after.goals.isSetUp).toBe(false);
    expect(after.about).toMatchObject({ sex: null, heightCm: null, latestWeightKg: null });
  });

  it("keeps maintain and gain under 18 at rate 0, refusing a weekly gain rate", async () => {
    const teen = await createTestUser(ctx, { birthday: fifteenYearsAgo() });
    const teenSetup = { ...setup, sex: "female", heightCm: 160, weightKg: 50 };
    const rated = await ctx.call(goalsApi.setUp, {
      cookie: teen.cookie,
      body: { ...teenSetup, goalType: "gain", weeklyRateKg: 0.25, goalWeightKg: 52 },
    });
    expect(rated.statusCode, rated.body).toBe(400);
    expect(rated.json().error.fields).toEqual({ weeklyRateKg: UNDER_18_RATE_MESSAGE });

    const gain = await ctx.call(goalsApi.setUp, {
      cookie: teen.cookie,
      body: { ...teenSetup, goalType: "gain", weeklyRateKg: 0, goalWeightKg: 52 },
    });
    expect(gain.statusCode, gain.body).toBe(200);
    expect(gain.json<GoalSetupResponse>().goals).toMatchObject({
      isSetUp: true,
      goalType: "gain",
      weeklyRateKg: 0,
      goalWeightKg: 52,
    });

    const maintain = await ctx.call(goalsApi.setUp, {
      cookie: teen.cookie,
      body: { ...teenSetup, goalType: "maintain", weeklyRateKg: 0, goalWeightKg: null },
    });
    expect(maintain.statusCode, maintain.body).toBe(200);
    expect(maintain.json<GoalSetupResponse>().goals).toMatchObject({
      goalType: "maintain",
      weeklyRateKg: 0,
      goalWeightKg: null,
    });
  });

  it("refuses a typed goal weight below the latest weigh-in under 18, keeping one at or above it", async () => {
    const teen = await createTestUser(ctx, { birthday: fifteenYearsAgo() });
    const weighIn = await ctx.call(weightApi.log, {
      cookie: teen.cookie,
      body: { date: todayIn("UTC"), weightKg: 50 },
    });
    expect(weighIn.statusCode, weighIn.body).toBe(201);
    const lower = await ctx.call(goalsApi.save, {
      cookie: teen.cookie,
      body: { ...targets, goalWeightKg: 47 },
    });
    expect(lower.statusCode, lower.body).toBe(400);
    expect(lower.json().error.fields).toEqual({ goalWeightKg: UNDER_18_LOSE_MESSAGE });
    expect((await goals(teen)).goals.goalWeightKg).toBeNull();
    const higher = await ctx.call(goalsApi.save, {
      cookie: teen.cookie,
      body: { ...targets, goalWeightKg: 52 },
    });
    expect(higher.statusCode, higher.body).toBe(200);
    expect(higher.json<GoalsResponse>().goals.goalWeightKg).toBe(52);
  });
});

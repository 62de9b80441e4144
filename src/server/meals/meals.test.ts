import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foodsApi, type CustomFood } from "../../contract/foods";
import type { DiaryDay, MealEntry, RecentFoods } from "../../contract/meals";
import { mealsApi } from "../../contract/meals-api";
import { profileApi } from "../../contract/profile";
import { eq } from "drizzle-orm";
import { nutritionGoals, profiles } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { getDailyNutritionTotals, getDayNutritionTotals } from "./totals";
import { todayIn } from "../../domain/calendar";

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({}, { foods: true });
  alice = await createTestUser(ctx, { plan: "Pro" });
  bob = await createTestUser(ctx, { plan: "Pro" });
});
afterAll(() => ctx.close());

const chicken = { kind: "usda", foodId: "05064", quantity: 150, unit: "g" } as const;
const log = (user: TestUser, body: object) =>
  ctx.call(mealsApi.logEntry, { cookie: user.cookie, body });
const day = async (user: TestUser, date: string) =>
  (await ctx.call(mealsApi.day, { query: { date }, cookie: user.cookie })).json<DiaryDay>();

describe("logging food", () => {
  it("stores 150 g of roasted chicken breast as about 248 kcal, with totals per meal and day", async () => {
    const response = await log(alice, { date: "2026-03-02", meal: "lunch", ...chicken });
    expect(response.statusCode).toBe(201);
    const entry = response.json<MealEntry>();
    expect(entry.nutrients.energyKcal).toBe(247.5);
    expect(entry.grams).toBe(150);
    const diary = await day(alice, "2026-03-02");
    expect(diary.meals.lunch.totals.energyKcal).toBe(247.5);
    expect(diary.day.count).toBe(1);
    expect(
      await getDayNutritionTotals(ctx.db, { userId: alice.id, date: "2026-03-02" }),
    ).toMatchObject({
      caloriesKcal: 248,
      proteinG: 46.5,
      entryCount: 1,
    });
  });

  it("weighs ounces and USDA household portions", async () => {
    const oz = (
      await log(alice, { date: "2026-03-03", meal: "dinner", ...chicken, quantity: 4, unit: "oz" })
    ).json<MealEntry>();
    expect(oz.grams).toBeCloseTo(113.4, 1);
    const portion = (
      await log(alice, {
        date: "2026-03-03",
        meal: "dinner",
        kind: "usda",
        foodId: "09003",
        quantity: 1,
        unit: "portion",
        portionSeq: 1,
      })
    ).json<MealEntry>();
    // SR28 portion 1 of raw apples (09003): "1 cup, quartered or chopped" = 125 g.
    expect(portion).toMatchObject({
      unitLabel: "cup, quartered or chopped",
      grams: 125,
      portionSeq: 1,
    });
    expect(portion.nutrients.energyKcal).toBe(65);
  });

  it("keeps unknown values unknown and counts them in the totals", async () => {
    const food = (
      await ctx.call(foodsApi.createCustomFood, {
        cookie: alice.cookie,
        body: { name: "Bar", basis: "per_serving", nutrients: { energyKcal: 200 } },
      })
    ).json<CustomFood>();
    await log(alice, {
      date: "2026-03-04",
      meal: "snacks",
      kind: "custom",
      customFoodId: food.id,
      quantity: 2,
      unit: "serving",
    });
    await log(alice, { date: "2026-03-04", meal: "snacks", ...chicken });
    const diary = await day(alice, "2026-03-04");
    expect(diary.day.totals.energyKcal).toBe(647.5);
    expect(diary.day.unknownCount.sodiumMg).toBe(1);
    expect(diary.day.unknownCount.energyKcal).toBe(0);
  });

  it("quick-adds calories with optional macros", async () => {
    const quick = await log(alice, {
      date: "2026-03-05",
      meal: "breakfast",
      kind: "quick",
      energyKcal: 300,
      proteinG: 10,
    });
    expect(quick.statusCode).toBe(201);
    expect(quick.json<MealEntry>().nutrients).toMatchObject({
      energyKcal: 300,
      proteinG: 10,
      fatG: null,
    });
  });

  it.each([
    ["negative", -5],
    ["zero", 0],
    ["absurd", 5001],
    ["non-numeric", "lots"],
  ])("refuses a %s amount with the field", async (_label, quantity) => {
    const response = await log(alice, { date: "2026-03-06", meal: "lunch", ...chicken, quantity });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.quantity).toBeTruthy();
  });

  it("answers 404 for another user's custom food or recipe, as if it did not exist", async () => {
    const food = (
      await ctx.call(foodsApi.createCustomFood, {
        cookie: alice.cookie,
        body: { name: "Alice bar", basis: "per_100g", nutrients: { energyKcal: 400 } },
      })
    ).json<CustomFood>();
    const recipe = (
      await ctx.call(foodsApi.createRecipe, {
        cookie: alice.cookie,
        body: { name: "Alice stew", servings: 2, ingredients: [{ foodId: "05064", grams: 300 }] },
      })
    ).json<{ id: string }>();
    const viaFood = await log(bob, {
      date: "2026-03-06",
      meal: "lunch",
      kind: "custom",
      customFoodId: food.id,
      quantity: 50,
      unit: "g",
    });
    expect(viaFood.statusCode).toBe(404);
    const viaRecipe = await log(bob, {
      date: "2026-03-06",
      meal: "lunch",
      kind: "recipe",
      recipeId: recipe.id,
      quantity: 1,
      unit: "serving",
    });
    expect(viaRecipe.statusCode).toBe(404);
    expect((await day(bob, "2026-03-06")).entries).toEqual([]);
  });

  it.each([
    ["negative", -100, "Calories cannot be negative"],
    ["over 10,000", 10001, "At most 10,000 kcal"],
    ["non-numeric", "many", "Calories must be a number"],
  ])(
    "refuses a %s quick-add calorie figure with the field",
    async (_label, energyKcal, message) => {
      const response = await log(alice, {
        date: "2026-03-06",
        meal: "snacks",
        kind: "quick",
        energyKcal,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.energyKcal).toBe(message);
    },
  );

  it("refuses an empty quick add (zero calories, no macros), which would only use up the day's allowance", async () => {
    const response = await log(alice, {
      date: "2026-03-06",
      meal: "snacks",
      kind: "quick",
      energyKcal: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.energyKcal).toBe(
      "Enter the calories, or at least one macro",
    );
    const macrosOnly = await log(alice, {
      date: "2026-03-06",
      meal: "snacks",
      kind: "quick",
      energyKcal: 0,
      proteinG: 20,
    });
    expect(macrosOnly.statusCode).toBe(201);
  });

  it("refuses a bad date and an unknown meal with the field", async () => {
    const badDate = await log(alice, { date: "2026-02-30", meal: "lunch", ...chicken });
    expect(badDate.json().error.fields.date).toBeTruthy();
    const badMeal = await log(alice, { date: "2026-03-06", meal: "brunch", ...chicken });
    expect(badMeal.json().error.fields.meal).toBeTruthy();
  });
});

describe("editing entries", () => {
  it("changes the amount, moves between meals and deletes", async () => {
    const entry = (
      await log(alice, { date: "2026-03-07", meal: "lunch", ...chicken })
    ).json<MealEntry>();
    const params = { id: entry.id };
    const edited = (
      await ctx.call(mealsApi.updateEntry, {
        params,
        cookie: alice.cookie,
        body: { quantity: 200, meal: "dinner" },
      })
    ).json<MealEntry>();
    expect(edited).toMatchObject({ meal: "dinner", grams: 200 });
    expect(edited.nutrients.energyKcal).toBe(330);
    for (const quantity of [9000, -1, 0, "two"]) {
      const refused = await ctx.call(mealsApi.updateEntry, {
        params,
        cookie: alice.cookie,
        body: { quantity },
      });
      expect(refused.statusCode, String(quantity)).toBe(400);
      expect(refused.json().error.fields.quantity, String(quantity)).toBeTruthy();
    }
    expect((await day(alice, "2026-03-07")).entries[0]!.grams).toBe(200);
    expect(
      (await ctx.call(mealsApi.removeEntry, { params, cookie: alice.cookie })).statusCode,
    ).toBe(200);
    expect((await day(alice, "2026-03-07")).entries).toEqual([]);
  });

  it("keeps history when a custom food is edited later (nutrient snapshot)", async () => {
    const payload = { name: "Muffin", basis: "per_100g", nutrients: { energyKcal: 400 } };
    const food = (
      await ctx.call(foodsApi.createCustomFood, { cookie: alice.cookie, body: payload })
    ).json<CustomFood>();
    await log(alice, {
      date: "2026-03-08",
      meal: "snacks",
      kind: "custom",
      customFoodId: food.id,
      quantity: 50,
      unit: "g",
    });
    await ctx.call(foodsApi.updateCustomFood, {
      params: { id: food.id },
      cookie: alice.cookie,
      body: { ...payload, nutrients: { energyKcal: 100 } },
    });
    expect((await day(alice, "2026-03-08")).day.totals.energyKcal).toBe(200);
  });

  it("never lets one user read or change another's entries: 404, not 403", async () => {
    const entry = (
      await log(alice, { date: "2026-03-09", meal: "lunch", ...chicken })
    ).json<MealEntry>();
    const params = { id: entry.id };
    expect(
      (await ctx.call(mealsApi.updateEntry, { params, cookie: bob.cookie, body: { quantity: 1 } }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.call(mealsApi.removeEntry, { params, cookie: bob.cookie })).statusCode).toBe(
      404,
    );
    expect((await day(bob, "2026-03-09")).entries).toEqual([]);
    const copy = await ctx.call(mealsApi.copy, {
      cookie: bob.cookie,
      body: { fromDate: "2026-03-09", toDate: "2026-03-10" },
    });
    expect(copy.statusCode).toBe(400);
    expect((await day(alice, "2026-03-09")).entries).toHaveLength(1);
  });
});

describe("fast logging", () => {
  it("copies a meal or a whole day", async () => {
    await log(alice, { date: "2026-04-01", meal: "breakfast", kind: "quick", energyKcal: 100 });
    await log(alice, { date: "2026-04-01", meal: "lunch", ...chicken });
    const meal = await ctx.call(mealsApi.copy, {
      cookie: alice.cookie,
      body: { fromDate: "2026-04-01", toDate: "2026-04-02", meal: "lunch" },
    });
    expect(meal.json()).toEqual({ copied: 1 });
    const whole = await ctx.call(mealsApi.copy, {
      cookie: alice.cookie,
      body: { fromDate: "2026-04-01", toDate: "2026-04-03" },
    });
    expect(whole.json()).toEqual({ copied: 2 });
    expect((await day(alice, "2026-04-03")).day.totals.energyKcal).toBe(347.5);
    const totals = await getDailyNutritionTotals(ctx.db, {
      userId: alice.id,
      from: "2026-04-01",
      to: "2026-04-30",
    });
    expect(totals.map((t) => [t.date, t.entryCount])).toEqual([
      ["2026-04-01", 2],
      ["2026-04-02", 1],
      ["2026-04-03", 2],
    ]);
  });

  it("lists recent and frequent foods with the last amount used", async () => {
    const { recent, frequent } = (
      await ctx.call(mealsApi.recent, { cookie: alice.cookie })
    ).json<RecentFoods>();
    expect(recent.some((r) => r.foodId === "05064" && r.quantity === 150)).toBe(true);
    expect(frequent[0]!.foodId).toBe("05064");
    const other = (await ctx.call(mealsApi.recent, { cookie: bob.cookie })).json<RecentFoods>();
    expect(other.recent).toEqual([]);
  });
});

describe("plan limit meal_entries_per_day", () => {
  const fill = async (user: TestUser, date: string, n: number) => {
    for (let i = 0; i < n; i += 1) {
      const r = await log(user, { date, meal: "snacks", kind: "quick", energyKcal: 1 });
      expect(r.statusCode).toBe(201);
    }
  };

  it.each([
    ["Free", 20],
    ["Premium", 60],
  ] as const)(
    "stops a %s user after %i entries a day with the plan's details",
    async (plan, max) => {
      const user = await createTestUser(ctx, { plan });
      await fill(user, "2026-05-01", max);
      const refused = await log(user, {
        date: "2026-05-01",
        meal: "snacks",
        kind: "quick",
        energyKcal: 1,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: "plan_limit",
        details: { limit: "meal_entries_per_day", value: max },
      });
      expect(
        (await log(user, { date: "2026-05-02", meal: "snacks", kind: "quick", energyKcal: 1 }))
          .statusCode,
      ).toBe(201);
      const copy = await ctx.call(mealsApi.copy, {
        cookie: user.cookie,
        body: { fromDate: "2026-05-01", toDate: "2026-05-03" },
      });
      expect(copy.statusCode).toBe(201);
      const copyAgain = await ctx.call(mealsApi.copy, {
        cookie: user.cookie,
        body: { fromDate: "2026-05-01", toDate: "2026-05-02" },
      });
      expect(copyAgain.statusCode).toBe(403);
    },
  );

  it("never stops a Pro user", async () => {
    await fill(alice, "2026-05-01", 70);
    expect((await day(alice, "2026-05-01")).limit).toEqual({ used: 70, max: -1 });
  });
});

describe("the diary day's plan and targets, read with its entries", () => {
  it("counts a lapsed Pro plan by the Free plan's allowance, on an empty day and a logged one", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    await ctx.db.update(profiles).set({ planStatus: "past_due" }).where(eq(profiles.id, user.id));
    expect((await day(user, "2026-06-01")).limit).toEqual({ used: 0, max: 20 });
    await log(user, { date: "2026-06-01", meal: "lunch", kind: "quick", energyKcal: 300 });
    expect((await day(user, "2026-06-01")).limit).toEqual({ used: 1, max: 20 });
    await ctx.db.update(profiles).set({ planStatus: "active" }).where(eq(profiles.id, user.id));
    expect((await day(user, "2026-06-01")).limit).toEqual({ used: 1, max: -1 });
  });

  it("gives a user who never saved goals the default targets and keeps them, and a user's own targets", async () => {
    const user = await createTestUser(ctx);
    await ctx.db.delete(nutritionGoals).where(eq(nutritionGoals.userId, user.id));
    expect((await day(user, "2026-06-01")).targets).toEqual({
      energyKcal: 2000,
      proteinG: 75,
      carbsG: 250,
      fatG: 67,
    });
    expect(
      await ctx.db.select().from(nutritionGoals).where(eq(nutritionGoals.userId, user.id)),
    ).toHaveLength(1);
    await ctx.db
      .update(nutritionGoals)
      .set({ caloriesKcal: 1800, proteinG: 120 })
      .where(eq(nutritionGoals.userId, user.id));
    expect((await day(user, "2026-06-01")).targets).toMatchObject({
      energyKcal: 1800,
      proteinG: 120,
    });
  });
});

describe("the diary's today", () => {
  it("is the date in the user's own time zone, from the next request after they change it", async () => {
    const carol = await createTestUser(ctx);
    const setZone = (timeZone: string) =>
      ctx.call(profileApi.update, { cookie: carol.cookie, body: { timeZone } });
    const todayOf = async () =>
      (await ctx.call(mealsApi.day, { cookie: carol.cookie })).json<DiaryDay>();

    expect((await setZone("Pacific/Kiritimati")).statusCode).toBe(200);
    const east = await todayOf();
    expect(east.today).toBe(todayIn("Pacific/Kiritimati"));
    expect(east.date).toBe(east.today);

    expect((await setZone("Pacific/Pago_Pago")).statusCode).toBe(200);
    expect((await todayOf()).today).toBe(todayIn("Pacific/Pago_Pago"));
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foodsApi, type CustomFood } from "../../contract/foods";
import type { DiaryDay, MealEntry } from "../../contract/meals";
import type {
  CreateSavedMealResponse,
  DeleteEntryResponse,
  SavedMeal,
  SavedMeals,
} from "../../contract/saved-meals";
import { mealsApi } from "../../contract/meals-api";
import type { EndpointSpec } from "../../contract/endpoint";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({}, { foods: true });
  alice = await createTestUser(ctx, { plan: "Pro" });
  bob = await createTestUser(ctx, { plan: "Pro" });
});
afterAll(() => ctx.close());

const send = (user: TestUser, endpoint: EndpointSpec, input: TestCallInput = {}) =>
  ctx.call(endpoint, { ...input, cookie: user.cookie });
const log = (user: TestUser, body: object) => send(user, mealsApi.logEntry, { body });
const day = async (user: TestUser, date: string) =>
  (await send(user, mealsApi.day, { query: { date } })).json<DiaryDay>();
const oats = {
  kind: "usda",
  foodId: "08121",
  quantity: 1,
  unit: "portion",
  portionSeq: 1,
} as const;
const apple = { kind: "usda", foodId: "09003", quantity: 150, unit: "g" } as const;

describe("the diary's targets", () => {
  it("gives the day's kcal and macro targets from the user's goals", async () => {
    const diary = await day(alice, "2026-01-10");
    expect(diary.targets).toEqual({ energyKcal: 2000, proteinG: 75, carbsG: 250, fatG: 67 });
  });
});

describe("undoing a delete", () => {
  it("hands back the deleted entry and writes it back exactly: same id, meal, amount, name, nutrients and place", async () => {
    const first = (
      await log(alice, { date: "2026-01-11", meal: "breakfast", ...oats })
    ).json<MealEntry>();
    await log(alice, { date: "2026-01-11", meal: "breakfast", ...apple });
    const before = await day(alice, "2026-01-11");
    const deleted = await send(alice, mealsApi.removeEntry, { params: { id: first.id } });
    expect(deleted.statusCode).toBe(200);
    const { entry } = deleted.json<DeleteEntryResponse>();
    expect(entry).toMatchObject({
      id: first.id,
      meal: "breakfast",
      quantity: 1,
      unit: "portion",
      portionSeq: 1,
      name: first.name,
    });
    expect((await day(alice, "2026-01-11")).entries).toHaveLength(1);
    const restored = await send(alice, mealsApi.restoreEntry, { body: entry });
    expect(restored.statusCode).toBe(201);
    expect(restored.json<MealEntry>()).toEqual(first);
    expect(await day(alice, "2026-01-11")).toEqual(before);
  });

  it("restores what follows from a large amount: 5 kg of salt, 300 servings of a food with 10 g servings", async () => {
    const crumbs = (
      await send(alice, foodsApi.createCustomFood, {
        body: {
          name: "Crumbs",
          basis: "per_serving",
          servingGrams: 10,
          nutrients: { energyKcal: 40 },
        },
      })
    ).json<CustomFood>();
    for (const food of [
      { kind: "usda", foodId: "02047", quantity: 5000, unit: "g" },
      { kind: "custom", customFoodId: crumbs.id, quantity: 3000, unit: "g" },
    ]) {
      const made = (
        await log(alice, { date: "2026-01-15", meal: "dinner", ...food })
      ).json<MealEntry>();
      const { entry } = (
        await send(alice, mealsApi.removeEntry, { params: { id: made.id } })
      ).json<DeleteEntryResponse>();
      const restored = await send(alice, mealsApi.restoreEntry, { body: entry });
      expect(restored.statusCode, restored.body).toBe(201);
      expect(restored.json<MealEntry>()).toEqual(made);
    }
  });

  it("refuses a second undo of the same entry with 409", async () => {
    const made = (
      await log(alice, { date: "2026-01-12", meal: "lunch", ...apple })
    ).json<MealEntry>();
    const { entry } = (
      await send(alice, mealsApi.removeEntry, { params: { id: made.id } })
    ).json<DeleteEntryResponse>();
    expect((await send(alice, mealsApi.restoreEntry, { body: entry })).statusCode).toBe(201);
    expect((await send(alice, mealsApi.restoreEntry, { body: entry })).statusCode).toBe(409);
  });

  it("puts a restored entry in the diary of whoever asks, and drops links to another user's foods", async () => {
    const bobsFood = (
      await send(bob, foodsApi.createCustomFood, {
        body: { name: "Bob's bar", basis: "per_serving", nutrients: { energyKcal: 250 } },
      })
    ).json<CustomFood>();
    const bobs = (
      await log(bob, {
        date: "2026-01-13",
        meal: "snacks",
        kind: "custom",
        customFoodId: bobsFood.id,
        quantity: 1,
        unit: "serving",
      })
    ).json<MealEntry>();
    const { entry } = (
      await send(bob, mealsApi.removeEntry, { params: { id: bobs.id } })
    ).json<DeleteEntryResponse>();
    const restored = await send(alice, mealsApi.restoreEntry, { body: entry });
    expect(restored.statusCode).toBe(201);
    expect(restored.json<MealEntry>().customFoodId).toBeNull();
    expect((await day(bob, "2026-01-13")).entries).toEqual([]);
    expect((await day(alice, "2026-01-13")).entries.map((e) => e.id)).toEqual([bobs.id]);
  });

  it("answers 404 when deleting another user's entry, and 400 naming the field of a bad snapshot", async () => {
    const made = (
      await log(alice, { date: "2026-01-14", meal: "lunch", ...apple })
    ).json<MealEntry>();
    expect((await send(bob, mealsApi.removeEntry, { params: { id: made.id } })).statusCode).toBe(
      404,
    );
    const { entry } = (
      await send(alice, mealsApi.removeEntry, { params: { id: made.id } })
    ).json<DeleteEntryResponse>();
    for (const [field, value] of [
      ["meal", "brunch"],
      ["quantity", -1],
      ["date", "2026-02-30"],
      ["createdAt", "yesterday"],
      ["foodId", "x"],
    ] as const) {
      const response = await send(alice, mealsApi.restoreEntry, {
        body: { ...entry, [field]: value },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.fields[field], field).toBeTruthy();
    }
    const nutrient = await send(alice, mealsApi.restoreEntry, {
      body: { ...entry, nutrients: { ...entry.nutrients, energyKcal: -5 } },
    });
    expect(nutrient.statusCode).toBe(400);
    expect(Object.keys(nutrient.json().error.fields)).toEqual(["nutrients.energyKcal"]);
  });
});

describe("saved meals", () => {
  async function saveBreakfast(user: TestUser, date: string, name = "Usual breakfast") {
    await log(user, { date, meal: "breakfast", ...oats });
    await log(user, { date, meal: "breakfast", ...apple });
    await log(user, { date, meal: "breakfast", kind: "quick", energyKcal: 90 });
    return send(user, mealsApi.createSaved, { body: { name, date, meal: "breakfast" } });
  }

  it("saves a meal's foods (quick adds skipped), lists it and logs it in one request to another meal and day", async () => {
    const created = await saveBreakfast(alice, "2026-01-20");
    expect(created.statusCode).toBe(201);
    const meal = created.json<CreateSavedMealResponse>();
    expect(meal.skipped).toBe(1);
    expect(meal.items.map((i) => [i.kind, i.foodId, i.quantity, i.unit, i.portionSeq])).toEqual([
      ["usda", "08121", 1, "portion", 1],
      ["usda", "09003", 150, "g", null],
    ]);
    expect(meal.items.every((i) => i.name)).toBe(true);
    expect(
      (await send(alice, mealsApi.savedList)).json<SavedMeals>().items.map((m) => m.id),
    ).toContain(meal.id);
    const logged = await send(alice, mealsApi.logSaved, {
      params: { id: meal.id },
      body: { date: "2026-01-21", meal: "dinner" },
    });
    expect(logged.statusCode).toBe(201);
    expect(logged.json()).toEqual({ logged: 2 });
    const target = await day(alice, "2026-01-21");
    const source = await day(alice, "2026-01-20");
    // One transaction gives its rows one created_at, so the diary orders them by name (as a copied meal).
    expect(target.entries.map((e) => [e.meal, e.foodId, e.grams]).sort()).toEqual([
      ["dinner", "08121", source.entries[0]!.grams],
      ["dinner", "09003", 150],
    ]);
    expect(target.meals.dinner.totals.energyKcal).toBeCloseTo(
      source.meals.breakfast.totals.energyKcal - 90,
      5,
    );
  });

  it("renames and deletes; another user can neither see, rename, delete nor log it", async () => {
    const meal = (await saveBreakfast(alice, "2026-01-22", "Oats")).json<SavedMeal>();
    expect((await send(bob, mealsApi.savedList)).json<SavedMeals>().items).toEqual([]);
    expect(
      (await send(bob, mealsApi.renameSaved, { params: { id: meal.id }, body: { name: "Mine" } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send(bob, mealsApi.logSaved, {
          params: { id: meal.id },
          body: { date: "2026-01-22", meal: "lunch" },
        })
      ).statusCode,
    ).toBe(404);
    expect((await send(bob, mealsApi.removeSaved, { params: { id: meal.id } })).statusCode).toBe(
      404,
    );
    expect((await day(bob, "2026-01-22")).entries).toEqual([]);
    const renamed = await send(alice, mealsApi.renameSaved, {
      params: { id: meal.id },
      body: { name: "  Porridge and apple " },
    });
    expect(renamed.json<SavedMeal>().name).toBe("Porridge and apple");
    expect((await send(alice, mealsApi.removeSaved, { params: { id: meal.id } })).statusCode).toBe(
      200,
    );
    expect(
      (
        await send(alice, mealsApi.logSaved, {
          params: { id: meal.id },
          body: { date: "2026-01-22", meal: "lunch" },
        })
      ).statusCode,
    ).toBe(404);
  });

  it.each([
    ["name", { name: "", date: "2026-01-23", meal: "breakfast" }],
    ["name", { name: "x".repeat(81), date: "2026-01-23", meal: "breakfast" }],
    ["date", { name: "A", date: "23/01/2026", meal: "breakfast" }],
    ["meal", { name: "A", date: "2026-01-23", meal: "elevenses" }],
  ])("refuses a bad %s with 400 naming it", async (field, payload) => {
    const response = await send(alice, mealsApi.createSaved, { body: payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBeTruthy();
  });

  it("refuses to save an empty meal or one of quick adds only, naming the meal", async () => {
    const empty = await send(alice, mealsApi.createSaved, {
      body: { name: "A", date: "2026-01-24", meal: "lunch" },
    });
    expect(empty.json().error.fields.meal).toBe("Nothing was logged in that meal");
    await log(alice, { date: "2026-01-24", meal: "lunch", kind: "quick", energyKcal: 300 });
    const quick = await send(alice, mealsApi.createSaved, {
      body: { name: "A", date: "2026-01-24", meal: "lunch" },
    });
    expect(quick.statusCode).toBe(400);
    expect(quick.json().error.fields.meal).toMatch(/Quick adds/);
  });

  it("checks the plan's daily allowance for all the foods at once: nothing is logged past it", async () => {
    const carol = await createTestUser(ctx, { plan: "Free" });
    const meal = (await saveBreakfast(carol, "2026-01-25")).json<SavedMeal>();
    for (let i = 0; i < 19; i++)
      await log(carol, { date: "2026-01-26", meal: "snacks", kind: "quick", energyKcal: 10 });
    const refused = await send(carol, mealsApi.logSaved, {
      params: { id: meal.id },
      body: { date: "2026-01-26", meal: "lunch" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "plan_limit",
      details: { limit: "meal_entries_per_day", value: 20 },
    });
    expect((await day(carol, "2026-01-26")).entries).toHaveLength(19);
  });

  it("refuses the whole log with 409 when one of its foods was deleted, logging none of them", async () => {
    const bar = (
      await send(alice, foodsApi.createCustomFood, {
        body: { name: "Seed bar", basis: "per_serving", nutrients: { energyKcal: 180 } },
      })
    ).json<CustomFood>();
    await log(alice, { date: "2026-01-27", meal: "snacks", ...apple });
    await log(alice, {
      date: "2026-01-27",
      meal: "snacks",
      kind: "custom",
      customFoodId: bar.id,
      quantity: 1,
      unit: "serving",
    });
    const meal = (
      await send(alice, mealsApi.createSaved, {
        body: { name: "Snack", date: "2026-01-27", meal: "snacks" },
      })
    ).json<SavedMeal>();
    await send(alice, foodsApi.removeCustomFood, { params: { id: bar.id } });
    const listed = (await send(alice, mealsApi.savedList))
      .json<SavedMeals>()
      .items.find((m) => m.id === meal.id)!;
    expect(listed.items.map((i) => i.name === null)).toEqual([false, true]);
    const response = await send(alice, mealsApi.logSaved, {
      params: { id: meal.id },
      body: { date: "2026-01-28", meal: "snacks" },
    });
    expect(response.statusCode).toBe(409);
    expect((await day(alice, "2026-01-28")).entries).toEqual([]);
  });
});

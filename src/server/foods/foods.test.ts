import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  foodsApi,
  type CustomFood,
  type FoodSearchResponse,
  type Recipe,
  type UsdaFood,
} from "../../contract/foods";
import type { DiaryDay } from "../../contract/meals";
import { mealsApi } from "../../contract/meals-api";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { seedFoods, SR28_FOOD_COUNT, SR28_PORTION_COUNT } from "./seed";
import { customFoods, foodPortions, foods, seedMarkers } from "../db/schema";
import { count, eq, like } from "drizzle-orm";

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({}, { foods: true });
  alice = await createTestUser(ctx);
  bob = await createTestUser(ctx);
});
afterAll(() => ctx.close());

const search = async (user: TestUser, q: string, page = 1) => {
  const response = await ctx.call(foodsApi.search, { query: { q, page }, cookie: user.cookie });
  expect(response.statusCode).toBe(200);
  return response.json<FoodSearchResponse>();
};

const myFood = {
  name: "Granola bar zzqx",
  basis: "per_serving",
  servingLabel: "bar",
  servingGrams: 40,
  nutrients: { energyKcal: 190, proteinG: 4, sodiumMg: null },
};

describe("food database", () => {
  it("holds every SR28 food, and seeding again adds nothing", async () => {
    const messages: string[] = [];
    await seedFoods(ctx.db, { info: (m) => messages.push(m) });
    expect(messages).toEqual([]);
    const [row] = await ctx.db.select({ n: count() }).from(foods);
    expect(row!.n).toBe(SR28_FOOD_COUNT);
  });

  it("reloads missing portions once the completeness marker is gone, logging the progress of foods and portions to the end", async () => {
    await ctx.db.delete(foodPortions).where(eq(foodPortions.foodId, "09003"));
    // While the marker says the load is complete, a start reads nothing more (issue 11: start-up time).
    const quiet: string[] = [];
    await seedFoods(ctx.db, { info: (m) => quiet.push(m) });
    expect(quiet).toEqual([]);
    await ctx.db.delete(seedMarkers).where(like(seedMarkers.name, "foods complete%"));
    const messages: string[] = [];
    await seedFoods(ctx.db, { info: (m) => messages.push(m) });
    expect(messages).toContain(`food database: ${SR28_FOOD_COUNT} foods`);
    expect(messages).toContain("food database: 3000 portions");
    expect(messages).toContain(`food database: ${SR28_PORTION_COUNT} portions`);
    expect(messages.at(-1)).toBe("food database: ready");
    const [row] = await ctx.db.select({ n: count() }).from(foodPortions);
    expect(row!.n).toBe(SR28_PORTION_COUNT);
  });

  it("gives a food's per-100 g values, unknown as null, and its household portions", async () => {
    const response = await ctx.call(foodsApi.usdaFood, {
      params: { id: "05064" },
      cookie: alice.cookie,
    });
    const food = response.json<UsdaFood>();
    expect(food.name).toBe("Chicken, broilers or fryers, breast, meat only, cooked, roasted");
    expect(food.per100g.energyKcal).toBe(165);
    expect(
      food.portions.some((p) => p.unit === "breast, bone and skin removed" && p.grams === 86),
    ).toBe(true);
    const apple = (
      await ctx.call(foodsApi.usdaFood, { params: { id: "09003" }, cookie: alice.cookie })
    ).json<UsdaFood>();
    expect(apple.per100g.energyKcal).toBe(52);
    expect(
      (await ctx.call(foodsApi.usdaFood, { params: { id: "99999" }, cookie: alice.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.call(foodsApi.usdaFood, { params: { id: "abc" }, cookie: alice.cookie }))
        .statusCode,
    ).toBe(400);
  });

  it("needs a signed-in user", async () => {
    expect((await ctx.call(foodsApi.search, { query: { q: "apple" } })).statusCode).toBe(401);
  });
});

describe("search", () => {
  it("finds roasted chicken breast on the first page of 'chicken breast'", async () => {
    const { items, hasMore } = await search(alice, "chicken breast");
    expect(items[0]!.name.toLowerCase()).toContain("chicken");
    expect(items.map((i) => i.id)).toContain("05064");
    expect(hasMore).toBe(true);
  });

  it("puts whole-word and plain matches first: 'apple' starts with raw apples, not apple-flavoured products", async () => {
    const { items } = await search(alice, "apple");
    expect(items[0]!.name.startsWith("Apples")).toBe(true);
  });

  it("tolerates typos", async () => {
    const chicken = (await search(alice, "chiken brest")).items.slice(0, 5);
    expect(chicken.every((i) => /chicken/i.test(i.name) && /breast/i.test(i.name))).toBe(true);
    expect((await search(alice, "brocoli raw")).items[0]!.id).toBe("11090");
  });

  it("pages without repeating results", async () => {
    const first = await search(alice, "cheese");
    const second = await search(alice, "cheese", 2);
    expect(second.page).toBe(2);
    const ids = new Set(first.items.map((i) => i.id));
    expect(second.items.some((i) => ids.has(i.id))).toBe(false);
  });

  it("refuses an empty query with the field", async () => {
    const response = await ctx.request({
      method: foodsApi.search.method,
      // An empty q on purpose: the call's query would leave it out.
      url: `${foodsApi.search.path}?q=`,
      cookie: alice.cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.q).toBeTruthy();
  });

  it("includes the user's own custom foods and recipes, never another user's", async () => {
    const created = await ctx.call(foodsApi.createCustomFood, {
      cookie: alice.cookie,
      body: myFood,
    });
    expect(created.statusCode).toBe(201);
    const recipe = await ctx.call(foodsApi.createRecipe, {
      cookie: alice.cookie,
      body: { name: "Zzqx stew", servings: 2, ingredients: [{ foodId: "05064", grams: 200 }] },
    });
    expect(recipe.statusCode).toBe(201);
    const mine = await search(alice, "zzqx");
    expect(mine.items.map((i) => i.kind).sort()).toEqual(["custom", "recipe"]);
    expect(mine.items.find((i) => i.kind === "recipe")!.energyKcal).toBe(165);
    expect((await search(bob, "zzqx")).items).toEqual([]);
  });
});

describe("custom foods", () => {
  it("are private: another user's id answers 404 for read, change and delete", async () => {
    const food = (
      await ctx.call(foodsApi.createCustomFood, { cookie: alice.cookie, body: myFood })
    ).json<CustomFood>();
    expect(food.nutrients.sodiumMg).toBeNull();
    expect(food.nutrients.fiberG).toBeNull();
    const params = { id: food.id };
    expect((await ctx.call(foodsApi.customFood, { params, cookie: bob.cookie })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.call(foodsApi.updateCustomFood, { params, cookie: bob.cookie, body: myFood }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.call(foodsApi.removeCustomFood, { params, cookie: bob.cookie })).statusCode,
    ).toBe(404);
    const list = (await ctx.call(foodsApi.customFoods, { cookie: bob.cookie })).json<{
      items: CustomFood[];
    }>();
    expect(list.items).toEqual([]);
    expect((await ctx.call(foodsApi.customFood, { params, cookie: alice.cookie })).statusCode).toBe(
      200,
    );
  });

  it("can be renamed and deleted while past diary entries keep what was logged", async () => {
    const food = (
      await ctx.call(foodsApi.createCustomFood, { cookie: alice.cookie, body: myFood })
    ).json<CustomFood>();
    const params = { id: food.id };
    const logged = await ctx.call(mealsApi.logEntry, {
      cookie: alice.cookie,
      body: {
        date: "2026-02-02",
        meal: "snacks",
        kind: "custom",
        customFoodId: food.id,
        quantity: 1,
        unit: "serving",
      },
    });
    expect(logged.statusCode).toBe(201);
    const renamed = await ctx.call(foodsApi.updateCustomFood, {
      params,
      cookie: alice.cookie,
      body: { ...myFood, name: "Renamed bar", nutrients: { energyKcal: 250 } },
    });
    expect(renamed.json<CustomFood>()).toMatchObject({
      name: "Renamed bar",
      nutrients: { energyKcal: 250 },
    });
    expect(
      (await ctx.call(foodsApi.removeCustomFood, { params, cookie: alice.cookie })).statusCode,
    ).toBe(200);
    expect((await ctx.call(foodsApi.customFood, { params, cookie: alice.cookie })).statusCode).toBe(
      404,
    );
    const diary = (
      await ctx.call(mealsApi.day, { query: { date: "2026-02-02" }, cookie: alice.cookie })
    ).json<DiaryDay>();
    expect(diary.entries).toHaveLength(1);
    expect(diary.entries[0]).toMatchObject({
      name: myFood.name,
      customFoodId: null,
      nutrients: { energyKcal: 190 },
    });
  });

  it("refuses to delete a food a recipe uses, naming the recipe, and leaves the recipe whole", async () => {
    const food = (
      await ctx.call(foodsApi.createCustomFood, { cookie: alice.cookie, body: myFood })
    ).json<CustomFood>();
    const recipe = (
      await ctx.call(foodsApi.createRecipe, {
        cookie: alice.cookie,
        body: {
          name: "Bar crumble",
          servings: 2,
          ingredients: [{ customFoodId: food.id, grams: 80 }],
        },
      })
    ).json<Recipe>();
    const refused = await ctx.call(foodsApi.removeCustomFood, {
      params: { id: food.id },
      cookie: alice.cookie,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain("“Bar crumble”");
    const after = (
      await ctx.call(foodsApi.recipe, { params: { id: recipe.id }, cookie: alice.cookie })
    ).json<Recipe>();
    expect(after.ingredients).toHaveLength(1);
  });

  it("refuses to make a recipe's ingredient per-serving without a serving weight, naming the recipe", async () => {
    const food = (
      await ctx.call(foodsApi.createCustomFood, { cookie: alice.cookie, body: myFood })
    ).json<CustomFood>();
    const created = await ctx.call(foodsApi.createRecipe, {
      cookie: alice.cookie,
      body: {
        name: "Bar pudding",
        servings: 2,
        ingredients: [{ customFoodId: food.id, grams: 80 }],
      },
    });
    const recipe = created.json<Recipe>();
    const refused = await ctx.call(foodsApi.updateCustomFood, {
      params: { id: food.id },
      cookie: alice.cookie,
      body: { ...myFood, servingGrams: null },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.servingGrams).toContain("“Bar pudding”");
    expect(
      (
        await ctx.call(foodsApi.customFood, { params: { id: food.id }, cookie: alice.cookie })
      ).json<CustomFood>().servingGrams,
    ).toBe(40);
    // A per-100 g food needs no serving weight to be weighed, so that change is still allowed.
    const per100 = await ctx.call(foodsApi.updateCustomFood, {
      params: { id: food.id },
      cookie: alice.cookie,
      body: { ...myFood, basis: "per_100g", servingGrams: null },
    });
    expect(per100.statusCode).toBe(200);
    expect(
      (await ctx.call(foodsApi.recipe, { params: { id: recipe.id }, cookie: alice.cookie }))
        .statusCode,
    ).toBe(200);
  });

  it("keeps recipes readable when an ingredient cannot be weighed (a row from before that rule): its values are unknown", async () => {
    const food = (
      await ctx.call(foodsApi.createCustomFood, {
        cookie: alice.cookie,
        body: { ...myFood, name: "Legacy bar" },
      })
    ).json<CustomFood>();
    const recipe = (
      await ctx.call(foodsApi.createRecipe, {
        cookie: alice.cookie,
        body: {
          name: "Legacy mix",
          servings: 1,
          ingredients: [
            { customFoodId: food.id, grams: 40 },
            { foodId: "09003", grams: 100 },
          ],
        },
      })
    ).json<Recipe>();
    await ctx.db.update(customFoods).set({ servingGrams: null }).where(eq(customFoods.id, food.id));
    const one = await ctx.call(foodsApi.recipe, {
      params: { id: recipe.id },
      cookie: alice.cookie,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json<Recipe>().ingredients[0]!.nutrients.energyKcal).toBeNull();
    expect(one.json<Recipe>().perServing.energyKcal).toBe(52);
    expect((await ctx.call(foodsApi.recipes, { cookie: alice.cookie })).statusCode).toBe(200);
    expect(
      (await ctx.call(foodsApi.search, { query: { q: "legacy" }, cookie: alice.cookie }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses negative or non-numeric values with the field", async () => {
    const bad = await ctx.call(foodsApi.createCustomFood, {
      cookie: alice.cookie,
      body: { ...myFood, nutrients: { energyKcal: -5 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields["nutrients.energyKcal"]).toBeTruthy();
    const text = await ctx.call(foodsApi.createCustomFood, {
      cookie: alice.cookie,
      body: { ...myFood, servingGrams: "lots" },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.fields.servingGrams).toBeTruthy();
  });

  it.each([
    [
      "10,000 kcal per 100 g",
      { basis: "per_100g", servingGrams: null, nutrients: { energyKcal: 10000 } },
      "nutrients.energyKcal",
      /more than 900 kcal per 100 g/,
    ],
    [
      "150 g of protein in 100 g",
      { basis: "per_100g", servingGrams: null, nutrients: { energyKcal: 400, proteinG: 150 } },
      "nutrients.proteinG",
      /More grams than the food weighs/,
    ],
    [
      "macros adding up past 100 g",
      {
        basis: "per_100g",
        servingGrams: null,
        nutrients: { energyKcal: 500, proteinG: 40, carbsG: 40, fatG: 40 },
      },
      "nutrients.fatG",
      /add up to more than the food weighs/,
    ],
    [
      "2,000 kcal in a 100 g serving",
      { basis: "per_serving", servingGrams: 100, nutrients: { energyKcal: 2000 } },
      "nutrients.energyKcal",
      /for a 100 g serving/,
    ],
  ])("refuses an impossible food (%s) with the field", async (_label, food, field, message) => {
    const response = await ctx.call(foodsApi.createCustomFood, {
      cookie: alice.cookie,
      body: { ...myFood, ...food },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields[field]).toMatch(message);
  });

  it("accepts the richest real foods: pure oil per 100 g, and 900 kcal in a 250 g serving", async () => {
    const oil = await ctx.call(foodsApi.createCustomFood, {
      cookie: alice.cookie,
      body: {
        ...myFood,
        basis: "per_100g",
        servingGrams: null,
        nutrients: { energyKcal: 884, fatG: 100 },
      },
    });
    expect(oil.statusCode, oil.body).toBe(201);
    const meal = await ctx.call(foodsApi.createCustomFood, {
      cookie: alice.cookie,
      body: {
        ...myFood,
        basis: "per_serving",
        servingGrams: 250,
        nutrients: { energyKcal: 900, fatG: 50 },
      },
    });
    expect(meal.statusCode, meal.body).toBe(201);
  });

  it.each([
    [0, "Serving weight must be more than 0"],
    [99999, "Serving weight is too large"],
  ])("refuses a serving weight of %s g with the field", async (servingGrams, message) => {
    const response = await ctx.call(foodsApi.createCustomFood, {
      cookie: alice.cookie,
      body: { ...myFood, servingGrams },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.servingGrams).toBe(message);
  });
});

describe("recipes", () => {
  it("compute nutrition per serving from the ingredients", async () => {
    const bar = (
      await ctx.call(foodsApi.createCustomFood, { cookie: alice.cookie, body: myFood })
    ).json<CustomFood>();
    const response = await ctx.call(foodsApi.createRecipe, {
      cookie: alice.cookie,
      body: {
        name: "Chicken and bars",
        servings: 4,
        ingredients: [
          { foodId: "05064", grams: 400 },
          { customFoodId: bar.id, grams: 80 },
        ],
      },
    });
    const recipe = response.json<Recipe>();
    // (165 × 4 + 190 × 2) / 4 = 260 kcal per serving
    expect(recipe.perServing.energyKcal).toBe(260);
    expect(recipe.ingredients).toHaveLength(2);
  });

  it("refuse another user's custom food as an ingredient, and are private", async () => {
    const bar = (
      await ctx.call(foodsApi.createCustomFood, { cookie: alice.cookie, body: myFood })
    ).json<CustomFood>();
    const stolen = await ctx.call(foodsApi.createRecipe, {
      cookie: bob.cookie,
      body: { name: "Mine", servings: 1, ingredients: [{ customFoodId: bar.id, grams: 40 }] },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.fields["ingredients.0.customFoodId"]).toBeTruthy();
    const recipe = (
      await ctx.call(foodsApi.createRecipe, {
        cookie: alice.cookie,
        body: { name: "R", servings: 1, ingredients: [{ foodId: "09003", grams: 100 }] },
      })
    ).json<Recipe>();
    const params = { id: recipe.id };
    expect((await ctx.call(foodsApi.recipe, { params, cookie: bob.cookie })).statusCode).toBe(404);
    const changed = await ctx.call(foodsApi.updateRecipe, {
      params,
      cookie: bob.cookie,
      body: { name: "Taken", servings: 1, ingredients: [{ foodId: "09003", grams: 1 }] },
    });
    expect(changed.statusCode).toBe(404);
    expect(
      (await ctx.call(foodsApi.recipe, { params, cookie: alice.cookie })).json<Recipe>(),
    ).toMatchObject({ name: "R", ingredients: [{ grams: 100 }] });
    expect((await ctx.call(foodsApi.removeRecipe, { params, cookie: bob.cookie })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.call(foodsApi.removeRecipe, { params, cookie: alice.cookie })).statusCode,
    ).toBe(200);
  });

  it.each([
    ["negative", -50, "Grams must be more than 0"],
    ["zero", 0, "Grams must be more than 0"],
    ["absurd", 50000, "At most 5000 g"],
    ["non-numeric", "a handful", "Grams must be a number"],
  ])("refuse a %s ingredient weight with the field", async (_label, grams, message) => {
    const response = await ctx.call(foodsApi.createRecipe, {
      cookie: alice.cookie,
      body: {
        name: "Bad",
        servings: 1,
        ingredients: [
          { foodId: "09003", grams: 100 },
          { foodId: "05064", grams },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields["ingredients.1.grams"]).toBe(message);
  });
});

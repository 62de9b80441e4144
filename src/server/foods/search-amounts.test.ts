import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foodsApi, type FoodSearchResponse } from "../../contract/foods";
import { mealsApi } from "../../contract/meals-api";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let alice: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({}, { foods: true });
  alice = await createTestUser(ctx);
});
afterAll(() => ctx.close());

const search = async (q: string) => {
  const response = await ctx.call(foodsApi.search, { query: { q }, cookie: alice.cookie });
  expect(response.statusCode).toBe(200);
  return response.json<FoodSearchResponse>();
};

describe("amounts typed in the search", () => {
  it("answers the parsed amount and suggests it on each result", async () => {
    const eggs = await search("2 eggs");
    expect(eggs.parsed).toEqual({ quantity: 2, unit: null, words: "eggs" });
    const whole = eggs.items.find((i) => i.id === "01123");
    expect(whole?.suggested).toMatchObject({
      quantity: 2,
      unit: "portion",
      portionSeq: 1,
      label: "2 large",
      grams: 100,
      energyKcal: 143,
    });

    const yogurt = await search("200g greek yogurt");
    expect(yogurt.parsed).toMatchObject({ quantity: 200, unit: "g", words: "greek yogurt" });
    expect(yogurt.items[0]?.suggested).toMatchObject({
      quantity: 200,
      unit: "g",
      label: "200 g",
      grams: 200,
    });
  });

  it("suggests the most natural portion when no amount is typed, and none for plain words", async () => {
    const banana = await search("bananas raw");
    expect(banana.parsed).toBeNull();
    expect(banana.items.find((i) => i.id === "09040")?.suggested).toMatchObject({
      label: "1 medium",
      grams: 118,
      energyKcal: 105,
    });
  });

  it("suggests a custom food's serving", async () => {
    const payload = {
      name: "Qwzx bar",
      basis: "per_serving",
      servingLabel: "bar",
      servingGrams: 40,
      nutrients: { energyKcal: 200 },
    };
    expect(
      (await ctx.call(foodsApi.createCustomFood, { cookie: alice.cookie, body: payload }))
        .statusCode,
    ).toBe(201);
    const found = await search("2 qwzx bars");
    expect(found.items[0]).toMatchObject({
      kind: "custom",
      suggested: { quantity: 2, unit: "serving", label: "2 bars", energyKcal: 400 },
    });
  });
});

describe("words nothing matches", () => {
  it("do not hide what the other words find, and the amount is kept", async () => {
    const found = await search("2 slices bread zzqqx");
    expect(found.parsed).toMatchObject({ quantity: 2, unit: "slice", words: "bread zzqqx" });
    expect(found.items[0]).toMatchObject({
      id: "18069",
      suggested: { quantity: 2, label: "2 slices" },
    });
  });

  it("are dropped by word, whatever the spacing typed", async () => {
    const found = await search("2 slices  bread   zzqqx");
    expect(found.items[0]).toMatchObject({
      id: "18069",
      suggested: { quantity: 2, label: "2 slices" },
    });
  });
});

describe("the user's own and recent foods", () => {
  it("rank above the database's everyday forms for the same words; another user's do not", async () => {
    const payload = { name: "Banana loaf", basis: "per_100g", nutrients: { energyKcal: 300 } };
    expect(
      (await ctx.call(foodsApi.createCustomFood, { cookie: alice.cookie, body: payload }))
        .statusCode,
    ).toBe(201);
    // Dried banana, which everyday ranking puts after the raw fruit, was logged yesterday.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const logged = await ctx.call(mealsApi.logEntry, {
      cookie: alice.cookie,
      body: {
        date: yesterday,
        meal: "snacks",
        kind: "usda",
        foodId: "09041",
        quantity: 30,
        unit: "g",
      },
    });
    expect(logged.statusCode).toBe(201);
    const ids = (await search("banana")).items.slice(0, 3).map((i) => i.id);
    expect(ids[1]).toBe("09041");
    expect(ids[2]).toBe("09040");
    expect((await search("banana")).items[0]).toMatchObject({
      kind: "custom",
      name: "Banana loaf",
    });

    const bob = await createTestUser(ctx);
    const theirs = await ctx.call(foodsApi.search, { query: { q: "banana" }, cookie: bob.cookie });
    expect(theirs.json<FoodSearchResponse>().items[0]!.id).toBe("09040");
  });
});

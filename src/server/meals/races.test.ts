import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foodsApi, type CustomFood, type Recipe } from "../../contract/foods";
import type { MealEntry } from "../../contract/meals";
import { mealsApi } from "../../contract/meals-api";
import type { EndpointSpec } from "../../contract/endpoint";
import { mealEntries } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let alice: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({}, { foods: true });
  // Pro: no daily entry limit, so every refusal below comes from the race itself.
  alice = await createTestUser(ctx, { plan: "Pro" });
});
afterAll(() => ctx.close());

const ROWS = 20;
const times = (n: number) => Array.from({ length: n }, (_, i) => i);
const send = (endpoint: EndpointSpec, input: TestCallInput = {}) =>
  ctx.call(endpoint, { ...input, cookie: alice.cookie });
const chicken = {
  date: "2026-06-01",
  meal: "lunch",
  kind: "usda",
  foodId: "05064",
  quantity: 150,
  unit: "g",
};

async function logEntries(n = ROWS): Promise<MealEntry[]> {
  const made: MealEntry[] = [];
  for (let i = 0; i < n; i++)
    made.push((await send(mealsApi.logEntry, { body: chicken })).json<MealEntry>());
  return made;
}

describe("meal entries edited and deleted at the same moment", () => {
  it("answers an edit 200 or 404 and the delete 200, never a 500, and the entries are gone", async () => {
    const made = await logEntries();
    const { first: edits, second: deletes } = await racePairs(
      made,
      (entry) =>
        send(mealsApi.updateEntry, {
          params: { id: entry.id },
          body: { quantity: 200, meal: "dinner" },
        }),
      (entry) => send(mealsApi.removeEntry, { params: { id: entry.id } }),
    );
    expectStatusesIn(edits, [200, 404]);
    expectStatusesIn(deletes, [200]);
    expect(
      await ctx.db
        .select()
        .from(mealEntries)
        .where(
          inArray(
            mealEntries.id,
            made.map((e) => e.id),
          ),
        ),
    ).toEqual([]);
  });

  it("lets one of two deletes of an entry through; the other finds nothing, a 404", async () => {
    const made = await logEntries();
    const remove = (entry: MealEntry) => send(mealsApi.removeEntry, { params: { id: entry.id } });
    const { first, second } = await racePairs(made, remove, remove);
    expect(made.map((_, i) => [first[i]!.statusCode, second[i]!.statusCode].sort())).toEqual(
      made.map(() => [200, 404]),
    );
  });
});

describe("logging a food or recipe that is being deleted", () => {
  it("logs a custom food before its delete (the entry keeps its snapshot) or answers 404 after it, never a 500", async () => {
    const foods: CustomFood[] = [];
    for (const i of times(ROWS)) {
      foods.push(
        (
          await send(foodsApi.createCustomFood, {
            body: { name: `Race bar ${i}`, basis: "per_100g", nutrients: { energyKcal: 400 } },
          })
        ).json<CustomFood>(),
      );
    }
    const { first: logs, second: deletes } = await racePairs(
      foods,
      (food) =>
        send(mealsApi.logEntry, {
          body: {
            date: "2026-06-02",
            meal: "snacks",
            kind: "custom",
            customFoodId: food.id,
            quantity: 50,
            unit: "g",
          },
        }),
      (food) => send(foodsApi.removeCustomFood, { params: { id: food.id } }),
    );
    expectStatusesIn(logs, [201, 404]);
    expectStatusesIn(deletes, [200]);
    const logged = await ctx.db
      .select()
      .from(mealEntries)
      .where(eq(mealEntries.date, "2026-06-02"));
    expect(logged).toHaveLength(logs.filter((r) => r.statusCode === 201).length);
    for (const entry of logged) expect([entry.customFoodId, entry.energyKcal]).toEqual([null, 200]);
  });

  it("logs a recipe before its delete or answers 404 after it, never a 500", async () => {
    const made: Recipe[] = [];
    for (const i of times(ROWS)) {
      const payload = {
        name: `Race stew ${i}`,
        servings: 2,
        ingredients: [{ foodId: "05064", grams: 300 }],
      };
      made.push((await send(foodsApi.createRecipe, { body: payload })).json<Recipe>());
    }
    const { first: logs, second: deletes } = await racePairs(
      made,
      (recipe) =>
        send(mealsApi.logEntry, {
          body: {
            date: "2026-06-03",
            meal: "dinner",
            kind: "recipe",
            recipeId: recipe.id,
            quantity: 1,
            unit: "serving",
          },
        }),
      (recipe) => send(foodsApi.removeRecipe, { params: { id: recipe.id } }),
    );
    expectStatusesIn(logs, [201, 404]);
    expectStatusesIn(deletes, [200]);
    const logged = await ctx.db
      .select()
      .from(mealEntries)
      .where(eq(mealEntries.date, "2026-06-03"));
    expect(logged).toHaveLength(logs.filter((r) => r.statusCode === 201).length);
    expect(logged.every((e) => e.recipeId === null)).toBe(true);
  });

  it("copies a day while a food logged on it is deleted: the copy is made or refused with 409, never a 500", async () => {
    const days = times(ROWS).map((i) => `2026-07-${String(i + 1).padStart(2, "0")}`);
    const foods: CustomFood[] = [];
    for (const [i, date] of days.entries()) {
      const food = (
        await send(foodsApi.createCustomFood, {
          body: { name: `Copy bar ${i}`, basis: "per_100g", nutrients: { energyKcal: 400 } },
        })
      ).json<CustomFood>();
      await send(mealsApi.logEntry, {
        body: {
          date,
          meal: "snacks",
          kind: "custom",
          customFoodId: food.id,
          quantity: 50,
          unit: "g",
        },
      });
      foods.push(food);
    }
    const { first: copies, second: deletes } = await racePairs(
      times(ROWS),
      (i) =>
        send(mealsApi.copy, {
          body: { fromDate: days[i]!, toDate: `2026-08-${String(i + 1).padStart(2, "0")}` },
        }),
      (i) => send(foodsApi.removeCustomFood, { params: { id: foods[i]!.id } }),
    );
    expectStatusesIn(copies, [201, 409]);
    expectStatusesIn(deletes, [200]);
    const copied = await ctx.db
      .select()
      .from(mealEntries)
      .where(
        inArray(
          mealEntries.date,
          times(ROWS).map((i) => `2026-08-${String(i + 1).padStart(2, "0")}`),
        ),
      );
    expect(copied).toHaveLength(copies.filter((r) => r.statusCode === 201).length);
    expect(copied.every((e) => e.customFoodId === null && e.energyKcal === 200)).toBe(true);
  });
});

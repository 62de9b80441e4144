import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foodsApi, type CustomFood, type CustomFoodBody, type Recipe } from "../../contract/foods";
import type { EndpointSpec } from "../../contract/endpoint";
import { customFoods, recipeIngredients, recipes } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let alice: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({}, { foods: true });
  alice = await createTestUser(ctx);
});
afterAll(() => ctx.close());

const ROWS = 20;
const oats: CustomFoodBody = {
  name: "Race oats",
  basis: "per_100g",
  nutrients: { energyKcal: 380 },
};
const send = (endpoint: EndpointSpec, input: TestCallInput = {}) =>
  ctx.call(endpoint, { ...input, cookie: alice.cookie });

async function makeFoods(n = ROWS): Promise<CustomFood[]> {
  const made: CustomFood[] = [];
  for (let i = 0; i < n; i++)
    made.push(
      (
        await send(foodsApi.createCustomFood, { body: { ...oats, name: `Race oats ${i}` } })
      ).json<CustomFood>(),
    );
  return made;
}

const recipeOf = (name: string, ingredient: object) => ({
  name,
  servings: 2,
  ingredients: [{ grams: 80, ...ingredient }],
});

async function makeRecipes(n = ROWS): Promise<Recipe[]> {
  const made: Recipe[] = [];
  for (let i = 0; i < n; i++)
    made.push(
      (
        await send(foodsApi.createRecipe, {
          body: recipeOf(`Race porridge ${i}`, { foodId: "09003" }),
        })
      ).json<Recipe>(),
    );
  return made;
}

describe("custom foods edited and deleted at the same moment", () => {
  it("answers an edit 200 or 404 and the delete 200, never a 500, and the foods are gone", async () => {
    const made = await makeFoods();
    const { first: edits, second: deletes } = await racePairs(
      made,
      (food) =>
        send(foodsApi.updateCustomFood, {
          params: { id: food.id },
          body: { ...oats, name: `${food.name} (edited)` },
        }),
      (food) => send(foodsApi.removeCustomFood, { params: { id: food.id } }),
    );
    expectStatusesIn(edits, [200, 404]);
    expectStatusesIn(deletes, [200]);
    expect(
      await ctx.db
        .select()
        .from(customFoods)
        .where(
          inArray(
            customFoods.id,
            made.map((f) => f.id),
          ),
        ),
    ).toEqual([]);
  });

  it("lets one of two deletes of a food through; the other finds nothing, a 404", async () => {
    const made = await makeFoods();
    const remove = (food: CustomFood) =>
      send(foodsApi.removeCustomFood, { params: { id: food.id } });
    const { first, second } = await racePairs(made, remove, remove);
    expect(made.map((_, i) => [first[i]!.statusCode, second[i]!.statusCode].sort())).toEqual(
      made.map(() => [200, 404]),
    );
  });

  it("either puts a food in a new recipe (and refuses its delete, 409) or deletes it (and the recipe is refused, 400 on the ingredient)", async () => {
    const made = await makeFoods();
    const { first: creates, second: deletes } = await racePairs(
      made,
      (food) =>
        send(foodsApi.createRecipe, {
          body: recipeOf(`Oat bake ${food.name}`, { customFoodId: food.id }),
        }),
      (food) => send(foodsApi.removeCustomFood, { params: { id: food.id } }),
    );
    expectStatusesIn(creates, [201, 400]);
    expectStatusesIn(deletes, [200, 409]);
    for (const [i, food] of made.entries()) {
      const [created, deleted] = [creates[i]!, deletes[i]!];
      expect([created.statusCode, deleted.statusCode], `${created.body} / ${deleted.body}`).toEqual(
        created.statusCode === 201 ? [201, 409] : [400, 200],
      );
      if (created.statusCode === 400)
        expect(created.json().error.fields).toEqual({
          "ingredients.0.customFoodId": "No such food",
        });
      const kept = await ctx.db
        .select()
        .from(recipeIngredients)
        .where(eq(recipeIngredients.customFoodId, food.id));
      // A recipe that was made keeps its ingredient: the delete did not cascade it away behind the user's back.
      expect(kept).toHaveLength(created.statusCode === 201 ? 1 : 0);
    }
  });
});

describe("recipes edited and deleted at the same moment", () => {
  it("answers an edit 200 or 404 and the delete 200, never a 500, leaving no ingredient behind", async () => {
    const made = await makeRecipes();
    const { first: edits, second: deletes } = await racePairs(
      made,
      (recipe) =>
        send(foodsApi.updateRecipe, {
          params: { id: recipe.id },
          body: recipeOf(`${recipe.name} (edited)`, { foodId: "01001" }),
        }),
      (recipe) => send(foodsApi.removeRecipe, { params: { id: recipe.id } }),
    );
    expectStatusesIn(edits, [200, 404]);
    expectStatusesIn(deletes, [200]);
    const ids = made.map((r) => r.id);
    expect(await ctx.db.select().from(recipes).where(inArray(recipes.id, ids))).toEqual([]);
    expect(
      await ctx.db.select().from(recipeIngredients).where(inArray(recipeIngredients.recipeId, ids)),
    ).toEqual([]);
  });

  it("lets one of two deletes of a recipe through; the other finds nothing, a 404", async () => {
    const made = await makeRecipes();
    const remove = (recipe: Recipe) => send(foodsApi.removeRecipe, { params: { id: recipe.id } });
    const { first, second } = await racePairs(made, remove, remove);
    expect(made.map((_, i) => [first[i]!.statusCode, second[i]!.statusCode].sort())).toEqual(
      made.map(() => [200, 404]),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { ALL_ENDPOINTS } from "../contract/endpoints";
import type { ErrorBody } from "../contract/errors";
import { foodsApi, type CustomFood, type Recipe } from "../contract/foods";
import type { MealEntry } from "../contract/meals";
import type { EndpointSpec } from "../contract/endpoint";
import { goalsApi } from "../contract/goals";
import { mealsApi } from "../contract/meals-api";
import { routinesApi } from "../contract/routines";
import { workoutsApi } from "../contract/workouts-api";
import { createTestUser, type TestUser } from "./testing/factories";
import { fuzzRouteOf } from "./testing/fuzz-routes";
import { createTestContext, type TestContext } from "./testing/test-app";
import { todayIn } from "../domain/calendar";

/**
 * JSON carries numbers PostgreSQL columns cannot hold: 5e-324 underflows a `real`, 3e9 overflows an
 * `integer`. The contract must refuse them on the field, as the database's refusal names none.
 */
let ctx: TestContext;
let user: TestUser;
const ids = { customFood: "", recipe: "", entry: "", portionEntry: "" };
const today = todayIn("UTC");

const food = {
  name: "Oat flakes",
  basis: "per_100g",
  nutrients: { energyKcal: 370, cholesterolMg: 0 },
};
const servingFood = { ...food, basis: "per_serving", servingLabel: "bowl", servingGrams: 40 };
const recipe = { name: "Porridge", servings: 2, ingredients: [{ foodId: "09003", grams: 100 }] };
const usdaEntry = {
  date: today,
  meal: "breakfast",
  kind: "usda",
  foodId: "09003",
  quantity: 100,
  unit: "g",
};
const quickEntry = { date: today, meal: "snacks", kind: "quick", energyKcal: 100 };
const gramGoals = {
  caloriesKcal: 2200,
  macros: { mode: "grams", preset: "custom", protein: 120, carbs: 250, fat: 70 },
  fiberG: 30,
  waterMl: 2000,
};
const percentMacros = { mode: "percent", preset: "custom", protein: 30, carbs: 40, fat: 30 };
const setup = {
  ...gramGoals,
  sex: "female",
  heightCm: 170,
  weightKg: 70,
  activityLevel: "light",
  goalType: "lose",
  weeklyRateKg: 0.5,
};
const workout = {
  date: today,
  items: [{ exerciseId: "Barbell_Squat", durationMin: 20, sets: [{ reps: 5, weightKg: 60 }] }],
};

beforeAll(async () => {
  ctx = await createTestContext({}, { foods: true });
  user = await createTestUser(ctx, { plan: "Pro" });
  const post = async <T>(endpoint: EndpointSpec, body: object) => {
    const response = await ctx.call(endpoint, { body, cookie: user.cookie });
    if (response.statusCode !== 201)
      throw new Error(`${endpoint.path} answered ${response.statusCode}: ${response.body}`);
    return response.json<T>();
  };
  ids.customFood = (await post<CustomFood>(foodsApi.createCustomFood, food)).id;
  ids.recipe = (await post<Recipe>(foodsApi.createRecipe, recipe)).id;
  ids.entry = (await post<MealEntry>(mealsApi.logEntry, usdaEntry)).id;
  ids.portionEntry = (
    await post<MealEntry>(mealsApi.logEntry, {
      ...usdaEntry,
      quantity: 1,
      unit: "portion",
      portionSeq: 1,
    })
  ).id;
});
afterAll(() => ctx.close());

interface Case {
  name: string;
  endpoint: EndpointSpec;
  /** Read when the case runs: the ids are made in beforeAll. */
  params?: () => { id: string };
  payload: () => object;
  field: string;
}

const TINY = 5e-324;
const cases: Case[] = [
  {
    name: "a custom food's nutrient",
    endpoint: foodsApi.createCustomFood,
    payload: () => ({ ...food, nutrients: { energyKcal: 0, cholesterolMg: TINY } }),
    field: "nutrients.cholesterolMg",
  },
  {
    name: "a custom food's calories",
    endpoint: foodsApi.createCustomFood,
    payload: () => ({ ...food, nutrients: { energyKcal: 1e-7 } }),
    field: "nutrients.energyKcal",
  },
  {
    name: "a custom food's serving weight",
    endpoint: foodsApi.createCustomFood,
    payload: () => ({ ...servingFood, nutrients: { energyKcal: 0 }, servingGrams: TINY }),
    field: "servingGrams",
  },
  {
    name: "an edited custom food's nutrient",
    endpoint: foodsApi.updateCustomFood,
    params: () => ({ id: ids.customFood }),
    payload: () => ({ ...food, nutrients: { energyKcal: 370, ironMg: TINY } }),
    field: "nutrients.ironMg",
  },
  {
    name: "a recipe's servings",
    endpoint: foodsApi.createRecipe,
    payload: () => ({ ...recipe, servings: TINY }),
    field: "servings",
  },
  {
    name: "a recipe ingredient's grams",
    endpoint: foodsApi.createRecipe,
    payload: () => ({ ...recipe, ingredients: [{ foodId: "09003", grams: TINY }] }),
    field: "ingredients.0.grams",
  },
  {
    name: "an edited recipe's servings",
    endpoint: foodsApi.updateRecipe,
    params: () => ({ id: ids.recipe }),
    payload: () => ({ ...recipe, servings: 1e-9 }),
    field: "servings",
  },
  {
    name: "a food entry's quantity",
    endpoint: mealsApi.logEntry,
    payload: () => ({ ...usdaEntry, quantity: TINY }),
    field: "quantity",
  },
  {
    name: "a custom food entry's quantity",
    endpoint: mealsApi.logEntry,
    payload: () => ({
      ...usdaEntry,
      kind: "custom",
      foodId: undefined,
      customFoodId: ids.customFood,
      quantity: TINY,
    }),
    field: "quantity",
  },
  {
    name: "a recipe entry's servings",
    endpoint: mealsApi.logEntry,
    payload: () => ({
      date: today,
      meal: "lunch",
      kind: "recipe",
      recipeId: ids.recipe,
      quantity: TINY,
    }),
    field: "quantity",
  },
  {
    name: "a quick add's calories",
    endpoint: mealsApi.logEntry,
    payload: () => ({ ...quickEntry, energyKcal: TINY }),
    field: "energyKcal",
  },
  {
    name: "a quick add's protein",
    endpoint: mealsApi.logEntry,
    payload: () => ({ ...quickEntry, proteinG: TINY }),
    field: "proteinG",
  },
  {
    name: "a food entry's portion number",
    endpoint: mealsApi.logEntry,
    payload: () => ({ ...usdaEntry, unit: "portion", quantity: 1, portionSeq: 3e9 }),
    field: "portionSeq",
  },
  {
    name: "an edited entry's quantity",
    endpoint: mealsApi.updateEntry,
    params: () => ({ id: ids.entry }),
    payload: () => ({ quantity: TINY }),
    field: "quantity",
  },
  {
    name: "an edited entry's portion number",
    endpoint: mealsApi.updateEntry,
    params: () => ({ id: ids.portionEntry }),
    payload: () => ({ portionSeq: 2 ** 31 }),
    field: "portionSeq",
  },
  {
    name: "a protein goal in grams",
    endpoint: goalsApi.save,
    payload: () => ({ ...gramGoals, macros: { ...gramGoals.macros, protein: TINY } }),
    field: "macros.protein",
  },
  {
    name: "a protein goal in percent",
    endpoint: goalsApi.save,
    payload: () => ({ ...gramGoals, macros: { ...percentMacros, protein: TINY, carbs: 70 } }),
    field: "macros.protein",
  },
  {
    name: "a fibre goal",
    endpoint: goalsApi.save,
    payload: () => ({ ...gramGoals, fiberG: TINY }),
    field: "fiberG",
  },
  {
    name: "the wizard's weekly rate",
    endpoint: goalsApi.setUp,
    payload: () => ({ ...setup, weeklyRateKg: TINY }),
    field: "weeklyRateKg",
  },
  {
    name: "a lifted weight",
    endpoint: workoutsApi.log,
    payload: () => ({
      ...workout,
      items: [{ ...workout.items[0], sets: [{ reps: 5, weightKg: TINY }] }],
    }),
    field: "items.0.sets.0.weightKg",
  },
  {
    name: "a routine's target weight",
    endpoint: routinesApi.create,
    payload: () => ({
      name: "Legs",
      items: [{ exerciseId: "Barbell_Squat", sets: [{ reps: 5, weightKg: TINY }] }],
    }),
    field: "items.0.sets.0.weightKg",
  },
];

describe("numbers a column cannot hold", () => {
  it.each(cases)("$name: 400 naming $field", async ({ endpoint, params, payload, field }) => {
    const response = await ctx.call(endpoint, {
      params: params?.(),
      cookie: user.cookie,
      body: payload(),
    });
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json<ErrorBody>();
    expect(error.code).toBe("validation_failed");
    expect(error.fields?.[field]).toMatch(/too small|too large|no such portion/i);
  });

  it("keeps 0 and the smallest amount anyone types, a microgram's worth", async () => {
    const payload = {
      ...food,
      nutrients: { energyKcal: 0, cholesterolMg: 0, vitaminDUg: 0.000001 },
    };
    const response = await ctx.call(foodsApi.createCustomFood, {
      cookie: user.cookie,
      body: payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<CustomFood>().nutrients).toMatchObject({
      energyKcal: 0,
      cholesterolMg: 0,
      vitaminDUg: expect.closeTo(0.000001, 9) as number,
    });
  });
});

/** The number schemas inside a request schema, each with its path, found through zod's own definitions. */
function numberLeaves(schema: z.ZodType, path: string): [string, z.ZodNumber][] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string, at = path) => numberLeaves(def[key] as z.ZodType, at);
  switch (def.type) {
    case "number":
      return [[path, schema as z.ZodNumber]];
    case "object":
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        numberLeaves(value, `${path}.${key}`),
      );
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return inner("innerType");
    case "array":
      return inner("element", `${path}.0`);
    case "record":
      return inner("valueType", `${path}.*`);
    case "pipe":
      return inner("in");
    case "intersection":
      return [...inner("left"), ...inner("right")];
    case "union":
      return (def.options as z.ZodType[]).flatMap((option) => numberLeaves(option, path));
    default:
      return [];
  }
}

describe("every number a route takes", () => {
  it("is refused, not stored, when no column could hold it", async () => {
    const admitted: string[] = [];
    for (const route of ALL_ENDPOINTS.map(fuzzRouteOf)) {
      for (const part of ["body", "querystring", "params"] as const) {
        const schema = route[part];
        if (!schema) continue;
        for (const [path, leaf] of numberLeaves(schema, part)) {
          // Whole numbers go to integer columns, the others to real ones.
          const unstorable = leaf.isInt
            ? [2 ** 31, -(2 ** 31) - 1]
            : [5e-324, -5e-324, 1e-7, 1e39, -1e39];
          for (const value of unstorable)
            if (leaf.safeParse(value).success)
              admitted.push(`${route.method} ${route.path} ${path} = ${value}`);
        }
      }
    }
    expect(admitted).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foodsApi, type CustomFood } from "../../contract/foods";
import type { MealEntry } from "../../contract/meals";
import { nutrientPanelApi, type DayPanel, type FoodPanel } from "../../contract/nutrient-panel";
import { mealsApi } from "../../contract/meals-api";
import {
  PANEL_NUTRIENTS,
  scalePanel,
  valueOf,
  type PanelAmounts,
} from "../../domain/nutrient-panel";
import { foodPanels, mealEntries, profiles } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({}, { foods: true });
  alice = await createTestUser(ctx, { plan: "Pro", birthday: "2000-01-10" });
  bob = await createTestUser(ctx, { plan: "Pro" });
});
afterAll(() => ctx.close());

const log = (user: TestUser, body: object) =>
  ctx.call(mealsApi.logEntry, { cookie: user.cookie, body });
const dayPanel = async (user: TestUser, date: string) => {
  const response = await ctx.call(nutrientPanelApi.day, { query: { date }, cookie: user.cookie });
  expect(response.statusCode).toBe(200);
  return response.json<DayPanel>();
};
const lineOf = (panel: DayPanel, key: string) => panel.lines.find((l) => l.key === key)!;
const per100g = async (foodId: string) =>
  (await ctx.db.select().from(foodPanels).where(eq(foodPanels.foodId, foodId)))[0]!.amounts;

describe("a food's full panel", () => {
  it("answers every nutrient SR28 reports per 100 g, leaving the unreported out", async () => {
    const response = await ctx.call(nutrientPanelApi.food, {
      params: { id: "01123" },
      cookie: alice.cookie,
    });
    expect(response.statusCode).toBe(200);
    const { per100g: egg } = response.json<FoodPanel>();
    // SR28 01123 Egg, whole, raw, fresh: 143 kcal, 0.89 µg B12, 12.56 g protein; caffeine analysed as 0;
    // starch (209) not analysed, so absent.
    expect(egg).toMatchObject({ "208": 143, "418": 0.89, "203": 12.56 });
    expect(Object.keys(egg).length).toBeGreaterThan(60);
    expect(egg["262"]).toBe(0);
    expect(egg["209"]).toBeUndefined();
  });

  it("is 404 for no such food, 400 for a malformed id and 401 when signed out", async () => {
    expect(
      (await ctx.call(nutrientPanelApi.food, { params: { id: "99999" }, cookie: alice.cookie }))
        .statusCode,
    ).toBe(404);
    const bad = await ctx.call(nutrientPanelApi.food, {
      params: { id: "egg" },
      cookie: alice.cookie,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
      "id",
    );
    expect((await ctx.call(nutrientPanelApi.food, { params: { id: "01123" } })).statusCode).toBe(
      401,
    );
  });
});

describe("the day's panel", () => {
  const date = "2026-04-01";
  const expected: PanelAmounts[] = [];

  beforeAll(async () => {
    for (const [foodId, grams] of [
      ["01123", 100],
      ["05064", 150],
      ["09003", 182],
      ["14209", 240],
    ] as const) {
      expect(
        (
          await log(alice, {
            date,
            meal: "breakfast",
            kind: "usda",
            foodId,
            quantity: grams,
            unit: "g",
          })
        ).statusCode,
      ).toBe(201);
      expected.push(scalePanel(await per100g(foodId), grams / 100));
    }
    const bar = (
      await ctx.call(foodsApi.createCustomFood, {
        cookie: alice.cookie,
        body: { name: "Bar", basis: "per_serving", nutrients: { energyKcal: 200, ironMg: 3 } },
      })
    ).json<CustomFood>();
    expect(
      (
        await log(alice, {
          date,
          meal: "snacks",
          kind: "custom",
          customFoodId: bar.id,
          quantity: 2,
          unit: "serving",
        })
      ).statusCode,
    ).toBe(201);
    expected.push({ "208": 400, "303": 6 });
    expect(
      (
        await log(alice, {
          date,
          meal: "snacks",
          kind: "quick",
          energyKcal: 150,
          proteinG: 10,
          carbsG: 5,
          fatG: 2,
        })
      ).statusCode,
    ).toBe(201);
    expected.push({ "208": 150, "203": 10, "205": 5, "204": 2 });
    // Bob's food on the same day must never reach Alice's panel.
    expect(
      (
        await log(bob, {
          date,
          meal: "lunch",
          kind: "usda",
          foodId: "01123",
          quantity: 500,
          unit: "g",
        })
      ).statusCode,
    ).toBe(201);
  });

  it("totals every nutrient as the sum of the entries that know it, counting the others as unknown", async () => {
    const panel = await dayPanel(alice, date);
    expect(panel.entryCount).toBe(6);
    for (const nutrient of PANEL_NUTRIENTS) {
      const known = expected
        .map((p) => valueOf(nutrient, p))
        .filter((v): v is number => v !== null);
      const line = lineOf(panel, nutrient.key);
      expect(line.unknownCount, nutrient.key).toBe(expected.length - known.length);
      expect(line.total, nutrient.key).toBeCloseTo(
        known.reduce((a, b) => a + b, 0),
        1,
      );
    }
    // USDA reports caffeine (as 0 where there is none) for the four foods; the custom food and the
    // quick add do not know it, and zeros are not counted as unknown.
    expect(lineOf(panel, "262").unknownCount).toBe(2);
    expect(lineOf(panel, "303").unknownCount).toBe(1); // the quick add
  });

  it("falls back to the 16 columns for entries logged before panels existed", async () => {
    const entry = (
      await log(alice, {
        date: "2026-04-02",
        meal: "lunch",
        kind: "usda",
        foodId: "05064",
        quantity: 100,
        unit: "g",
      })
    ).json<MealEntry>();
    await ctx.db.update(mealEntries).set({ panel: null }).where(eq(mealEntries.id, entry.id));
    const panel = await dayPanel(alice, "2026-04-02");
    expect(lineOf(panel, "208").total).toBe(165);
    expect(lineOf(panel, "418")).toMatchObject({ total: 0, unknownCount: 1 }); // B12 is not one of the 16
  });

  it("rescales an entry's panel when its amount changes", async () => {
    const entry = (
      await log(alice, {
        date: "2026-04-03",
        meal: "lunch",
        kind: "usda",
        foodId: "01123",
        quantity: 50,
        unit: "g",
      })
    ).json<MealEntry>();
    const before = lineOf(await dayPanel(alice, "2026-04-03"), "418").total;
    const patch = await ctx.call(mealsApi.updateEntry, {
      params: { id: entry.id },
      cookie: alice.cookie,
      body: { quantity: 150 },
    });
    expect(patch.statusCode).toBe(200);
    expect(lineOf(await dayPanel(alice, "2026-04-03"), "418").total).toBeCloseTo(before * 3, 1);
  });

  it("never counts another user's entries", async () => {
    const panel = await dayPanel(bob, date);
    expect(panel.entryCount).toBe(1);
    expect(lineOf(panel, "208").total).toBe(715);
    expect((await dayPanel(alice, "2026-04-09")).entryCount).toBe(0);
  });
});

describe("custom foods with extra nutrients", () => {
  const create = (payload: object) =>
    ctx.call(foodsApi.createCustomFood, { cookie: alice.cookie, body: payload });

  it("keep them per serving and scale them into the diary, empty ones staying unknown", async () => {
    const response = await create({
      name: "Fortified bar",
      basis: "per_serving",
      nutrients: { energyKcal: 180, ironMg: 4 },
      panel: { "418": 1.2, "851": 0.5, "262": null },
    });
    expect(response.statusCode).toBe(201);
    const bar = response.json<CustomFood>();
    expect(bar.panel).toEqual({ "418": 1.2, "851": 0.5 });
    expect(
      (
        await log(alice, {
          date: "2026-04-05",
          meal: "snacks",
          kind: "custom",
          customFoodId: bar.id,
          quantity: 2,
          unit: "serving",
        })
      ).statusCode,
    ).toBe(201);
    const panel = await dayPanel(alice, "2026-04-05");
    expect(lineOf(panel, "418")).toMatchObject({ total: 2.4, unknownCount: 0 });
    expect(lineOf(panel, "ala")).toMatchObject({ total: 1, unknownCount: 0 });
    expect(lineOf(panel, "303")).toMatchObject({ total: 8, unknownCount: 0 });
    expect(lineOf(panel, "262")).toMatchObject({ total: 0, unknownCount: 1 });
  });

  it("refuse unknown nutrients and bad amounts, naming the field", async () => {
    const base = { name: "Bar", basis: "per_serving", nutrients: { energyKcal: 100 } };
    const negative = await create({ ...base, panel: { "418": -1 } });
    expect(negative.statusCode).toBe(400);
    expect(
      Object.keys(negative.json<{ error: { fields: Record<string, string> } }>().error.fields),
    ).toContain("panel.418");
    const unknown = await create({ ...base, panel: { "303": 2 } }); // iron is a column, given in nutrients
    expect(unknown.statusCode).toBe(400);
    expect(
      Object.keys(unknown.json<{ error: { fields: Record<string, string> } }>().error.fields),
    ).toContain("panel");
  });
});

describe("recipes", () => {
  it("carry the full panel of their ingredients, per serving", async () => {
    const recipe = await ctx.call(foodsApi.createRecipe, {
      cookie: alice.cookie,
      body: {
        name: "Egg and chicken",
        servings: 2,
        ingredients: [
          { foodId: "01123", grams: 100 },
          { foodId: "05064", grams: 100 },
        ],
      },
    });
    expect(recipe.statusCode).toBe(201);
    const { id } = recipe.json<{ id: string }>();
    expect(
      (
        await log(alice, {
          date: "2026-04-07",
          meal: "dinner",
          kind: "recipe",
          recipeId: id,
          quantity: 3,
        })
      ).statusCode,
    ).toBe(201);
    const [egg, chicken] = [await per100g("01123"), await per100g("05064")];
    const panel = await dayPanel(alice, "2026-04-07");
    // 3 of 2 servings: 1.5 × (100 g egg + 100 g chicken).
    expect(lineOf(panel, "418").total).toBeCloseTo(1.5 * (egg["418"]! + chicken["418"]!), 1);
    expect(lineOf(panel, "317").total).toBeCloseTo(1.5 * (egg["317"]! + chicken["317"]!), 1);
    expect(lineOf(panel, "418").unknownCount).toBe(0);
  });
});

describe("quick adds with label nutrients", () => {
  it("carry them into the day's panel, and the column ones into the diary's totals", async () => {
    const response = await log(alice, {
      date: "2026-04-06",
      meal: "dinner",
      kind: "quick",
      energyKcal: 650,
      panel: { "307": 1200, "418": 1, "301": null },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<MealEntry>().nutrients).toMatchObject({
      energyKcal: 650,
      sodiumMg: 1200,
      calciumMg: null,
    });
    const panel = await dayPanel(alice, "2026-04-06");
    expect(lineOf(panel, "307")).toMatchObject({ total: 1200, unknownCount: 0 });
    expect(lineOf(panel, "418")).toMatchObject({ total: 1, unknownCount: 0 });
    expect(lineOf(panel, "301")).toMatchObject({ total: 0, unknownCount: 1 });
  });

  it("refuse energy or macros given twice, and bad amounts, naming the field", async () => {
    const twice = await log(alice, {
      date: "2026-04-06",
      meal: "dinner",
      kind: "quick",
      energyKcal: 100,
      panel: { "208": 100 },
    });
    expect(twice.statusCode).toBe(400);
    const negative = await log(alice, {
      date: "2026-04-06",
      meal: "dinner",
      kind: "quick",
      energyKcal: 100,
      panel: { "307": -5 },
    });
    expect(negative.statusCode).toBe(400);
    expect(
      Object.keys(negative.json<{ error: { fields: Record<string, string> } }>().error.fields),
    ).toContain("panel.307");
  });
});

describe("targets", () => {
  it("come from the DRI for the user's age and sex, with sodium as a limit", async () => {
    await ctx.db.update(profiles).set({ sex: "female" }).where(eq(profiles.id, alice.id));
    const woman = await dayPanel(alice, "2026-04-01"); // 26 years old
    expect(woman.ageYears).toBe(26);
    expect(lineOf(woman, "303")).toMatchObject({ target: 18, targetKind: "RDA", isLimit: false });
    expect(lineOf(woman, "307")).toMatchObject({ target: 2300, targetKind: "CDRR", isLimit: true });
    expect(lineOf(woman, "269")).toMatchObject({ targetKind: "DGA", isLimit: true });
    expect(lineOf(woman, "262")).toMatchObject({ target: null, targetKind: null });
    await ctx.db.update(profiles).set({ sex: "male" }).where(eq(profiles.id, alice.id));
    expect(lineOf(await dayPanel(alice, "2026-04-01"), "303").target).toBe(8);
    await ctx.db
      .update(profiles)
      .set({ sex: "female", birthday: "1960-01-10" })
      .where(eq(profiles.id, alice.id));
    const older = await dayPanel(alice, "2026-04-01");
    expect(lineOf(older, "303").target).toBe(8);
    expect(lineOf(older, "301").target).toBe(1200);
  });

  it("use the user's own target where they set one, and go back when it is cleared", async () => {
    const put = (payload: object) =>
      ctx.call(nutrientPanelApi.saveTargets, { cookie: alice.cookie, body: payload });
    const saved = await put({ targets: { "303": 12, "262": 300 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ targets: { "303": 12, "262": 300 } });
    const panel = await dayPanel(alice, "2026-04-01");
    expect(lineOf(panel, "303")).toMatchObject({
      target: 12,
      targetKind: "own",
      referenceTarget: 8,
    });
    expect(lineOf(panel, "262")).toMatchObject({
      target: 300,
      targetKind: "own",
      referenceTarget: null,
    });
    expect(lineOf(await dayPanel(bob, "2026-04-01"), "262").target).toBeNull();
    expect((await put({ targets: { "303": null } })).json()).toEqual({ targets: {} });
    expect(lineOf(await dayPanel(alice, "2026-04-01"), "303").targetKind).toBe("RDA");
  });

  it("refuse bad values with 400 naming the field, and strangers with 401", async () => {
    const put = (payload: object, cookie?: string) =>
      ctx.call(nutrientPanelApi.saveTargets, { cookie, body: payload });
    for (const [payload, field] of [
      [{ targets: { "303": -1 } }, "targets.303"],
      [{ targets: { "303": "lots" } }, "targets.303"],
      [{ targets: { "999": 5 } }, "targets"],
    ] as const) {
      const response = await put(payload, alice.cookie);
      expect(response.statusCode).toBe(400);
      expect(
        Object.keys(response.json<{ error: { fields: Record<string, string> } }>().error.fields),
      ).toContain(field);
    }
    expect((await put({ targets: { "303": 5 } })).statusCode).toBe(401);
    expect((await ctx.call(nutrientPanelApi.day)).statusCode).toBe(401);
  });
});

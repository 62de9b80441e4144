import { describe, expect, it } from "vitest";
import {
  impossibleNutrients,
  amountToGrams,
  emptyNutrients,
  nutrientsForGrams,
  nutrientsOf,
  recipePerServing,
  roundNutrients,
  sumNutrients,
  type Nutrients,
} from "./nutrition";

const chickenPer100g: Nutrients = {
  ...emptyNutrients(),
  energyKcal: 165,
  proteinG: 31.02,
  fatG: 3.57,
  carbsG: 0,
  vitaminDUg: 0.1,
};

describe("portions and units", () => {
  it("scales per-100 g values to the grams eaten: 150 g of roasted chicken breast is about 248 kcal", () => {
    const n = nutrientsForGrams(chickenPer100g, 150);
    expect(n.energyKcal).toBeCloseTo(247.5);
    expect(n.proteinG).toBeCloseTo(46.53);
    expect(n.sugarsG).toBeNull();
  });

  it("weighs ounces with the avoirdupois ounce (28.349523125 g)", () => {
    expect(amountToGrams(1, "oz")).toBeCloseTo(28.349523125, 9);
    expect(amountToGrams(4, "oz")).toBeCloseTo(113.4, 1);
  });

  it("weighs household portions as grams × n / amount (SR28 WEIGHT)", () => {
    // 05064: 0.5 × "breast, bone and skin removed" = 86 g, so one breast is 172 g.
    expect(amountToGrams(1, "portion", { amount: 0.5, grams: 86 })).toBe(172);
    expect(amountToGrams(2, "portion", { amount: 1, grams: 182 })).toBe(364);
    expect(() => amountToGrams(1, "portion")).toThrow(RangeError);
  });
});

describe("recipes", () => {
  it("divides the ingredients' sum by the yield", () => {
    const rice = { ...emptyNutrients(), energyKcal: 390, proteinG: 8.07, sugarsG: null };
    const chicken = nutrientsForGrams(chickenPer100g, 300);
    const perServing = recipePerServing([rice, chicken], 3);
    expect(perServing.energyKcal).toBeCloseTo((390 + 495) / 3);
    expect(perServing.proteinG).toBeCloseTo((8.07 + 93.06) / 3);
  });

  it("keeps a nutrient unknown only when no ingredient has a value", () => {
    const a = { ...emptyNutrients(), sodiumMg: 10 };
    const b = emptyNutrients();
    const perServing = recipePerServing([a, b], 2);
    expect(perServing.sodiumMg).toBe(5);
    expect(perServing.magnesiumMg).toBeNull();
  });

  it("refuses a yield of zero servings", () => {
    expect(() => recipePerServing([], 0)).toThrow(RangeError);
  });
});

describe("totals", () => {
  it("sums known values and counts the unknown ones instead of treating them as zero", () => {
    const { totals, unknownCount, count } = sumNutrients([
      { ...emptyNutrients(), energyKcal: 100, sugarsG: 5 },
      { ...emptyNutrients(), energyKcal: 50, sugarsG: null },
      { ...emptyNutrients(), energyKcal: 0, sugarsG: 0 },
    ]);
    expect(count).toBe(3);
    expect(totals.energyKcal).toBe(150);
    expect(unknownCount.energyKcal).toBe(0);
    expect(totals.sugarsG).toBe(5);
    expect(unknownCount.sugarsG).toBe(1);
    expect(unknownCount.vitaminDUg).toBe(3);
  });
});

describe("impossibleNutrients", () => {
  it("passes real foods, the richest included", () => {
    expect(impossibleNutrients({ energyKcal: 884, fatG: 100 })).toEqual([]);
    expect(impossibleNutrients({ energyKcal: 165, proteinG: 31, carbsG: 0, fatG: 3.6 })).toEqual(
      [],
    );
  });

  it("names each value no food can have", () => {
    expect(impossibleNutrients({ energyKcal: 2500 }).map((p) => p.key)).toEqual(["energyKcal"]);
    expect(impossibleNutrients({ energyKcal: 300, sugarsG: 120 }).map((p) => p.key)).toEqual([
      "sugarsG",
    ]);
    expect(
      impossibleNutrients({ energyKcal: 500, proteinG: 40, carbsG: 40, fatG: 40 }).map(
        (p) => p.key,
      ),
    ).toEqual(["fatG"]);
  });
});

describe("nutrient columns", () => {
  it("reads a row's columns as numbers, text from a driver too, and keeps an empty one unknown", () => {
    const row = { id: "01001", name: "Butter", energyKcal: "717", proteinG: 0.85, fatG: null };
    const nutrients = nutrientsOf(row);
    expect(Object.keys(nutrients)).toEqual(Object.keys(emptyNutrients()));
    expect(nutrients).toMatchObject({ energyKcal: 717, proteinG: 0.85, fatG: null, ironMg: null });
  });

  it("rounds to 2 decimals for storage, unknown staying unknown", () => {
    const rounded = roundNutrients({ ...chickenPer100g, energyKcal: 247.505, vitaminDUg: 0.004 });
    expect(rounded).toMatchObject({
      energyKcal: 247.51,
      vitaminDUg: 0,
      sugarsG: chickenPer100g.sugarsG,
    });
    expect(roundNutrients(emptyNutrients())).toEqual(emptyNutrients());
  });
});

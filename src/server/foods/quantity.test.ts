import { describe, expect, it } from "vitest";
import { parseFoodQuery } from "../../domain/food-query";
import {
  naturalPortion,
  portionHead,
  suggestCustomAmount,
  suggestRecipeAmount,
  suggestUsdaAmount,
} from "./quantity";

// SR28 WEIGHT rows of 09040 "Bananas, raw", 01123 "Egg, whole, raw, fresh" and 01077 whole milk.
const banana = [
  { seq: 1, amount: 1, unit: "cup, mashed", grams: 225 },
  { seq: 4, amount: 1, unit: 'small (6" to 6-7/8" long)', grams: 101 },
  { seq: 5, amount: 1, unit: 'medium (7" to 7-7/8" long)', grams: 118 },
  { seq: 6, amount: 1, unit: 'large (8" to 8-7/8" long)', grams: 136 },
  { seq: 8, amount: 1, unit: "NLEA serving", grams: 126 },
];
const egg = [
  { seq: 1, amount: 1, unit: "large", grams: 50 },
  { seq: 2, amount: 1, unit: "extra large", grams: 56 },
  { seq: 3, amount: 1, unit: "jumbo", grams: 63 },
  { seq: 5, amount: 1, unit: "cup (4.86 large eggs)", grams: 243 },
  { seq: 6, amount: 1, unit: "medium", grams: 44 },
];
const milk = [
  { seq: 1, amount: 1, unit: "cup", grams: 244 },
  { seq: 2, amount: 1, unit: "fl oz", grams: 30.5 },
  { seq: 4, amount: 1, unit: "quart", grams: 976 },
];
const amount = (q: string) => parseFoodQuery(q);

describe("suggested amounts", () => {
  it("reads a portion unit's head", () => {
    expect(portionHead('medium (7" to 7-7/8" long)')).toBe("medium");
    expect(portionHead("cup, mashed")).toBe("cup");
    expect(portionHead("extra large")).toBe("extra large");
    expect(portionHead("slices")).toBe("slice");
  });

  it("starts from the most natural portion: a medium banana, a large egg, a cup of milk", () => {
    expect(naturalPortion(banana)?.seq).toBe(5);
    expect(naturalPortion(egg)?.seq).toBe(1);
    expect(naturalPortion(milk)?.seq).toBe(1);
    expect(naturalPortion([])).toBeNull();
    expect(suggestUsdaAmount(banana, null, 89)).toEqual({
      quantity: 1,
      unit: "portion",
      portionSeq: 5,
      label: "1 medium",
      grams: 118,
      energyKcal: 105,
    });
  });

  it("counts single items, picks the named size, and weighs grams and ounces directly", () => {
    expect(suggestUsdaAmount(egg, amount("2 eggs"), 143)).toMatchObject({
      quantity: 2,
      portionSeq: 1,
      label: "2 large",
      grams: 100,
      energyKcal: 143,
    });
    expect(suggestUsdaAmount(banana, amount("1 large banana"), 89)).toMatchObject({
      portionSeq: 6,
      label: "1 large",
      grams: 136,
    });
    expect(suggestUsdaAmount(milk, amount("a cup of milk"), 61)).toMatchObject({
      quantity: 1,
      unit: "portion",
      portionSeq: 1,
      label: "1 cup",
      grams: 244,
      energyKcal: 149,
    });
    expect(suggestUsdaAmount(milk, amount("200g milk"), 61)).toEqual({
      quantity: 200,
      unit: "g",
      portionSeq: null,
      label: "200 g",
      grams: 200,
      energyKcal: 122,
    });
    expect(suggestUsdaAmount([], amount("3 oz salmon"), 208)).toMatchObject({
      quantity: 3,
      unit: "oz",
      label: "3 oz",
      grams: 85,
      energyKcal: 177,
    });
    expect(suggestUsdaAmount(milk, amount("8 fl oz milk"), 61)).toMatchObject({
      portionSeq: 2,
      label: "8 fl oz",
      grams: 244,
    });
    expect(suggestUsdaAmount(milk, amount("2 cups of milk"), 61)).toMatchObject({
      label: "2 cups",
      grams: 488,
    });
  });

  it("weighs millilitres from a volume portion", () => {
    expect(suggestUsdaAmount(milk, amount("250 ml milk"), 61)).toMatchObject({
      unit: "g",
      label: "250 ml",
      grams: 257.8,
    });
  });

  it("suggests a custom food's serving and a recipe's serving", () => {
    const bar = {
      basis: "serving" as const,
      servingLabel: "bar",
      servingGrams: 40,
      energyKcal: 200,
    };
    expect(suggestCustomAmount(bar, null)).toMatchObject({
      quantity: 1,
      unit: "serving",
      label: "1 bar",
      grams: 40,
      energyKcal: 200,
    });
    expect(suggestCustomAmount(bar, amount("2 bars"))).toMatchObject({
      quantity: 2,
      energyKcal: 400,
    });
    expect(suggestCustomAmount({ ...bar, basis: "100 g", servingGrams: null }, null)).toBeNull();
    expect(suggestRecipeAmount(350, amount("2 chili"))).toMatchObject({
      quantity: 2,
      unit: "serving",
      label: "2 servings",
      energyKcal: 700,
    });
  });

  it("weighs a custom food in any weight typed, kilograms and pounds included", () => {
    const granola = {
      basis: "100 g" as const,
      servingLabel: "serving",
      servingGrams: null,
      energyKcal: 450,
    };
    expect(suggestCustomAmount(granola, amount("1 kg granola"))).toMatchObject({
      quantity: 1000,
      unit: "g",
      label: "1 kg",
      grams: 1000,
      energyKcal: 4500,
    });
    expect(suggestCustomAmount(granola, amount("1 lb granola"))).toMatchObject({
      quantity: 16,
      unit: "oz",
      label: "1 lb",
      energyKcal: 2041,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Portion, SuggestedAmount } from "../../contract/foods";
import { setLocaleForTests } from "../lib/locale";
import { addedMessage, describeAmount, startingAmount, type AmountFood } from "./amount-defaults";
import { shortFoodName } from "./format";

beforeAll(() => setLocaleForTests("en-US"));
afterAll(() => setLocaleForTests(null));

const EGG_PORTIONS: Portion[] = [
  { seq: 1, amount: 1, unit: "large", grams: 50 },
  { seq: 2, amount: 0.5, unit: "cup", grams: 121 },
];
const egg = (suggested?: SuggestedAmount | null): AmountFood => ({
  kind: "usda",
  name: "Egg, whole, raw, fresh",
  basis: "100 g",
  suggested,
});
const twoLarge: SuggestedAmount = {
  quantity: 2,
  unit: "portion",
  portionSeq: 1,
  label: "2 large",
  grams: 100,
  energyKcal: 143,
};

describe("startingAmount", () => {
  it("starts from the suggested portion when the food has it", () => {
    expect(
      startingAmount({ food: egg(twoLarge), portions: EGG_PORTIONS, unitSystem: "metric" }),
    ).toEqual({ quantity: 2, unitChoice: "portion:1" });
  });

  it("falls back to 100 g, or 3.5 oz in imperial, without a suggestion or with a portion the food lacks", () => {
    expect(startingAmount({ food: egg(), portions: EGG_PORTIONS, unitSystem: "metric" })).toEqual({
      quantity: 100,
      unitChoice: "g",
    });
    expect(
      startingAmount({ food: egg(null), portions: EGG_PORTIONS, unitSystem: "imperial" }),
    ).toEqual({ quantity: 3.5, unitChoice: "oz" });
    expect(
      startingAmount({
        food: egg({ ...twoLarge, portionSeq: 9 }),
        portions: EGG_PORTIONS,
        unitSystem: "metric",
      }),
    ).toEqual({ quantity: 100, unitChoice: "g" });
  });

  it("turns suggested grams into ounces in imperial, unless the user typed grams", () => {
    const grams: SuggestedAmount = {
      quantity: 150,
      unit: "g",
      portionSeq: null,
      label: "150 g",
      grams: 150,
      energyKcal: 200,
    };
    expect(startingAmount({ food: egg(grams), portions: [], unitSystem: "imperial" })).toEqual({
      quantity: 5.3,
      unitChoice: "oz",
    });
    expect(
      startingAmount({
        food: egg(grams),
        portions: [],
        unitSystem: "imperial",
        askedForGrams: true,
      }),
    ).toEqual({ quantity: 150, unitChoice: "g" });
    expect(startingAmount({ food: egg(grams), portions: [], unitSystem: "metric" })).toEqual({
      quantity: 150,
      unitChoice: "g",
    });
  });

  it("keeps servings for own foods and recipes", () => {
    const serving: SuggestedAmount = {
      quantity: 2,
      unit: "serving",
      portionSeq: null,
      label: "2 servings",
      grams: null,
      energyKcal: 420,
    };
    expect(
      startingAmount({
        food: { kind: "custom", name: "Bar", basis: "serving", suggested: serving },
        portions: [],
        unitSystem: "metric",
      }),
    ).toEqual({ quantity: 2, unitChoice: "serving" });
    expect(
      startingAmount({
        food: { kind: "recipe", name: "Stew", basis: "serving" },
        portions: [],
        unitSystem: "imperial",
      }),
    ).toEqual({ quantity: 1, unitChoice: "serving" });
    expect(
      startingAmount({
        food: { kind: "custom", name: "Granola", basis: "100 g" },
        portions: [],
        unitSystem: "imperial",
      }),
    ).toEqual({ quantity: 3.5, unitChoice: "oz" });
  });
});

describe("describeAmount", () => {
  it("reads like a kitchen measure", () => {
    expect(describeAmount(2, "portion:1", EGG_PORTIONS)).toBe("2 large");
    // The quantity counts cups (3 cups weigh 3 × 242 g), whatever amount SR28's row is measured in.
    expect(describeAmount(3, "portion:2", EGG_PORTIONS)).toBe("3 cups");
    expect(
      describeAmount(1, "portion:5", [
        { seq: 5, amount: 1, unit: 'medium (7" to 7-7/8" long)', grams: 118 },
      ]),
    ).toBe("1 medium");
    expect(describeAmount(150, "g", [])).toBe("150 g");
    expect(describeAmount(1, "serving", [])).toBe("1 serving");
    expect(describeAmount(4.53, "oz", [])).toBe("4.5 oz");
    expect(describeAmount(2, "serving", [])).toBe("2 servings");
  });
});

describe("the confirmation", () => {
  it("names the food as people do, then the amount", () => {
    const egg = shortFoodName("Egg, whole, raw, fresh", "usda");
    expect(addedMessage(egg, describeAmount(2, "portion:1", EGG_PORTIONS), "breakfast")).toBe(
      "Added Egg (2 large) to Breakfast.",
    );
    expect(addedMessage(shortFoodName("Bananas, raw", "usda"), "1 medium", "snacks")).toBe(
      "Added Bananas (1 medium) to Snacks.",
    );
    // The user's own names are theirs: a comma there is part of it.
    expect(shortFoodName("Oats, Grandma's", "custom")).toBe("Oats, Grandma's");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setLocaleForTests } from "../lib/locale";
import { formatAmount, kcalText, portionAmount } from "./format";

beforeAll(() => setLocaleForTests("en-US"));
afterAll(() => setLocaleForTests(null));

describe("a portion as people say it", () => {
  it("drops SR28's bracketed notes and the × sign", () => {
    expect(portionAmount(1, 'medium (7" to 7-7/8" long)')).toBe("1 medium");
    expect(portionAmount(2, "large")).toBe("2 large");
    expect(portionAmount(1, "cup (8 fl oz)")).toBe("1 cup");
  });

  it("keeps meaningful units and counts nouns", () => {
    expect(portionAmount(1, "cup, chopped")).toBe("1 cup, chopped");
    expect(portionAmount(2, "cup, chopped")).toBe("2 cups, chopped");
    expect(portionAmount(3, "slice")).toBe("3 slices");
    expect(portionAmount(1.5, "serving")).toBe("1.5 servings");
    expect(portionAmount(2, "tbsp")).toBe("2 tbsp");
  });
});

describe("an entry's amount", () => {
  it("weights follow the one display rule", () => {
    expect(formatAmount({ quantity: 150.4, unit: "g", unitLabel: "g" })).toBe("150 g");
    expect(formatAmount({ quantity: 3.527, unit: "oz", unitLabel: "oz" })).toBe("3.5 oz");
    expect(formatAmount({ quantity: 1250, unit: "g", unitLabel: "g" })).toBe("1,250 g");
  });

  it("portions and servings read like a measure; quick adds say so", () => {
    expect(
      formatAmount({ quantity: 1, unit: "portion", unitLabel: 'medium (7" to 7-7/8" long)' }),
    ).toBe("1 medium");
    expect(formatAmount({ quantity: 2, unit: "portion", unitLabel: "large" })).toBe("2 large");
    expect(formatAmount({ quantity: 2, unit: "serving", unitLabel: "bar" })).toBe("2 bars");
    expect(formatAmount({ quantity: 1, unit: "serving", unitLabel: "quick add" })).toBe(
      "quick add",
    );
  });

  it("unknown energy is said, not zero", () => {
    expect(kcalText(null)).toBe("kcal unknown");
    expect(kcalText(2270)).toBe("2,270 kcal");
  });
});

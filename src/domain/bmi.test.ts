import { describe, expect, it } from "vitest";
import { bmi, bmiCategory } from "./bmi";

describe("BMI", () => {
  it("is kg / m²", () => {
    expect(bmi(80, 180)).toBeCloseTo(24.69, 2);
    expect(bmi(80, 0)).toBeNull();
  });

  it("uses the WHO bands", () => {
    expect(bmiCategory(18.4)).toBe("underweight");
    expect(bmiCategory(18.5)).toBe("normal");
    expect(bmiCategory(24.9)).toBe("normal");
    expect(bmiCategory(24.96)).toBe("overweight");
    expect(bmiCategory(25)).toBe("overweight");
    expect(bmiCategory(29.9)).toBe("overweight");
    expect(bmiCategory(30)).toBe("obese");
  });
});

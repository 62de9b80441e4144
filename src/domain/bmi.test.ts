import { describe, expect, it } from "vitest";
import { bmi, bmiCategory, bmiReading } from "./bmi";

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

describe("BMI reading by age", () => {
  it("gives an adult the WHO category from 18", () => {
    expect(bmiReading({ weightKg: 80, heightCm: 180, ageYears: 18 })).toEqual({
      scale: "adult",
      value: 24.7,
      category: "normal",
    });
  });

  it("gives someone under 18 the number without an adult category", () => {
    // 80 kg at 180 cm would read "Healthy weight" for an adult; at 17 no band is given.
    expect(bmiReading({ weightKg: 80, heightCm: 180, ageYears: 17 })).toEqual({
      scale: "under_18",
      value: 24.7,
    });
    expect(bmiReading({ weightKg: 45, heightCm: 160, ageYears: 13 })).toEqual({
      scale: "under_18",
      value: 17.6,
    });
  });

  it("has no reading without a height", () => {
    expect(bmiReading({ weightKg: 80, heightCm: null, ageYears: 30 })).toBeNull();
    expect(bmiReading({ weightKg: 80, heightCm: 0, ageYears: 15 })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import {
  cmToFeetInches,
  displayAmount,
  roundForDisplay,
  toMetric,
  flOzToMl,
  formatVolume,
  formatWeight,
  gToOz,
  kgToLb,
  kgToStoneLb,
  kgToUnit,
  lbToKg,
  mlToFlOz,
  ozToG,
  resolveWeightUnit,
  stoneLbToKg,
  weightToKg,
} from "./units";

describe("unit conversions both ways", () => {
  it("kg and lb", () => {
    expect(lbToKg(1)).toBe(0.45359237);
    expect(kgToLb(100)).toBeCloseTo(220.462, 3);
    expect(lbToKg(kgToLb(72.4))).toBeCloseTo(72.4, 10);
  });
  it("g and oz", () => {
    expect(ozToG(1)).toBeCloseTo(28.3495, 4);
    expect(gToOz(ozToG(5.5))).toBeCloseTo(5.5, 10);
  });
  it("ml and US fl oz", () => {
    expect(flOzToMl(8)).toBeCloseTo(236.588, 3);
    expect(mlToFlOz(flOzToMl(16.9))).toBeCloseTo(16.9, 10);
  });
  it("stones and pounds", () => {
    expect(kgToStoneLb(stoneLbToKg(11, 4))).toEqual({ stone: 11, lb: 4 });
    expect(weightToKg(10, "st")).toBeCloseTo(63.503, 3);
    expect(kgToUnit(weightToKg(10, "st"), "st")).toBeCloseTo(10, 10);
  });
  it("height in feet and inches", () => {
    expect(cmToFeetInches(180)).toEqual({ feet: 5, inches: 11 });
  });
  it("formats for the user's units", () => {
    expect(formatWeight(80, "kg")).toBe("80.0 kg");
    expect(formatWeight(80, "lb")).toBe("176.4 lb");
    expect(formatWeight(80, "st")).toBe("12 st 8.4 lb");
    expect(formatVolume(500, "metric")).toBe("500 ml");
    expect(formatVolume(500, "imperial")).toBe("16.9 fl oz");
  });
});

describe("the one display rounding rule", () => {
  it("rounds half away from zero to the unit's decimals", () => {
    expect(roundForDisplay(1.05, "lb")).toBe(1.1);
    expect(roundForDisplay(-1.05, "lb")).toBe(-1.1);
    expect(roundForDisplay(-0.04, "kg")).toBe(0);
    expect(roundForDisplay(249.5, "ml")).toBe(250);
    expect(roundForDisplay(8.449, "fl_oz")).toBe(8.4);
    expect(roundForDisplay(1.005, "oz")).toBe(1);
    expect(roundForDisplay(2269.6, "kcal")).toBe(2270);
  });
  it("converts stored metric amounts and rounds them the same way on every screen", () => {
    expect(displayAmount(500, "fl_oz")).toBe(16.9);
    expect(displayAmount(250, "fl_oz")).toBe(8.5);
    expect(displayAmount(80, "lb")).toBe(176.4);
    expect(displayAmount(100, "oz")).toBe(3.5);
    expect(displayAmount(180, "in")).toBe(71);
    expect(displayAmount(0.25, "lb")).toBe(0.6);
    expect(displayAmount(2000, "ml")).toBe(2000);
  });
  it("reads round imperial amounts back as typed once stored in whole ml or to 0.01 kg", () => {
    for (const flOz of [8, 12, 16, 20, 32])
      expect(displayAmount(Math.round(toMetric(flOz, "fl_oz")), "fl_oz")).toBe(flOz);
    for (const lb of [0.5, 1, 1.5, 2, 150.2, 176.4])
      expect(displayAmount(Math.round(toMetric(lb, "lb") * 100) / 100, "lb")).toBe(lb);
    expect(toMetric(1, "lb")).toBeCloseTo(0.45359237, 10);
  });
});

describe("resolveWeightUnit", () => {
  it("follows the unit system until the user chooses a unit", () => {
    expect(resolveWeightUnit(null, "metric")).toBe("kg");
    expect(resolveWeightUnit(null, "imperial")).toBe("lb");
    expect(resolveWeightUnit("st", "metric")).toBe("st");
    expect(resolveWeightUnit("kg", "imperial")).toBe("kg");
  });
});

import { describe, expect, it } from "vitest";
import {
  cmToFeetInches,
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

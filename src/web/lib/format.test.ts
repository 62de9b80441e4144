import { afterEach, describe, expect, it } from "vitest";
import {
  formatBodyWeight,
  formatDate,
  formatEnergy,
  formatNumber,
  formatQuantity,
  formatVolume,
} from "./format";
import { setLocaleForTests } from "./locale";

afterEach(() => setLocaleForTests(null));

describe("numbers and quantities in the reader's locale", () => {
  it("groups every number the same way, units included", () => {
    setLocaleForTests("en-US");
    expect(formatNumber(2270)).toBe("2,270");
    expect(formatVolume(2000, "metric")).toBe("2,000 ml");
    expect(formatEnergy(2269.6)).toBe("2,270 kcal");
    expect(formatNumber(1.25, 1)).toBe("1.3");
  });
  it("shows imperial amounts by the one rounding rule", () => {
    setLocaleForTests("en-US");
    expect(formatVolume(237, "imperial")).toBe("8 fl oz");
    expect(formatVolume(500, "imperial")).toBe("16.9 fl oz");
    expect(formatQuantity(100, "oz")).toBe("3.5 oz");
    expect(formatBodyWeight(80, "kg")).toBe("80.0 kg");
    expect(formatBodyWeight(80, "lb")).toBe("176.4 lb");
    expect(formatBodyWeight(80, "st")).toBe("12 st 8.4 lb");
  });
  it("follows another locale's separators", () => {
    setLocaleForTests("de-DE");
    expect(formatVolume(2000, "metric")).toBe("2.000 ml");
    expect(formatBodyWeight(80, "lb")).toBe("176,4 lb");
  });
});

describe("dates", () => {
  it("has one set of named styles", () => {
    setLocaleForTests("en-GB");
    // ICU versions differ on the comma after the weekday in en-GB.
    expect(formatDate("2026-11-24", "long")).toMatch(/^Tuesday,? 24 November 2026$/);
    expect(formatDate("2026-11-24", "day")).toMatch(/^Tuesday,? 24 November$/);
    expect(formatDate("2026-11-24", "medium")).toBe("24 Nov 2026");
    expect(formatDate("2026-11-24", "short")).toBe("24 Nov");
    expect(formatDate("2026-11-24", "weekday")).toBe("Tue");
    setLocaleForTests("en-US");
    expect(formatDate("2026-11-24", "long")).toBe("Tuesday, November 24, 2026");
    expect(formatDate("2026-11-24", "short")).toBe("Nov 24");
  });
  it("reads a diary day as a calendar day, whatever the time zone", () => {
    setLocaleForTests("en-GB");
    expect(formatDate("2026-01-01", "medium")).toBe("1 Jan 2026");
  });
});

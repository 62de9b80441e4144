import { describe, expect, it } from "vitest";
import { formatRate, formatWeightChange, kgToTyped, typedToKg } from "./weight-values";

describe("typed weights", () => {
  it("reads kg, lb and st+lb into kg", () => {
    expect(typedToKg({ main: "80", pounds: "" }, "kg")).toBe(80);
    expect(typedToKg({ main: "176.4", pounds: "" }, "lb")).toBe(80.01);
    expect(typedToKg({ main: "12", pounds: "8" }, "st")).toBe(79.83);
    expect(typedToKg({ main: "", pounds: "" }, "st")).toBeNull();
    expect(typedToKg({ main: "heavy", pounds: "" }, "kg")).toBeNaN();
  });

  it("writes kg back in the unit", () => {
    expect(kgToTyped(80, "kg")).toEqual({ main: "80", pounds: "" });
    expect(kgToTyped(80, "st")).toEqual({ main: "12", pounds: "8.4" });
  });

  it("signs changes", () => {
    expect(formatWeightChange(-0.5, "kg")).toBe("−0.5 kg");
    expect(formatWeightChange(0.01, "kg")).toBe("±0.0 kg");
    expect(formatWeightChange(-0.5, "st")).toBe("−1.1 lb");
  });
});

describe("weekly rates", () => {
  it("keeps quarter kilos and reads pounds to one decimal", () => {
    expect(formatRate(0.25, "kg")).toBe("0.25 kg");
    expect(formatRate(0.5, "kg")).toBe("0.5 kg");
    expect(formatRate(0.25, "lb")).toBe("0.55 lb");
    expect(formatRate(0.45359237, "lb")).toBe("1 lb");
    expect(formatRate(1, "st")).toBe("2.2 lb");
  });
});

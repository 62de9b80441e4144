import { describe, expect, it } from "vitest";
import { MAX_WEEKLY_RATE_KG } from "../../domain/energy";
import { defaultRateKg, energyPerUnitText, matchingChoice, rateChoicesKg } from "./weekly-rates";
import { formatRate } from "../weight/weight-values";

describe("weekly rate choices in the user's unit", () => {
  it("offers round pounds to pound and stone users, within the kg limits", () => {
    expect(rateChoicesKg("lose", "lb").map((kg) => formatRate(kg, "lb"))).toEqual([
      "0.5 lb",
      "1 lb",
      "1.5 lb",
      "2 lb",
    ]);
    expect(rateChoicesKg("gain", "st").map((kg) => formatRate(kg, "st"))).toEqual([
      "0.25 lb",
      "0.5 lb",
      "1 lb",
    ]);
    for (const goal of ["lose", "gain"] as const)
      for (const kg of rateChoicesKg(goal, "lb"))
        expect(kg).toBeLessThanOrEqual(MAX_WEEKLY_RATE_KG[goal]);
    expect(rateChoicesKg("lose", "kg").map((kg) => formatRate(kg, "kg"))).toEqual([
      "0.25 kg",
      "0.5 kg",
      "0.75 kg",
      "1 kg",
    ]);
  });
  it("finds the choice a stored float4 rate stands for", () => {
    const choices = rateChoicesKg("lose", "lb");
    expect(matchingChoice(Math.fround(defaultRateKg("lose", "lb")), choices)).toBe(choices[1]);
    expect(matchingChoice(0.3, choices)).toBeNull();
  });
  it("states the energy of a unit of body weight in that unit", () => {
    expect(energyPerUnitText("kg")).toBe("about 7,700 kcal per kg");
    expect(energyPerUnitText("lb")).toBe("about 3,500 kcal per lb");
  });
});

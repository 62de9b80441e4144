import { describe, expect, it } from "vitest";
import { dietaryReferenceIntakes } from "./dietary-reference-intakes";

describe("dietaryReferenceIntakes", () => {
  it("gives a woman of 25 the 19-30 female RDAs and AIs", () => {
    const t = dietaryReferenceIntakes({ ageYears: 25, sex: "female" });
    expect(t["303"]).toEqual({ amount: 18, isLimit: false, kind: "RDA" }); // iron
    expect(t["304"]?.amount).toBe(310); // magnesium
    expect(t["291"]).toEqual({ amount: 25, isLimit: false, kind: "AI" }); // fibre
    expect(t["401"]?.amount).toBe(75);
    expect(t["306"]?.amount).toBe(2600); // potassium, 2019 AI
  });

  it("gives a man of 45 the 31-50 male values", () => {
    const t = dietaryReferenceIntakes({ ageYears: 45, sex: "male" });
    expect(t["303"]?.amount).toBe(8);
    expect(t["304"]?.amount).toBe(420);
    expect(t["309"]?.amount).toBe(11);
    expect(t["430"]?.amount).toBe(120);
    expect(t["omega6"]?.amount).toBe(17);
  });

  it("follows the older bands: calcium rises for women at 51 and for men at 71, vitamin D at 71", () => {
    expect(dietaryReferenceIntakes({ ageYears: 55, sex: "female" })["301"]?.amount).toBe(1200);
    expect(dietaryReferenceIntakes({ ageYears: 55, sex: "male" })["301"]?.amount).toBe(1000);
    expect(dietaryReferenceIntakes({ ageYears: 75, sex: "male" })["301"]?.amount).toBe(1200);
    expect(dietaryReferenceIntakes({ ageYears: 75, sex: "female" })["328"]?.amount).toBe(20);
    expect(dietaryReferenceIntakes({ ageYears: 55, sex: "female" })["303"]?.amount).toBe(8);
  });

  it("gives teenagers the 14-18 values and 13-year-olds the 9-13 ones", () => {
    expect(dietaryReferenceIntakes({ ageYears: 16, sex: "female" })["303"]?.amount).toBe(15);
    expect(dietaryReferenceIntakes({ ageYears: 13, sex: "male" })["301"]?.amount).toBe(1300);
    expect(dietaryReferenceIntakes({ ageYears: 13, sex: "male" })["307"]?.amount).toBe(1800);
  });

  it("takes the larger of the two sexes when sex is not given", () => {
    const t = dietaryReferenceIntakes({ ageYears: 30, sex: null });
    expect(t["303"]?.amount).toBe(18);
    expect(t["304"]?.amount).toBe(400);
  });

  it("shows sodium, sugars and saturated fat as limits, the last two from the energy goal", () => {
    const t = dietaryReferenceIntakes({ ageYears: 30, sex: "male", energyKcal: 2400 });
    expect(t["307"]).toEqual({ amount: 2300, isLimit: true, kind: "CDRR" });
    expect(t["269"]).toEqual({ amount: 60, isLimit: true, kind: "DGA" }); // 240 kcal / 4
    expect(t["606"]).toEqual({ amount: 27, isLimit: true, kind: "DGA" }); // 240 kcal / 9
    expect(dietaryReferenceIntakes({ ageYears: 30, sex: "male" })["269"]?.amount).toBe(50);
  });

  it("sets no target where the DRI sets none", () => {
    const t = dietaryReferenceIntakes({ ageYears: 30, sex: "male" });
    for (const key of ["605", "601", "629", "621", "262", "221"]) expect(t[key]).toBeUndefined();
  });
});

/**
 * Daily targets for the nutrient panel from published Dietary Reference Intakes.
 *
 * Source: National Academies of Sciences, Engineering, and Medicine (formerly the Institute of
 * Medicine), Food and Nutrition Board, "Dietary Reference Intakes: RDA and AI for Vitamins and
 * Elements" and "... for Total Water and Macronutrients" summary tables (NIH Office of Dietary
 * Supplements reproduces them), with sodium and potassium as revised in "Dietary Reference Intakes
 * for Sodium and Potassium" (NASEM, 2019): potassium AI, and the sodium Chronic Disease Risk
 * Reduction intake (CDRR), used here as a limit. Added sugars and saturated fat: less than 10 % of
 * energy a day from age 2, Dietary Guidelines for Americans 2020-2025 (USDA and HHS), key
 * recommendations. See data/README.md.
 *
 * The tables have life-stage groups 1-3, 4-8, 9-13, 14-18, 19-30, 31-50, 51-70 and over 70; below 9
 * males and females share values. Pregnancy and lactation are not asked for, so not applied.
 * Nutrients with no RDA or AI (trans fat, cholesterol, EPA, DHA, caffeine, alcohol...) get no target.
 */

import type { Sex } from "./energy";

/** The 8 life-stage groups of the DRI tables, by their first year of age. */
const BAND_STARTS = [1, 4, 9, 14, 19, 31, 51, 71] as const;

/** Values for each life-stage group, male then female (8 each). */
type ByBand = readonly [male: readonly number[], female: readonly number[]];
const same = (values: readonly number[]): ByBand => [values, values];

/** RDA, or AI where no RDA is set, keyed like PANEL_NUTRIENTS (src/domain/nutrient-panel.ts). */
const INTAKES: Record<string, { kind: "RDA" | "AI"; values: ByBand }> = {
  // protein and carbohydrate (g): RDA, macronutrients table
  "203": {
    kind: "RDA",
    values: [
      [13, 19, 34, 52, 56, 56, 56, 56],
      [13, 19, 34, 46, 46, 46, 46, 46],
    ],
  },
  "205": { kind: "RDA", values: same([130, 130, 130, 130, 130, 130, 130, 130]) },
  // total fibre (g): AI
  "291": {
    kind: "AI",
    values: [
      [19, 25, 31, 38, 38, 38, 30, 30],
      [19, 25, 26, 26, 25, 25, 21, 21],
    ],
  },
  // vitamins
  "320": {
    kind: "RDA",
    values: [
      [300, 400, 600, 900, 900, 900, 900, 900],
      [300, 400, 600, 700, 700, 700, 700, 700],
    ],
  },
  "404": {
    kind: "RDA",
    values: [
      [0.5, 0.6, 0.9, 1.2, 1.2, 1.2, 1.2, 1.2],
      [0.5, 0.6, 0.9, 1.0, 1.1, 1.1, 1.1, 1.1],
    ],
  },
  "405": {
    kind: "RDA",
    values: [
      [0.5, 0.6, 0.9, 1.3, 1.3, 1.3, 1.3, 1.3],
      [0.5, 0.6, 0.9, 1.0, 1.1, 1.1, 1.1, 1.1],
    ],
  },
  "406": {
    kind: "RDA",
    values: [
      [6, 8, 12, 16, 16, 16, 16, 16],
      [6, 8, 12, 14, 14, 14, 14, 14],
    ],
  },
  "410": { kind: "AI", values: same([2, 3, 4, 5, 5, 5, 5, 5]) },
  "415": {
    kind: "RDA",
    values: [
      [0.5, 0.6, 1.0, 1.3, 1.3, 1.3, 1.7, 1.7],
      [0.5, 0.6, 1.0, 1.2, 1.3, 1.3, 1.5, 1.5],
    ],
  },
  "435": { kind: "RDA", values: same([150, 200, 300, 400, 400, 400, 400, 400]) },
  "418": { kind: "RDA", values: same([0.9, 1.2, 1.8, 2.4, 2.4, 2.4, 2.4, 2.4]) },
  "401": {
    kind: "RDA",
    values: [
      [15, 25, 45, 75, 90, 90, 90, 90],
      [15, 25, 45, 65, 75, 75, 75, 75],
    ],
  },
  "328": { kind: "RDA", values: same([15, 15, 15, 15, 15, 15, 15, 20]) },
  "323": { kind: "RDA", values: same([6, 7, 11, 15, 15, 15, 15, 15]) },
  "430": {
    kind: "AI",
    values: [
      [30, 55, 60, 75, 120, 120, 120, 120],
      [30, 55, 60, 75, 90, 90, 90, 90],
    ],
  },
  // minerals (copper is tabled in µg; the panel shows mg)
  "301": {
    kind: "RDA",
    values: [
      [700, 1000, 1300, 1300, 1000, 1000, 1000, 1200],
      [700, 1000, 1300, 1300, 1000, 1000, 1200, 1200],
    ],
  },
  "312": { kind: "RDA", values: same([0.34, 0.44, 0.7, 0.89, 0.9, 0.9, 0.9, 0.9]) },
  "303": {
    kind: "RDA",
    values: [
      [7, 10, 8, 11, 8, 8, 8, 8],
      [7, 10, 8, 15, 18, 18, 8, 8],
    ],
  },
  "304": {
    kind: "RDA",
    values: [
      [80, 130, 240, 410, 400, 420, 420, 420],
      [80, 130, 240, 360, 310, 320, 320, 320],
    ],
  },
  "315": {
    kind: "AI",
    values: [
      [1.2, 1.5, 1.9, 2.2, 2.3, 2.3, 2.3, 2.3],
      [1.2, 1.5, 1.6, 1.6, 1.8, 1.8, 1.8, 1.8],
    ],
  },
  "305": { kind: "RDA", values: same([460, 500, 1250, 1250, 700, 700, 700, 700]) },
  "306": {
    kind: "AI",
    values: [
      [2000, 2300, 2500, 3000, 3400, 3400, 3400, 3400],
      [2000, 2300, 2300, 2300, 2600, 2600, 2600, 2600],
    ],
  },
  "317": { kind: "RDA", values: same([20, 30, 40, 55, 55, 55, 55, 55]) },
  "309": {
    kind: "RDA",
    values: [
      [3, 5, 8, 11, 11, 11, 11, 11],
      [3, 5, 8, 9, 8, 8, 8, 8],
    ],
  },
  // fatty acids (g): AI for alpha-linolenic (omega-3) and linoleic (omega-6) acid
  ala: {
    kind: "AI",
    values: [
      [0.7, 0.9, 1.2, 1.6, 1.6, 1.6, 1.6, 1.6],
      [0.7, 0.9, 1.0, 1.1, 1.1, 1.1, 1.1, 1.1],
    ],
  },
  omega6: {
    kind: "AI",
    values: [
      [7, 10, 12, 16, 17, 17, 14, 14],
      [7, 10, 10, 11, 12, 12, 11, 11],
    ],
  },
};

/** Sodium CDRR (mg/day): intakes above it should be reduced (NASEM 2019). */
const SODIUM_CDRR = same([1200, 1500, 1800, 2300, 2300, 2300, 2300, 2300]);

/** Dietary Guidelines 2020-2025: added sugars and saturated fat each under 10 % of energy. */
const SHARE_OF_ENERGY_LIMIT = 0.1;
/** Energy per gram used to turn that share into grams (Atwater: 4 kcal/g sugar, 9 kcal/g fat). */
const KCAL_PER_G = { sugar: 4, fat: 9 };
/** The reference intake the Nutrition Facts label uses when the user has no calorie goal. */
export const REFERENCE_ENERGY_KCAL = 2000;

export type TargetKind = "RDA" | "AI" | "CDRR" | "DGA" | "own";

export interface NutrientTarget {
  amount: number;
  /** A limit is not to be exceeded (sodium, sugars, saturated fat); other targets are to be reached. */
  isLimit: boolean;
  kind: TargetKind;
}

function bandIndex(ageYears: number): number {
  let index = 0;
  BAND_STARTS.forEach((start, i) => {
    if (ageYears >= start) index = i;
  });
  return index;
}

/**
 * For an unknown sex the larger of the two values, so that meeting the target covers either; the
 * limits below do not depend on sex.
 */
function pick(values: ByBand, band: number, sex: Sex | null): number {
  const male = values[0][band]!;
  const female = values[1][band]!;
  if (sex === "male") return male;
  if (sex === "female") return female;
  return Math.max(male, female);
}

/**
 * Targets for one person by panel key. `energyKcal` is the day's energy goal, which the two
 * share-of-energy limits are worked out from; without one the label's 2,000 kcal is used.
 */
export function dietaryReferenceIntakes(options: {
  ageYears: number;
  sex: Sex | null;
  energyKcal?: number | null;
}): Record<string, NutrientTarget> {
  const band = bandIndex(options.ageYears);
  const out: Record<string, NutrientTarget> = {};
  for (const [key, { kind, values }] of Object.entries(INTAKES)) {
    out[key] = { amount: pick(values, band, options.sex), isLimit: false, kind };
  }
  out["307"] = { amount: pick(SODIUM_CDRR, band, options.sex), isLimit: true, kind: "CDRR" };
  const energy =
    options.energyKcal && options.energyKcal > 0 ? options.energyKcal : REFERENCE_ENERGY_KCAL;
  const gramsWithin = (kcalPerG: number) => Math.round((energy * SHARE_OF_ENERGY_LIMIT) / kcalPerG);
  // SR28 reports total sugars only; the added-sugar limit is shown on them, and the page says so.
  if (options.ageYears >= 2) {
    out["269"] = { amount: gramsWithin(KCAL_PER_G.sugar), isLimit: true, kind: "DGA" };
    out["606"] = { amount: gramsWithin(KCAL_PER_G.fat), isLimit: true, kind: "DGA" };
  }
  return out;
}

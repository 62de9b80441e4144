/**
 * Quantities are stored metric (kg, ml, g); these convert at the edge. Factors are exact by
 * definition: the international avoirdupois pound is 0.45359237 kg (1959 agreement), the ounce is
 * 1/16 lb, the stone 14 lb, the US fluid ounce 29.5735295625 ml (1/128 US gallon of 231 in³).
 */
export const KG_PER_LB = 0.45359237;
export const LB_PER_STONE = 14;
export const G_PER_OZ = (KG_PER_LB * 1000) / 16;
export const ML_PER_US_FL_OZ = 29.5735295625;
export const CM_PER_INCH = 2.54;

export type WeightUnit = "kg" | "lb" | "st";
export type VolumeUnit = "ml" | "fl_oz";
export type UnitSystem = "metric" | "imperial";

export const kgToLb = (kg: number) => kg / KG_PER_LB;
export const lbToKg = (lb: number) => lb * KG_PER_LB;
export const gToOz = (g: number) => g / G_PER_OZ;
export const ozToG = (oz: number) => oz * G_PER_OZ;
export const mlToFlOz = (ml: number) => ml / ML_PER_US_FL_OZ;
export const flOzToMl = (flOz: number) => flOz * ML_PER_US_FL_OZ;
export const cmToInches = (cm: number) => cm / CM_PER_INCH;
export const inchesToCm = (inches: number) => inches * CM_PER_INCH;

/**
 * The units a quantity is shown in. Each is a metric base (kg, g, ml, cm) or its imperial
 * counterpart; `kcal` has no counterpart but is shown by the same rule.
 */
export type DisplayUnit = "kg" | "lb" | "g" | "oz" | "ml" | "fl_oz" | "cm" | "in" | "kcal";

/**
 * THE rounding rule of every screen: a shown quantity keeps this many decimals, rounded half away
 * from zero. Body weights keep their trailing zero (80.0 kg) because a scale reads to 0.1; other
 * units drop it (8 fl oz, not 8.0). Chosen so the imperial value is as precise as the metric one:
 * 0.1 lb ≈ 0.05 kg, 0.1 fl oz ≈ 3 ml, 0.1 oz ≈ 3 g, 1 in ≈ 2.5 cm.
 */
export const DISPLAY_PRECISION: Record<DisplayUnit, { decimals: number; keepsZeros: boolean }> = {
  kg: { decimals: 1, keepsZeros: true },
  lb: { decimals: 1, keepsZeros: true },
  g: { decimals: 0, keepsZeros: false },
  oz: { decimals: 1, keepsZeros: false },
  ml: { decimals: 0, keepsZeros: false },
  fl_oz: { decimals: 1, keepsZeros: false },
  cm: { decimals: 0, keepsZeros: false },
  in: { decimals: 0, keepsZeros: false },
  kcal: { decimals: 0, keepsZeros: false },
};

/**
 * Rounds `value` (already in `unit`) by the display rule. The 1e-9 nudge keeps binary fractions
 * from rounding the wrong way (1.005 × 100 is 100.49999…); negative values round like their magnitude.
 */
export function roundForDisplay(value: number, unit: DisplayUnit): number {
  const factor = 10 ** DISPLAY_PRECISION[unit].decimals;
  const rounded = Math.round(Math.abs(value) * factor + 1e-9) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** The metric base of each display unit: kg for lb, g for oz, ml for fl oz, cm for in. */
const PER_METRIC: Record<DisplayUnit, number> = {
  kg: 1,
  lb: 1 / KG_PER_LB,
  g: 1,
  oz: 1 / G_PER_OZ,
  ml: 1,
  fl_oz: 1 / ML_PER_US_FL_OZ,
  cm: 1,
  in: 1 / CM_PER_INCH,
  kcal: 1,
};

/** A stored metric amount in `unit`, rounded by the display rule: displayAmount(500, "fl_oz") is 16.9. */
export function displayAmount(metric: number, unit: DisplayUnit): number {
  return roundForDisplay(metric * PER_METRIC[unit], unit);
}

/** A typed amount in `unit` back to the stored metric amount (not rounded: storage keeps precision). */
export function toMetric(value: number, unit: DisplayUnit): number {
  return value / PER_METRIC[unit];
}

/** The unit a user of `system` reads for each kind of quantity. */
export const UNITS_OF: Record<
  UnitSystem,
  { bodyWeight: "kg" | "lb"; food: "g" | "oz"; volume: "ml" | "fl_oz"; length: "cm" | "in" }
> = {
  metric: { bodyWeight: "kg", food: "g", volume: "ml", length: "cm" },
  imperial: { bodyWeight: "lb", food: "oz", volume: "fl_oz", length: "in" },
};

/** Stones and pounds as people say them: 11 st 4 lb. Pounds follow the display rule for lb. */
export function kgToStoneLb(kg: number): { stone: number; lb: number } {
  const totalLb = displayAmount(kg, "lb");
  const stone = Math.floor(totalLb / LB_PER_STONE);
  return { stone, lb: roundForDisplay(totalLb - stone * LB_PER_STONE, "lb") };
}

export function stoneLbToKg(stone: number, lb: number): number {
  return lbToKg(stone * LB_PER_STONE + lb);
}

/** Feet and inches for a height in cm, inches by the display rule (whole). */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const total = displayAmount(cm, "in");
  return { feet: Math.floor(total / 12), inches: total % 12 };
}

/** kg for metric users and lb for imperial ones, unless they chose otherwise on the weight screen. */
export function resolveWeightUnit(chosen: WeightUnit | null, unitSystem: UnitSystem): WeightUnit {
  return chosen ?? (unitSystem === "imperial" ? "lb" : "kg");
}

export function weightToKg(value: number, unit: WeightUnit): number {
  return unit === "kg" ? value : unit === "lb" ? lbToKg(value) : lbToKg(value * LB_PER_STONE);
}

export function kgToUnit(kg: number, unit: WeightUnit): number {
  return unit === "kg" ? kg : unit === "lb" ? kgToLb(kg) : kgToLb(kg) / LB_PER_STONE;
}

/**
 * Plain, locale-free text for the server and tests (the screens use src/web/lib/format.ts, which
 * groups digits in the reader's locale). Both round by the display rule above.
 */
export function formatWeight(kg: number, unit: WeightUnit): string {
  if (unit === "st") {
    const { stone, lb } = kgToStoneLb(kg);
    return `${stone} st ${lb} lb`;
  }
  return `${displayAmount(kg, unit).toFixed(1)} ${unit}`;
}

export function formatVolume(ml: number, system: UnitSystem): string {
  return system === "metric"
    ? `${displayAmount(ml, "ml")} ml`
    : `${displayAmount(ml, "fl_oz").toFixed(1)} fl oz`;
}

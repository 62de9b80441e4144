/**
 * Quantities are stored metric (kg, ml, g); these convert at the edge. Factors are exact by
 * definition: the international avoirdupois pound is 0.45359237 kg (1959 agreement), the ounce is
 * 1/16 lb, the stone 14 lb, the US fluid ounce 29.5735295625 ml (1/128 US gallon of 231 in³).
 */
export const KG_PER_LB = 0.45359237;
export const LB_PER_STONE = 14;
export const G_PER_OZ = KG_PER_LB * 1000 / 16;
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

/** Stones and pounds as people say them: 11 st 4 lb. Pounds are rounded to one decimal. */
export function kgToStoneLb(kg: number): { stone: number; lb: number } {
  const totalLb = Math.round(kgToLb(kg) * 10) / 10;
  const stone = Math.floor(totalLb / LB_PER_STONE);
  return { stone, lb: Math.round((totalLb - stone * LB_PER_STONE) * 10) / 10 };
}

export function stoneLbToKg(stone: number, lb: number): number {
  return lbToKg(stone * LB_PER_STONE + lb);
}

/** Feet and inches for a height in cm, inches rounded to whole. */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const total = Math.round(cmToInches(cm));
  return { feet: Math.floor(total / 12), inches: total % 12 };
}

export function weightToKg(value: number, unit: WeightUnit): number {
  return unit === "kg" ? value : unit === "lb" ? lbToKg(value) : lbToKg(value * LB_PER_STONE);
}

export function kgToUnit(kg: number, unit: WeightUnit): number {
  return unit === "kg" ? kg : unit === "lb" ? kgToLb(kg) : kgToLb(kg) / LB_PER_STONE;
}

export function formatWeight(kg: number, unit: WeightUnit): string {
  if (unit === "st") {
    const { stone, lb } = kgToStoneLb(kg);
    return `${stone} st ${lb} lb`;
  }
  const value = kgToUnit(kg, unit);
  return `${value.toFixed(1)} ${unit}`;
}

export function formatVolume(ml: number, system: UnitSystem): string {
  return system === "metric" ? `${Math.round(ml)} ml` : `${mlToFlOz(ml).toFixed(1)} fl oz`;
}

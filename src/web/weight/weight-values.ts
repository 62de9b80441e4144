import type { WeightUnit } from "../../contract/weight";
import { displayAmount, kgToStoneLb, kgToUnit, LB_PER_STONE, weightToKg } from "../../domain/units";
import { formatNumber, formatQuantity } from "../lib/format";
import { parseTypedNumber } from "../lib/typed-number";

/** A weight as typed: one number in kg or lb, or stones plus pounds. */
export interface TypedWeight {
  main: string;
  pounds: string;
}

/** kg from what was typed; null when empty, NaN when it is not a number. Rounded to 0.01 kg. */
export function typedToKg(typed: TypedWeight, unit: WeightUnit): number | null {
  const main = parseTypedNumber(typed.main);
  if (unit !== "st")
    return main === null
      ? null
      : Number.isNaN(main)
        ? Number.NaN
        : Math.round(weightToKg(main, unit) * 100) / 100;
  const pounds = parseTypedNumber(typed.pounds);
  if (main === null && pounds === null) return null;
  if (Number.isNaN(main) || Number.isNaN(pounds)) return Number.NaN;
  const totalLb = (main ?? 0) * LB_PER_STONE + (pounds ?? 0);
  return Math.round(weightToKg(totalLb, "lb") * 100) / 100;
}

/** The typed form of a stored weight, to fill an edit form. */
export function kgToTyped(kg: number | null, unit: WeightUnit): TypedWeight {
  if (kg === null) return { main: "", pounds: "" };
  if (unit === "st") {
    const { stone, lb } = kgToStoneLb(kg);
    return { main: String(stone), pounds: String(lb) };
  }
  return { main: String(Math.round(kgToUnit(kg, unit) * 10) / 10), pounds: "" };
}

/** A change of weight, signed: "+0.4 kg", "−1.2 lb", "−3.1 lb" for stones (small changes read in lb). */
export function formatWeightChange(kg: number, unit: WeightUnit): string {
  const shownUnit = unit === "st" ? "lb" : unit;
  const sign = displayAmount(Math.abs(kg), shownUnit) === 0 ? "±" : kg < 0 ? "−" : "+";
  return `${sign}${formatQuantity(Math.abs(kg), shownUnit)}`;
}

export const UNIT_LABELS: Record<WeightUnit, string> = {
  kg: "Kilograms (kg)",
  lb: "Pounds (lb)",
  st: "Stones and pounds (st/lb)",
};

/**
 * A weekly rate as the wizard offers it: "0.25 kg", "1 lb" (stones users think in pounds here).
 * Two decimals, not the body-weight rule's one: the offered rates are exact quarter units, and
 * 0.25 kg read as "0.3 kg" would not be the choice that was made.
 */
export function formatRate(kg: number, unit: WeightUnit): string {
  const shownUnit = unit === "kg" ? "kg" : "lb";
  return `${formatNumber(kgToUnit(kg, shownUnit), 2)} ${shownUnit}`;
}

import type { PanelNutrient } from "../../domain/nutrient-panel";
import { formatNumber } from "../lib/format";

/** "1.2 mg", "310 mg"; small amounts keep the USDA's precision, large ones drop the decimals. */
export function formatPanelAmount(nutrient: PanelNutrient, value: number): string {
  const digits = value >= 100 ? 0 : nutrient.decimals;
  return `${formatNumber(value, digits)} ${nutrient.unit}`;
}

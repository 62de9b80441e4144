import { flOzToMl, type UnitSystem } from "./units";

/**
 * The quick-add amounts of the water screen (a glass, a bottle). Here rather than in the contract
 * because the dashboard's water card needs them on first load, and the contract module brings zod.
 */
export const WATER_PRESETS = [
  { label: "Glass", amountMl: 250 },
  { label: "Bottle", amountMl: 500 },
] as const;

/** Whole ml, as the custom-amount form stores them: 8 fl oz is 237 ml, which reads back as 8 fl oz. */
const flOz = (n: number) => Math.round(flOzToMl(n));

/**
 * Round US amounts for imperial users: a cup (8 US fl oz), a can (12 fl oz) and a bottle
 * (16 fl oz, a US pint), rather than 250 ml shown as 8.5 fl oz.
 */
export const WATER_PRESETS_IMPERIAL = [
  { label: "Cup", amountMl: flOz(8) },
  { label: "Can", amountMl: flOz(12) },
  { label: "Bottle", amountMl: flOz(16) },
] as const;

export const waterPresetsFor = (system: UnitSystem) =>
  system === "imperial" ? WATER_PRESETS_IMPERIAL : WATER_PRESETS;

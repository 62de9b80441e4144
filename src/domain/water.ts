/**
 * The quick-add amounts of the water screen (a glass, a bottle). Here rather than in the contract
 * because the dashboard's water card needs them on first load, and the contract module brings zod.
 */
export const WATER_PRESETS = [
  { label: "Glass", amountMl: 250 },
  { label: "Bottle", amountMl: 500 },
] as const;

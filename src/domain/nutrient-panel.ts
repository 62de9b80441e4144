import type { Nutrients, NutrientKey } from "./nutrition";

/**
 * A nutrient panel: amounts keyed by USDA SR28 nutrient number ("203" is protein; data/nutrients.csv).
 * A key that is absent is unknown, never zero.
 */
export type PanelAmounts = Record<string, number>;

export type PanelUnit = "kcal" | "g" | "mg" | "µg";
export type PanelGroup = "general" | "vitamins" | "minerals" | "fats";

/**
 * One line of the panel. `sources` are SR28 numbers tried in order (the first the food reports wins);
 * `derived` lines are worked out from other lines and are unknown when any input is.
 */
export interface PanelNutrient {
  key: string;
  label: string;
  unit: PanelUnit;
  group: PanelGroup;
  /** Decimals shown, about the USDA's own reporting precision (nutrients.csv `decimals`). */
  decimals: number;
  sources: readonly string[];
  derived?: "netCarbs";
}

const line = (
  key: string,
  label: string,
  unit: PanelUnit,
  group: PanelGroup,
  decimals: number,
  sources: readonly string[] = [key],
): PanelNutrient => ({
  key,
  label,
  unit,
  group,
  decimals,
  sources,
});

/**
 * The panel as shown, in order. Numbers from data/nutrients.csv. Two lines need a choice among SR28's
 * fatty acids: ALA is "18:3 n-3 c,c,c" (851) where analysed, else "18:3 undifferentiated" (619), which
 * 7,152 foods report against 1,969 for 851 and is almost all ALA in ordinary foods; omega-6 is
 * linoleic acid "18:2 undifferentiated" (618), the fatty acid the DRI's omega-6 intake is set for.
 */
export const PANEL_NUTRIENTS: readonly PanelNutrient[] = [
  line("208", "Energy", "kcal", "general", 0),
  line("203", "Protein", "g", "general", 1),
  line("205", "Carbohydrate", "g", "general", 1),
  line("291", "Fibre", "g", "general", 1),
  line("269", "Sugars", "g", "general", 1),
  { ...line("netCarbs", "Net carbs", "g", "general", 1, ["205", "291"]), derived: "netCarbs" },
  line("221", "Alcohol", "g", "general", 1),
  line("262", "Caffeine", "mg", "general", 0),
  line("255", "Water", "g", "general", 0),
  line("320", "Vitamin A", "µg", "vitamins", 0),
  line("404", "B1 (thiamin)", "mg", "vitamins", 2),
  line("405", "B2 (riboflavin)", "mg", "vitamins", 2),
  line("406", "B3 (niacin)", "mg", "vitamins", 1),
  line("410", "B5 (pantothenic acid)", "mg", "vitamins", 2),
  line("415", "B6", "mg", "vitamins", 2),
  line("435", "B9 (folate, DFE)", "µg", "vitamins", 0),
  line("418", "B12", "µg", "vitamins", 2),
  line("401", "Vitamin C", "mg", "vitamins", 1),
  line("328", "Vitamin D", "µg", "vitamins", 1),
  line("323", "Vitamin E", "mg", "vitamins", 1),
  line("430", "Vitamin K", "µg", "vitamins", 1),
  line("301", "Calcium", "mg", "minerals", 0),
  line("312", "Copper", "mg", "minerals", 2),
  line("303", "Iron", "mg", "minerals", 1),
  line("304", "Magnesium", "mg", "minerals", 0),
  line("315", "Manganese", "mg", "minerals", 2),
  line("305", "Phosphorus", "mg", "minerals", 0),
  line("306", "Potassium", "mg", "minerals", 0),
  line("317", "Selenium", "µg", "minerals", 1),
  line("307", "Sodium", "mg", "minerals", 0),
  line("309", "Zinc", "mg", "minerals", 1),
  line("204", "Fat", "g", "fats", 1),
  line("606", "Saturated", "g", "fats", 1),
  line("645", "Monounsaturated", "g", "fats", 1),
  line("646", "Polyunsaturated", "g", "fats", 1),
  line("605", "Trans", "g", "fats", 2),
  line("ala", "Omega-3 ALA", "g", "fats", 2, ["851", "619"]),
  line("629", "Omega-3 EPA", "g", "fats", 2),
  line("621", "Omega-3 DHA", "g", "fats", 2),
  line("omega6", "Omega-6 (linoleic acid)", "g", "fats", 2, ["618"]),
  line("601", "Cholesterol", "mg", "fats", 0),
];

export const PANEL_KEYS: readonly string[] = PANEL_NUTRIENTS.map((n) => n.key);
export const PANEL_GROUP_LABELS: Record<PanelGroup, string> = {
  general: "General",
  vitamins: "Vitamins",
  minerals: "Minerals",
  fats: "Fats",
};

/** The 16 nutrient columns of foods, custom foods and entries, as SR28 numbers (data/README.md). */
export const SR28_NUMBER_OF: Record<NutrientKey, string> = {
  energyKcal: "208",
  proteinG: "203",
  fatG: "204",
  carbsG: "205",
  fiberG: "291",
  sugarsG: "269",
  saturatedFatG: "606",
  cholesterolMg: "601",
  sodiumMg: "307",
  potassiumMg: "306",
  calciumMg: "301",
  ironMg: "303",
  vitaminCMg: "401",
  vitaminDUg: "328",
  vitaminAUg: "320",
  magnesiumMg: "304",
};

/** The column an SR28 number fills, for the 16 that are columns. */
export const COLUMN_OF_NUMBER: ReadonlyMap<string, NutrientKey> = new Map(
  (Object.entries(SR28_NUMBER_OF) as Array<[NutrientKey, string]>).map(([key, number]) => [
    number,
    key,
  ]),
);

const COLUMN_NUMBERS = new Set(COLUMN_OF_NUMBER.keys());

/**
 * SR28 numbers a custom food (or quick add) may carry beyond the 16 columns: the first source of each
 * panel line that is not a column or worked out from others ("851" for ALA, "618" for omega-6).
 */
export const EXTRA_PANEL_NUMBERS: readonly string[] = PANEL_NUTRIENTS.filter((n) => !n.derived)
  .map((n) => n.sources[0]!)
  .filter((number) => !COLUMN_NUMBERS.has(number));

/** SR28 numbers a quick add may carry besides its energy and macros (columns are filled from them). */
export const QUICK_PANEL_NUMBERS: readonly string[] = PANEL_NUTRIENTS.filter((n) => !n.derived)
  .map((n) => n.sources[0]!)
  .filter((number) => !["208", "203", "205", "204"].includes(number));

/** The values given, without the empty ones: unknown is absent from a panel, never zero. */
export function knownAmounts(
  values: Readonly<Record<string, number | null | undefined>> | null | undefined,
): PanelAmounts {
  return Object.fromEntries(
    Object.entries(values ?? {}).filter(
      (entry): entry is [string, number] => typeof entry[1] === "number",
    ),
  );
}

/** The known ones of the 16 columns as a panel (for entries logged before panels existed). */
export function panelFromNutrients(nutrients: Nutrients): PanelAmounts {
  const out: PanelAmounts = {};
  for (const [key, number] of Object.entries(SR28_NUMBER_OF) as Array<[NutrientKey, string]>) {
    const value = nutrients[key];
    if (value !== null && value !== undefined) out[number] = value;
  }
  return out;
}

/** The columns a panel knows: a label's sodium or iron fills its column, so totals see it. */
export function columnsFromPanel(panel: PanelAmounts): Partial<Nutrients> {
  const out: Partial<Nutrients> = {};
  for (const [number, key] of COLUMN_OF_NUMBER) {
    const value = panel[number];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** Every amount times `factor`, rounded to 4 decimals (µg-level copper and B vitamins survive). */
export function scalePanel(panel: PanelAmounts, factor: number): PanelAmounts {
  const out: PanelAmounts = {};
  for (const [key, value] of Object.entries(panel))
    out[key] = Math.round(value * factor * 10_000) / 10_000;
  return out;
}

/** The amount of one panel line in a panel; null when unknown. */
export function valueOf(nutrient: PanelNutrient, panel: PanelAmounts): number | null {
  if (nutrient.derived === "netCarbs") {
    const carbs = panel["205"];
    const fibre = panel["291"];
    return carbs === undefined || fibre === undefined ? null : Math.max(0, carbs - fibre);
  }
  for (const source of nutrient.sources) {
    const value = panel[source];
    if (value !== undefined) return value;
  }
  return null;
}

export interface PanelTotal {
  key: string;
  total: number;
  /** Entries with no value for this line: left out of the total, not counted as zero. */
  unknownCount: number;
}

/** Totals of every panel line over several panels, with how many panels did not know each. */
export function sumPanels(panels: readonly PanelAmounts[]): PanelTotal[] {
  return PANEL_NUTRIENTS.map((nutrient) => {
    let total = 0;
    let unknownCount = 0;
    for (const panel of panels) {
      const value = valueOf(nutrient, panel);
      if (value === null) unknownCount += 1;
      else total += value;
    }
    const scale = 10 ** Math.max(nutrient.decimals, 2);
    return { key: nutrient.key, total: Math.round(total * scale) / scale, unknownCount };
  });
}

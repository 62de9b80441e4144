import { describe, expect, it } from "vitest";
import { emptyNutrients } from "./nutrition";
import {
  COLUMN_OF_NUMBER,
  EXTRA_PANEL_NUMBERS,
  PANEL_NUTRIENTS,
  columnsFromPanel,
  QUICK_PANEL_NUMBERS,
  panelFromNutrients,
  scalePanel,
  sumPanels,
  valueOf,
} from "./nutrient-panel";

const line = (key: string) => PANEL_NUTRIENTS.find((n) => n.key === key)!;

describe("nutrient panel", () => {
  it("lists every group the issue asks for", () => {
    const keys = PANEL_NUTRIENTS.map((n) => n.key);
    for (const key of [
      "320",
      "404",
      "405",
      "406",
      "410",
      "415",
      "435",
      "418",
      "401",
      "328",
      "323",
      "430",
    ])
      expect(keys).toContain(key);
    for (const key of ["301", "312", "303", "304", "315", "305", "306", "317", "307", "309"])
      expect(keys).toContain(key);
    for (const key of [
      "606",
      "645",
      "646",
      "605",
      "ala",
      "629",
      "621",
      "omega6",
      "601",
      "291",
      "269",
      "netCarbs",
      "262",
      "221",
      "255",
    ]) {
      expect(keys).toContain(key);
    }
  });

  it("works out net carbs, unknown when carbohydrate or fibre is", () => {
    expect(valueOf(line("netCarbs"), { "205": 20, "291": 5 })).toBe(15);
    expect(valueOf(line("netCarbs"), { "205": 20 })).toBeNull();
    expect(valueOf(line("netCarbs"), { "291": 5 })).toBeNull();
  });

  it("prefers the specific ALA figure and falls back to 18:3", () => {
    expect(valueOf(line("ala"), { "851": 1, "619": 2 })).toBe(1);
    expect(valueOf(line("ala"), { "619": 2 })).toBe(2);
    expect(valueOf(line("ala"), {})).toBeNull();
  });

  it("sums known values and counts the unknown apart, never as zero", () => {
    const totals = sumPanels([{ "303": 1.5, "401": 0 }, { "303": 2 }, {}]);
    expect(totals.find((t) => t.key === "303")).toEqual({
      key: "303",
      total: 3.5,
      unknownCount: 1,
    });
    expect(totals.find((t) => t.key === "401")).toEqual({ key: "401", total: 0, unknownCount: 2 });
  });

  it("turns the 16 columns into a panel, leaving nulls out, and scales", () => {
    const panel = panelFromNutrients({ ...emptyNutrients(), energyKcal: 100, ironMg: 2 });
    expect(panel).toEqual({ "208": 100, "303": 2 });
    expect(scalePanel({ "312": 0.0123 }, 1.5)).toEqual({ "312": 0.0185 });
  });
});

describe("nutrients a custom food or quick add may carry", () => {
  it("are the panel's own numbers, without the columns (custom foods) or the energy and macros (quick adds)", () => {
    expect(EXTRA_PANEL_NUMBERS).toContain("418");
    expect(EXTRA_PANEL_NUMBERS).toContain("851");
    expect(EXTRA_PANEL_NUMBERS).not.toContain("303");
    expect(EXTRA_PANEL_NUMBERS).not.toContain("netCarbs");
    expect(QUICK_PANEL_NUMBERS).toContain("303");
    expect(QUICK_PANEL_NUMBERS).not.toContain("208");
  });
});

describe("panel numbers and columns", () => {
  it("fills the columns a panel knows and leaves the rest out", () => {
    expect(columnsFromPanel({ "307": 120, "303": 1.5, "851": 0.2 })).toEqual({
      sodiumMg: 120,
      ironMg: 1.5,
    });
    expect(COLUMN_OF_NUMBER.size).toBe(16);
  });

  it("round-trips the columns through a panel", () => {
    const nutrients = { ...emptyNutrients(), energyKcal: 100, fiberG: 2 };
    expect(columnsFromPanel(panelFromNutrients(nutrients))).toEqual({ energyKcal: 100, fiberG: 2 });
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { count, sql } from "drizzle-orm";
import { csvRecords } from "../../domain/csv";
import type { PanelAmounts } from "../../domain/nutrient-panel";
import type { Db } from "../db/client";
import { foodPanels } from "../db/schema";
import type { Logger } from "../db/seed";

/** SR28 NUT_DATA has 679,045 values over 8,789 foods (sr28_doc.pdf); every food reports some. */
export const SR28_PANEL_FOOD_COUNT = 8789;

const BATCH = 500;

/**
 * Every food's full panel from data/food_nutrients.csv.gz (food_id, nutrient_id, amount_per_100g),
 * one object per food. Records are read one at a time rather than as objects keyed by the header:
 * 679,045 of them, and that parse takes as long as splitting the lines by hand. A nutrient with no
 * row stays absent.
 */
export function readFoodPanels(dataFolder: string): Map<string, PanelAmounts> {
  const text = gunzipSync(readFileSync(path.join(dataFolder, "food_nutrients.csv.gz"))).toString(
    "utf8",
  );
  const panels = new Map<string, PanelAmounts>();
  const records = csvRecords(text, { delimiter: ",", requireClosedQuotes: true });
  const header = records.next();
  if (header.done || header.value.cells.join(",") !== "food_id,nutrient_id,amount_per_100g")
    throw new SyntaxError("Unexpected header in food_nutrients.csv.gz");
  for (const { line, cells } of records) {
    const [foodId, nutrientId, amount] = cells;
    const value = Number(amount);
    if (
      cells.length !== 3 ||
      !foodId ||
      !nutrientId ||
      amount === undefined ||
      amount.trim() === "" ||
      !Number.isFinite(value)
    ) {
      throw new SyntaxError(`Bad line ${line} in food_nutrients.csv.gz`);
    }
    let panel = panels.get(foodId);
    if (!panel) panels.set(foodId, (panel = {}));
    panel[nutrientId] = value;
  }
  return panels;
}

/**
 * Loads the panels when they are not all there; idempotent (existing foods are skipped) and in one
 * transaction. Runs after the foods, which the panels reference.
 */
export async function seedFoodPanels(db: Db, log: Logger, dataFolder: string): Promise<void> {
  const [row] = await db.select({ n: count() }).from(foodPanels);
  if ((row?.n ?? 0) >= SR28_PANEL_FOOD_COUNT) return;
  const started = performance.now();
  const rows = [...readFoodPanels(dataFolder)].map(([foodId, amounts]) => ({ foodId, amounts }));
  log.info(`food database: loading the full nutrient panels of ${rows.length} foods`);
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx
        .insert(foodPanels)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoNothing();
    }
  });
  await db.execute(sql`analyze food_panels`);
  log.info(`food database: nutrient panels ready in ${Math.round(performance.now() - started)} ms`);
}

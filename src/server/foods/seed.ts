import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { count, eq, sql } from "drizzle-orm";
import { parseCsvWithHeader } from "../../domain/csv";
import { NUTRIENT_KEYS, type NutrientKey } from "../../domain/nutrition";
import type { Db } from "../db/client";
import { foodPortions, foods, seedMarkers } from "../db/schema";
import type { Logger, Seeder } from "../db/seed";
import { SR28_PANEL_FOOD_COUNT, seedFoodPanels } from "./panel-seed";
import { forgetUsdaIndex } from "./usda-index";

export const DATA_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../data",
);

/** Record counts of SR28 (sr28_doc.pdf, table of record counts); a full load has exactly these. */
export const SR28_FOOD_COUNT = 8789;
export const SR28_PORTION_COUNT = 15438;

const COLUMN_OF: Record<NutrientKey, string> = {
  energyKcal: "energy_kcal",
  proteinG: "protein_g",
  carbsG: "carbs_g",
  fatG: "fat_g",
  fiberG: "fiber_g",
  sugarsG: "sugars_g",
  sodiumMg: "sodium_mg",
  saturatedFatG: "saturated_fat_g",
  cholesterolMg: "cholesterol_mg",
  potassiumMg: "potassium_mg",
  calciumMg: "calcium_mg",
  ironMg: "iron_mg",
  vitaminCMg: "vitamin_c_mg",
  vitaminDUg: "vitamin_d_ug",
  vitaminAUg: "vitamin_a_ug",
  magnesiumMg: "magnesium_mg",
};

/**
 * Groups whose foods are specific products or regional dishes: among equally good name matches,
 * "Chicken, roasted" should come before a fast-food chain's item or a baby food.
 */
const NICHE_GROUPS = new Set([
  "Baby Foods",
  "Fast Foods",
  "Restaurant Foods",
  "American Indian/Alaska Native Foods",
  "Meals, Entrees, and Side Dishes",
]);

/** 0 for a plain name; each extra qualifier ("cooked", "with salt") and a niche group add to it. */
export function specificityOf(name: string, group: string): number {
  const qualifiers = name.split(",").length - 1;
  return qualifiers + name.length / 100 + (NICHE_GROUPS.has(group) ? 3 : 0);
}

/** An empty cell is "no published value" (null), never 0 (data/README.md). */
function numberOrNull(cell: string | undefined): number | null {
  if (cell === undefined || cell.trim() === "") return null;
  const value = Number(cell);
  if (!Number.isFinite(value)) throw new SyntaxError(`Not a number in the food data: ${cell}`);
  return value;
}

function readCsv(file: string) {
  return parseCsvWithHeader(
    gunzipSync(readFileSync(path.join(DATA_FOLDER, file))).toString("utf8"),
  );
}

const BATCH = 500;

/**
 * Loads USDA SR28 foods and portions when they are not all there. Idempotent (existing ids are
 * skipped) and in one transaction, so a crash half-way leaves no half-loaded table.
 */
export async function seedFoods(db: Db, log: Logger): Promise<void> {
  // Counting the three tables took 30 to 60 ms of every start on the embedded database (issue 11);
  // once they are known to be complete, one indexed read says so.
  if (await isMarked(db, FOODS_COMPLETE_MARKER)) return;
  await loadMissingFoods(db, log);
  await db.insert(seedMarkers).values({ name: FOODS_COMPLETE_MARKER }).onConflictDoNothing();
}

/** Names what a complete load holds, so that a release shipping other counts loads again. */
const FOODS_COMPLETE_MARKER = `foods complete: sr28 ${SR28_FOOD_COUNT} foods, ${SR28_PORTION_COUNT} portions, ${SR28_PANEL_FOOD_COUNT} panels`;

async function isMarked(db: Db, name: string): Promise<boolean> {
  const [marker] = await db
    .select({ name: seedMarkers.name })
    .from(seedMarkers)
    .where(eq(seedMarkers.name, name));
  return marker !== undefined;
}

async function loadMissingFoods(db: Db, log: Logger): Promise<void> {
  const [foodRow] = await db.select({ n: count() }).from(foods);
  const [portionRow] = await db.select({ n: count() }).from(foodPortions);
  if ((foodRow?.n ?? 0) >= SR28_FOOD_COUNT && (portionRow?.n ?? 0) >= SR28_PORTION_COUNT) {
    // Installs that loaded the foods before the full panels existed get them on their next start.
    await seedFoodPanels(db, log, DATA_FOLDER);
    return;
  }

  const foodRows = readCsv("foods.csv.gz").map((r) => ({
    id: r.id!,
    name: r.name!,
    foodGroup: r.food_group!,
    source: r.source!,
    specificity: specificityOf(r.name!, r.food_group!),
    ...Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, numberOrNull(r[COLUMN_OF[k]])])),
  }));
  const portionRows = readCsv("portions.csv.gz").map((r) => ({
    foodId: r.id!,
    seq: Number(r.seq),
    amount: Number(r.amount),
    unit: r.unit!,
    grams: Number(r.grams),
  }));
  log.info(
    `food database: loading ${foodRows.length} USDA SR28 foods and ${portionRows.length} portions`,
  );
  await db.transaction(async (tx) => {
    for (let i = 0; i < foodRows.length; i += BATCH) {
      await tx
        .insert(foods)
        .values(foodRows.slice(i, i + BATCH))
        .onConflictDoNothing();
      const done = Math.min(i + BATCH, foodRows.length);
      if ((i / BATCH) % 6 === 5 || done === foodRows.length)
        log.info(`food database: ${done} foods`);
    }
    for (let i = 0; i < portionRows.length; i += BATCH) {
      await tx
        .insert(foodPortions)
        .values(portionRows.slice(i, i + BATCH))
        .onConflictDoNothing();
      // Portions are the larger half of the load: report them too, every 3,000 rows and at the end.
      const done = Math.min(i + BATCH, portionRows.length);
      if ((i / BATCH) % 6 === 5 || done === portionRows.length)
        log.info(`food database: ${done} portions`);
    }
  });
  // Fresh statistics, so the planner knows the table's size right away.
  await db.execute(sql`analyze foods`);
  await db.execute(sql`analyze food_portions`);
  forgetUsdaIndex(db); // searches made before this saw an empty or partial table
  await seedFoodPanels(db, log, DATA_FOLDER);
  log.info("food database: ready");
}

export const foodsSeeder: Seeder = { name: "foods", runs: "every start", seed: seedFoods };

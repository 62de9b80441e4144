import { sql, type SQL } from "drizzle-orm";
import type { FoodSearchItem } from "../../contract/foods";
import type { Db } from "../db/client";
import { queryRows } from "../db/sql";
import { recipeEnergyPerServing } from "./recipes";
import { misspeltWords, usdaCandidates, usdaIndex } from "./usda-index";

/** Query words: lower case letters and digits only, so they are safe inside a regex and LIKE. */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .slice(0, 6);
}

/**
 * Does a lower-cased name match word `w`? A substring match, or, for a misspelt word, a close
 * spelling: pg_trgm's word similarity (what its `<%` operator tests) over WORD_SIMILARITY. Used on a
 * user's own foods and recipes, a few rows; USDA foods are matched in memory (usda-index.ts) alike.
 */
function matches(name: SQL, w: string, fuzzy: boolean): SQL {
  const like = sql`${name} like ${"%" + w + "%"}`;
  return fuzzy ? sql`(${like} or word_similarity(${w}, ${name}) >= ${WORD_SIMILARITY})` : like;
}

/**
 * How well a name matches: per word 3 for a whole word, 2 for a word prefix, 1 for a substring,
 * else (a misspelt word) 3 × its similarity to the closest whole word of the name; a name that starts with the first word ("Chicken, …")
 * gets a bonus; then the food's specificity (more qualifiers, niche groups) is taken off, so among
 * equal matches plain foods come before rare variants.
 */
export function score(name: SQL, words: string[], specificity: SQL): SQL {
  const perWord = words.map(
    (w) => sql`(case when ${name} ~ ${"\\m" + w + "(s|es)?\\M"} then 3 when ${name} ~ ${"\\m" + w} then 2
      when ${name} like ${"%" + w + "%"} then 1 else 3 * strict_word_similarity(${w}, ${name}) end)`,
  );
  const first = words[0]!;
  // "Apples, raw" for "apple": the name's head (before the first comma) is nothing but query words.
  const headIsQuery = `^((${words.join("|")})(s|es)? ?)+$`;
  return sql`(${sql.join(perWord, sql` + `)} + (case when ${name} like ${first + "%"} then 1.5 else 0 end)
    + (case when split_part(${name}, ',', 1) ~ ${headIsQuery} then 1 else 0 end)
    - 0.3 * ${specificity})`;
}

/**
 * pg_trgm's default word-similarity threshold (0.6) refuses one-letter slips in short words: "brest"
 * against "breast" scores 4 shared trigrams of 9, 0.44. 0.4 lets those through; ranking puts exact
 * matches first anyway.
 */
export const WORD_SIMILARITY = 0.4;

/** Every query word matches the name (`fuzzy`: the misspelt words, matched by similarity too). */
export const where = (name: SQL, words: string[], fuzzy: Set<string>) =>
  sql.join(words.map((w) => matches(name, w, fuzzy.has(w))), sql` and `);

interface Row {
  kind: "usda" | "custom" | "recipe";
  id: string;
  name: string;
  grp: string;
  basis: "100 g" | "serving";
  energy_kcal: number | null;
  score: number;
  [key: string]: unknown;
}

/**
 * Ranked, paginated search over USDA foods plus (when `userId` is given) that user's own custom
 * foods and recipes, never anyone else's.
 */
export async function searchFoods(
  db: Db,
  options: { q: string; page: number; pageSize: number; userId: string | null },
): Promise<{ items: FoodSearchItem[]; hasMore: boolean }> {
  const words = searchWords(options.q);
  if (words.length === 0) return { items: [], hasMore: false };
  const offset = (options.page - 1) * options.pageSize;
  // Words no USDA name contains are taken as misspelt: only those are matched by similarity, which
  // is ~10× dearer per row than a substring test, and a word that is spelt right ("milk") would
  // otherwise drag in hundreds of look-alikes ("mild", "mills").
  const index = await usdaIndex(db);
  const fuzzy = misspeltWords(index, words);
  const limit = offset + options.pageSize + 1;
  // The USDA rows that match and can reach this page, chosen in memory (usda-index.ts, which applies
  // the same conditions as `where` below); the database ranks only those, with the same score as the
  // user's own foods.
  const usdaIds = usdaCandidates(index, { words, fuzzy, threshold: WORD_SIMILARITY, limit });
  const parts: SQL[] = [];
  if (usdaIds.length > 0) {
    const usdaName = sql`lower(f.name)`;
    parts.push(sql`select 'usda' as kind, f.id as id, f.name as name, f.food_group as grp, '100 g' as basis,
      f.energy_kcal as energy_kcal, ${score(usdaName, words, sql`f.specificity`)} as score
      from foods f where f.id in (${sql.join(usdaIds.map((id) => sql`${id}`), sql`, `)})`);
  }
  if (options.userId) {
    const customName = sql`lower(c.name)`;
    const recipeName = sql`lower(r.name)`;
    parts.push(
      sql`select 'custom' as kind, c.id::text as id, c.name as name, 'My foods' as grp,
        case when c.basis = 'per_100g' then '100 g' else 'serving' end as basis, c.energy_kcal as energy_kcal,
        ${score(customName, words, sql`0`)} + 1 as score
        from custom_foods c where c.user_id = ${options.userId} and ${where(customName, words, fuzzy)}`,
      sql`select 'recipe', r.id::text, r.name, 'My recipes', 'serving', null::real,
        ${score(recipeName, words, sql`0`)} + 1
        from recipes r where r.user_id = ${options.userId} and ${where(recipeName, words, fuzzy)}`,
    );
  }
  if (parts.length === 0) return { items: [], hasMore: false };
  const rows = await queryRows<Row>(db, sql`select * from (${sql.join(parts, sql` union all `)}) hits
    order by score desc, length(name), name limit ${options.pageSize + 1} offset ${offset}`);
  const page = rows.slice(0, options.pageSize);
  const recipeIds = page.filter((r) => r.kind === "recipe").map((r) => r.id);
  const recipeEnergy = recipeIds.length > 0 ? await recipeEnergyPerServing(db, recipeIds) : new Map<string, number | null>();
  return {
    items: page.map((r) => ({
      kind: r.kind,
      id: r.id,
      name: r.name,
      group: r.grp,
      basis: r.basis,
      energyKcal: r.kind === "recipe" ? (recipeEnergy.get(r.id) ?? null) : r.energy_kcal === null ? null : Number(r.energy_kcal),
    })),
    hasMore: rows.length > options.pageSize,
  };
}

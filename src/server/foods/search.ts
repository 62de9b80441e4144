import { sql, type SQL } from "drizzle-orm";
import type { FoodSearchItem } from "../../contract/foods";
import type { Db } from "../db/client";
import { queryRows } from "../db/sql";
import { recipeEnergyPerServing } from "./recipes";

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
 * Does a lower-cased name match word `w`? A substring match, or, for words of 3+ letters, a close
 * spelling: `<%` is pg_trgm's word similarity, over WORD_SIMILARITY threshold. Both forms use the GIN
 * trigram index on lower(name).
 */
function matches(name: SQL, w: string, fuzzy: boolean): SQL {
  const like = sql`${name} like ${"%" + w + "%"}`;
  return fuzzy ? sql`(${like} or ${w} <% ${name})` : like;
}

/**
 * Words of 3+ letters that appear in no USDA food name: presumably misspelt, so only those are
 * matched by trigram similarity. Similarity is ~10× dearer per row than a substring test, and a word
 * that is spelt right ("milk") would otherwise drag in hundreds of look-alikes ("mild", "mills").
 */
async function misspeltWords(db: Db, words: string[]): Promise<Set<string>> {
  const candidates = words.filter((w) => w.length >= 3);
  if (candidates.length === 0) return new Set();
  const probes = candidates.map((w, i) => sql`exists(select 1 from foods where lower(name) like ${"%" + w + "%"}) as ${sql.raw(`w${i}`)}`);
  const [row] = await queryRows<Record<string, boolean>>(db, sql`select ${sql.join(probes, sql`, `)}`);
  return new Set(candidates.filter((_, i) => row?.[`w${i}`] === false));
}

/**
 * How well a name matches: per word 3 for a whole word, 2 for a word prefix, 1 for a substring,
 * else (a misspelt word) 3 × its similarity to the closest whole word of the name; a name that starts with the first word ("Chicken, …")
 * gets a bonus; then the food's specificity (more qualifiers, niche groups) is taken off, so among
 * equal matches plain foods come before rare variants.
 */
function score(name: SQL, words: string[], specificity: SQL): SQL {
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
const WORD_SIMILARITY = "0.4";

const where = (name: SQL, words: string[], fuzzy: Set<string>) =>
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
  const rows = await db.transaction(async (tx) => {
    // Both settings last for this transaction only. The planner prices a sequential scan of ~9,000
    // names as cheap, but testing each name costs far more than the trigram index lookup (on PGlite
    // 400 ms against 40 ms for "milk"), so the index is made the only way in.
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true),
      set_config('enable_seqscan', 'off', true)`);
    const fuzzy = await misspeltWords(tx, words);
    const usdaName = sql`lower(f.name)`;
    const parts: SQL[] = [
      sql`select 'usda' as kind, f.id as id, f.name as name, f.food_group as grp, '100 g' as basis,
        f.energy_kcal as energy_kcal, ${score(usdaName, words, sql`f.specificity`)} as score
        from foods f where ${where(usdaName, words, fuzzy)}`,
    ];
    if (options.userId) {
      const customName = sql`lower(c.name)`;
      const recipeName = sql`lower(r.name)`;
      parts.push(
        sql`select 'custom', c.id::text, c.name, 'My foods',
          case when c.basis = 'per_100g' then '100 g' else 'serving' end, c.energy_kcal,
          ${score(customName, words, sql`0`)} + 1
          from custom_foods c where c.user_id = ${options.userId} and ${where(customName, words, fuzzy)}`,
        sql`select 'recipe', r.id::text, r.name, 'My recipes', 'serving', null::real,
          ${score(recipeName, words, sql`0`)} + 1
          from recipes r where r.user_id = ${options.userId} and ${where(recipeName, words, fuzzy)}`,
      );
    }
    return queryRows<Row>(tx, sql`select * from (${sql.join(parts, sql` union all `)}) hits
      order by score desc, length(name), name limit ${options.pageSize + 1} offset ${offset}`);
  });
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

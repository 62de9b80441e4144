import { and, eq, gte, isNotNull, sql, type SQL } from "drizzle-orm";
import type { FoodSearchItem, ParsedFoodQuery } from "../../contract/foods";
import { parseFoodQuery } from "../../domain/food-query";
import type { Db } from "../db/client";
import { mealEntries } from "../db/schema";
import { preparedFor, queryRows } from "../db/sql";
import {
  everydayRanking,
  everydayScoreSql,
  OWN_FOOD_BONUS,
  type EverydayRanking,
} from "./everyday";
import { suggestCustomAmount, suggestRecipeAmount, suggestUsdaAmount } from "./quantity";
import { recipeEnergyPerServing } from "./recipes";
import { misspeltWords, usdaCandidates, usdaIndex, usdaWords } from "./usda-index";

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
    (
      w,
    ) => sql`(case when ${name} ~ ${"\\m" + w + "(s|es)?\\M"} then 3 when ${name} ~ ${"\\m" + w} then 2
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
  sql.join(
    words.map((w) => matches(name, w, fuzzy.has(w))),
    sql` and `,
  );

/** The score of USDA foods `f`: the name score, then the everyday ranking (everyday.ts). */
export const usdaScore = (words: string[], ranking: EverydayRanking) =>
  everydayScoreSql(ranking, score(sql`lower(f.name)`, words, sql`f.specificity`));

const recentFoodIdsQuery = (db: Db, name: string) =>
  db
    .selectDistinct({ foodId: mealEntries.foodId })
    .from(mealEntries)
    .where(
      and(
        eq(mealEntries.userId, sql.placeholder("userId")),
        isNotNull(mealEntries.foodId),
        gte(mealEntries.date, sql`current_date - 30`),
      ),
    )
    .prepare(name);

/** The USDA foods the user logged in the last 30 days: they rank above the rest of the database. */
async function recentFoodIds(db: Db, userId: string): Promise<Set<string>> {
  // Every search reads it with the same shape: prepared once (db/sql.ts).
  const rows = await preparedFor(db, "recent_food_ids", recentFoodIdsQuery).execute({ userId });
  return new Set(rows.flatMap((r) => (r.foodId === null ? [] : [r.foodId])));
}

/** The user's own foods and recipes that match, best first, at most `limit`. */
async function ownFoods(
  db: Db,
  options: { userId: string; words: string[]; fuzzy: Set<string>; limit: number },
): Promise<Row[]> {
  const { userId, words, fuzzy } = options;
  const customName = sql`lower(c.name)`;
  const recipeName = sql`lower(r.name)`;
  const rows = await queryRows<Row>(
    db,
    sql`select * from (select 'custom' as kind, c.id::text as id, c.name as name, 'My foods' as grp,
        case when c.basis = 'per_100g' then '100 g' else 'serving' end as basis, c.energy_kcal as energy_kcal,
        c.serving_label as serving_label, c.serving_grams as serving_grams,
        ${score(customName, words, sql`0`)} + ${OWN_FOOD_BONUS} as score
        from custom_foods c where c.user_id = ${userId} and ${where(customName, words, fuzzy)}
      union all
      select 'recipe', r.id::text, r.name, 'My recipes', 'serving', null::real, null::text, null::real,
        ${score(recipeName, words, sql`0`)} + ${OWN_FOOD_BONUS}
        from recipes r where r.user_id = ${userId} and ${where(recipeName, words, fuzzy)}) own
      order by score desc, length(name), name collate "C" limit ${options.limit}`,
  );
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}

/** Best score first; among equals the shorter name, then by code point (as `collate "C"`), so every driver orders alike. */
function byRank(a: Row, b: Row): number {
  return (
    b.score - a.score ||
    a.name.length - b.name.length ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
}

interface Row {
  kind: "usda" | "custom" | "recipe";
  id: string;
  name: string;
  grp: string;
  basis: "100 g" | "serving";
  energy_kcal: number | null;
  serving_label: string | null;
  serving_grams: number | null;
  score: number;
  [key: string]: unknown;
}

/**
 * Ranked, paginated search over USDA foods plus (when `userId` is given) that user's own custom
 * foods and recipes, never anyone else's.
 */
export async function searchFoods(db: Db, options: SearchOptions): Promise<SearchResult> {
  // "2 large eggs": the amount is taken off and the rest searched; each result then suggests that amount.
  const parsed = parseFoodQuery(options.q);
  return rankedSearch(db, options, parsed, searchWords(parsed ? parsed.words : options.q));
}

type SearchOptions = { q: string; page: number; pageSize: number; userId: string | null };
type SearchResult = { items: FoodSearchItem[]; hasMore: boolean; parsed: ParsedFoodQuery | null };

/** The page of foods matching `typed` (the query's words, its amount taken off as `parsed`). */
async function rankedSearch(
  db: Db,
  options: SearchOptions,
  parsed: ParsedFoodQuery | null,
  typed: string[],
): Promise<SearchResult> {
  if (typed.length === 0) return { items: [], hasMore: false, parsed };
  const offset = (options.page - 1) * options.pageSize;
  // Words no USDA name contains are taken as misspelt: only those are matched by similarity, which
  // is ~10× dearer per row than a substring test, and a word that is spelt right ("milk") would
  // otherwise drag in hundreds of look-alikes ("mild", "mills").
  const index = await usdaIndex(db);
  const words = usdaWords(index, typed);
  const fuzzy = misspeltWords(index, words);
  const limit = offset + options.pageSize + 1;
  // The USDA rows that match and can reach this page, scored in memory (usda-index.ts, whose score
  // search-reference.test.ts checks against `usdaScore` in SQL): answering them from memory too keeps
  // the database to the user's own foods, few and changing.
  const recent = options.userId ? await recentFoodIds(db, options.userId) : new Set<string>();
  const ranking = everydayRanking(words, typed, recent);
  const usda = usdaCandidates(index, {
    words,
    fuzzy,
    threshold: WORD_SIMILARITY,
    limit,
    ranking,
  }).map(({ i, score }): Row => ({
    kind: "usda",
    id: index.ids[i]!,
    name: index.originals[i]!,
    grp: index.groups[i]!,
    basis: "100 g",
    energy_kcal: index.energy[i]!,
    serving_label: null,
    serving_grams: null,
    score,
  }));
  const own = options.userId
    ? await ownFoods(db, { userId: options.userId, words, fuzzy, limit })
    : [];
  if (own.length === 0 && usda.length === 0 && fuzzy.size > 0 && fuzzy.size < words.length) {
    // "spaghetti carbonarra": a word no name holds, even misspelt, should not hide what the others find.
    return rankedSearch(
      db,
      options,
      parsed,
      words.filter((w) => !fuzzy.has(w)),
    );
  }
  const rows = [...own, ...usda].sort(byRank).slice(offset, offset + options.pageSize + 1);
  const page = rows.slice(0, options.pageSize);
  const recipeIds = page.filter((r) => r.kind === "recipe").map((r) => r.id);
  const recipeEnergy =
    recipeIds.length > 0
      ? await recipeEnergyPerServing(db, recipeIds)
      : new Map<string, number | null>();
  const items = page.map((r): FoodSearchItem => {
    const energyKcal =
      r.kind === "recipe"
        ? (recipeEnergy.get(r.id) ?? null)
        : r.energy_kcal === null
          ? null
          : Number(r.energy_kcal);
    const suggested =
      r.kind === "usda"
        ? suggestUsdaAmount(index.portions.get(r.id) ?? [], parsed, energyKcal, r.name)
        : r.kind === "custom"
          ? suggestCustomAmount(
              {
                basis: r.basis,
                servingLabel: r.serving_label ?? "serving",
                servingGrams: r.serving_grams === null ? null : Number(r.serving_grams),
                energyKcal,
              },
              parsed,
            )
          : suggestRecipeAmount(energyKcal, parsed);
    return {
      kind: r.kind,
      id: r.id,
      name: r.name,
      group: r.grp,
      basis: r.basis,
      energyKcal,
      suggested,
    };
  });
  return { items, hasMore: rows.length > options.pageSize, parsed };
}

import { sql, type SQL } from "drizzle-orm";
import { FOOD_ALIASES } from "./food-aliases";

/**
 * Everyday forms first (decision 011): on top of the name match (search.ts `score`), a query that is
 * a common food's name ranks that food's everyday forms first (food-aliases.ts); a user's recent foods
 * rise above the rest of the database; and brands, dried and industrial forms, fast and restaurant
 * food and baby food sink, unless the query names them. Searches rank in memory (usda-index.ts);
 * the SQL forms below (everydayScoreSql, aliasIdsSql) are the reference search-reference.test.ts
 * checks that ranking against, so the two must change together.
 */

/** Above any name score (at most ~25 for six words), so an alias leads; its list order is kept. */
const ALIAS_SCORE = 50;
/** A food the user logged lately comes before database foods the user never chose. */
export const RECENT_BONUS = 100;
/** The user's own foods and recipes come before every database food matching the same words. */
export const OWN_FOOD_BONUS = 1000;

const PROCESSED = [
  "dried",
  "dehydrated",
  "powder",
  "powdered",
  "industrial",
  "commercial",
  "freeze",
  "imitation",
  "substitute",
  "mix",
];
const BRAND = /[A-Z]{3,}/;

export interface EverydayRanking {
  /** Alias food id → its fixed score. */
  aliases: Map<string, number>;
  recent: Set<string>;
  /** Processed-form words the query does not name. */
  processed: string[];
  /** The same as bits of foodFlags. */
  processedMask: number;
  words: string[];
  penaliseBaby: boolean;
  penaliseChains: boolean;
  /** Unless the query asks for raw or dry food, cooked meat, fish, legumes and grains come first. */
  preferCooked: boolean;
}

export function everydayRanking(
  words: string[],
  typed: string[],
  recent: Set<string>,
): EverydayRanking {
  const ids = FOOD_ALIASES[words.join(" ")] ?? FOOD_ALIASES[typed.join(" ")] ?? [];
  const has = (w: string) => words.includes(w) || typed.includes(w);
  const processed = PROCESSED.filter((w) => !has(w) && !(w === "dried" && has("dry")));
  return {
    aliases: new Map(ids.map((id, rank) => [id, ALIAS_SCORE - rank * 0.01])),
    recent,
    processed,
    processedMask: processed.reduce((mask, w) => mask | (PROCESSED_BIT << PROCESSED.indexOf(w)), 0),
    words,
    penaliseBaby: !has("baby") && !has("babyfood"),
    penaliseChains: !has("fast") && !has("restaurant"),
    preferCooked: !["raw", "dry", "uncooked", "dried"].some(has),
  };
}

const BRAND_BIT = 1;
const BABY_BIT = 2;
const CHAIN_BIT = 4;
const PROCESSED_BIT = 8; // one bit per PROCESSED word, up to 1 << 12
const COOKED_BIT = 1 << 13;
/** Groups whose foods people eat cooked: there "cooked" comes before raw or dry. */
const COOKED_GROUPS = [
  "Beef Products",
  "Pork Products",
  "Poultry Products",
  "Lamb, Veal, and Game Products",
  "Finfish and Shellfish Products",
  "Legumes and Legume Products",
  "Cereal Grains and Pasta",
];

/** What of the penalties can apply to a food, as bits: computed once per food (usda-index.ts). */
export function foodFlags(name: string, group: string): number {
  let flags = BRAND.test(name) ? BRAND_BIT : 0;
  if (group === "Baby Foods") flags |= BABY_BIT;
  if (group === "Fast Foods" || group === "Restaurant Foods") flags |= CHAIN_BIT;
  if (COOKED_GROUPS.includes(group) && /\bcooked\b/i.test(name)) flags |= COOKED_BIT;
  PROCESSED.forEach((w, k) => {
    if (new RegExp(`\\b${w}\\b`, "i").test(name)) flags |= PROCESSED_BIT << k;
  });
  return flags;
}

/** What brand-case names, processed forms and niche groups lose; 0 when the query names them. */
export function everydayPenalty(ranking: EverydayRanking, flags: number, name: string): number {
  let penalty = 0;
  if ((flags & BRAND_BIT) !== 0 && !ranking.words.some((w) => name.includes(w.toUpperCase())))
    penalty += 3;
  if ((flags & ranking.processedMask) !== 0) penalty += 2;
  if (ranking.penaliseBaby && (flags & BABY_BIT) !== 0) penalty += 6;
  if (ranking.penaliseChains && (flags & CHAIN_BIT) !== 0) penalty += 2;
  if (ranking.preferCooked && (flags & COOKED_BIT) !== 0) penalty -= 1;
  return penalty;
}

/** The final score of a USDA food, from its name score `base` (null: the name does not match). */
export function everydayScore(
  ranking: EverydayRanking,
  id: string,
  base: number | null,
  flags: number,
  name: string,
): number | null {
  const alias = ranking.aliases.get(id);
  const recent = ranking.recent.size > 0 && ranking.recent.has(id) ? RECENT_BONUS : 0;
  if (alias !== undefined) return alias + recent;
  return base === null ? null : base - everydayPenalty(ranking, flags, name) + recent;
}

const idList = (ids: Iterable<string>) =>
  sql.join(
    [...ids].map((id) => sql`${id}`),
    sql`, `,
  );

/** everydayScore in SQL over foods `f`, given the name score `base`. */
export function everydayScoreSql(ranking: EverydayRanking, base: SQL): SQL {
  const penalties: SQL[] = [
    sql`(case when f.name ~ ${BRAND.source} ${
      ranking.words.length > 0
        ? sql`and not (${sql.join(
            ranking.words.map((w) => sql`f.name like ${"%" + w.toUpperCase() + "%"}`),
            sql` or `,
          )})`
        : sql``
    } then 3 else 0 end)`,
  ];
  if (ranking.processed.length > 0)
    penalties.push(
      sql`(case when f.name ~* ${`\\m(${ranking.processed.join("|")})\\M`} then 2 else 0 end)`,
    );
  if (ranking.penaliseBaby)
    penalties.push(sql`(case when f.food_group = 'Baby Foods' then 6 else 0 end)`);
  if (ranking.penaliseChains)
    penalties.push(
      sql`(case when f.food_group in ('Fast Foods', 'Restaurant Foods') then 2 else 0 end)`,
    );
  if (ranking.preferCooked) {
    const groups = sql.join(
      COOKED_GROUPS.map((g) => sql`${g}`),
      sql`, `,
    );
    penalties.push(
      sql`(case when f.food_group in (${groups}) and f.name ~* ${"\\mcooked\\M"} then -1 else 0 end)`,
    );
  }
  const recent =
    ranking.recent.size > 0
      ? sql`(case when f.id in (${idList(ranking.recent)}) then ${RECENT_BONUS} else 0 end)`
      : sql`0`;
  const alias =
    ranking.aliases.size > 0
      ? sql`case ${sql.join(
          [...ranking.aliases].map(([id, score]) => sql`when f.id = ${id} then ${score}::float8`),
          sql` `,
        )} else null end`
      : sql`null::float8`;
  return sql`(coalesce(${alias}, ${base} - ${sql.join(penalties, sql` - `)}) + ${recent})`;
}

/** The alias foods are found even when their names lack the words ("oatmeal" → "Cereals, oats, … cooked"). */
export function aliasIdsSql(ranking: EverydayRanking): SQL | null {
  return ranking.aliases.size > 0 ? sql`f.id in (${idList(ranking.aliases.keys())})` : null;
}

import { sql } from "drizzle-orm";
import type { Portion } from "../../contract/foods";
import type { Db } from "../db/client";
import { queryRows } from "../db/sql";
import { everydayScore, foodFlags, type EverydayRanking } from "./everyday";
import { respell } from "./query-words";
import { probeFor, trigramsOf, wordSimilarity, type TextTrigrams, type WordProbe } from "./trigram";

/**
 * The USDA names held in memory, once per database (~0.2 s to build, ~16 MB of heap): the table is loaded
 * at seed time and never changes afterwards, and testing its ~9,000 names here takes 0.5–3 ms where
 * the database spent 5–100 ms per query, PGlite above all (bench/food-search.ts). The search picks
 * its USDA candidates here and leaves the exact ranking of those few rows to the database (search.ts).
 */
export interface UsdaIndex {
  ids: string[];
  /** lower(name), as the database compares it. */
  names: string[];
  /** The names as stored, whose capitals mark brands (everyday.ts). */
  originals: string[];
  groups: string[];
  /** kcal per 100 g, null when unknown: with the names and groups, a search answers USDA rows from memory. */
  energy: (number | null)[];
  /** everyday.ts's foodFlags of each food. */
  flags: Uint16Array;
  /** Food id → its position in these arrays. */
  positions: Map<string, number>;
  /** All names joined by "|", which no query word holds: one substring search tests them all. */
  allNames: string;
  /** Name words (runs of letters and digits), the units of the ranking's whole-word and prefix tests. */
  words: string[][];
  /** Every name word, with how many names hold it: what a misspelt query word is corrected to (query-words.ts). */
  vocabulary: Map<string, number>;
  specificity: number[];
  /** split_part(lower(name), ',', 1): the name's head, for the ranking's "nothing but query words" bonus. */
  heads: string[];
  trigrams: TextTrigrams[];
  trigramIds: Map<string, number>;
  /** For each trigram id, the foods whose name has it, each once, ascending. */
  postings: number[][];
  /** Household portions by food id (SR28 WEIGHT, ~15,000 rows, as static as the names): a page's suggested amounts need no query. */
  portions: Map<string, Portion[]>;
}

const indexes = new WeakMap<Db, Promise<UsdaIndex>>();

async function loadIndex(db: Db): Promise<UsdaIndex> {
  const rows = await queryRows<{
    id: string;
    name: string;
    original: string;
    food_group: string;
    specificity: number;
    energy_kcal: number | null;
  }>(
    db,
    sql`select id, lower(name) as name, name as original, food_group, specificity, energy_kcal from foods order by id`,
  );
  const portionRows = await queryRows<{
    food_id: string;
    seq: number;
    amount: number;
    unit: string;
    grams: number;
  }>(db, sql`select food_id, seq, amount, unit, grams from food_portions order by food_id, seq`);
  const portions = new Map<string, Portion[]>();
  for (const r of portionRows) {
    const list = portions.get(r.food_id) ?? [];
    list.push({
      seq: Number(r.seq),
      amount: Number(r.amount),
      unit: r.unit,
      grams: Number(r.grams),
    });
    portions.set(r.food_id, list);
  }
  const trigramIds = new Map<string, number>();
  const trigrams = rows.map((r) => trigramsOf(r.name, trigramIds));
  const postings: number[][] = Array.from({ length: trigramIds.size }, () => []);
  trigrams.forEach((text, i) => {
    for (const t of new Set(text.trigrams)) postings[t]!.push(i);
  });
  const words = rows.map((r) => r.name.split(/[^a-z0-9]+/).filter((w) => w.length > 0));
  const vocabulary = new Map<string, number>();
  for (const nameWords of words)
    for (const w of new Set(nameWords)) vocabulary.set(w, (vocabulary.get(w) ?? 0) + 1);
  return {
    ids: rows.map((r) => r.id),
    names: rows.map((r) => r.name),
    originals: rows.map((r) => r.original),
    groups: rows.map((r) => r.food_group),
    energy: rows.map((r) => (r.energy_kcal === null ? null : Number(r.energy_kcal))),
    flags: Uint16Array.from(rows, (r) => foodFlags(r.original, r.food_group)),
    positions: new Map(rows.map((r, i) => [r.id, i])),
    allNames: rows.map((r) => r.name).join("|"),
    words,
    vocabulary,
    specificity: rows.map((r) => Number(r.specificity)),
    heads: rows.map((r) => r.name.split(",")[0]!),
    trigrams,
    trigramIds,
    postings,
    portions,
  };
}

/** The cached index of `db`'s USDA foods; an empty table (not seeded yet) is not cached. */
export async function usdaIndex(db: Db): Promise<UsdaIndex> {
  let pending = indexes.get(db);
  if (!pending) {
    pending = loadIndex(db);
    indexes.set(db, pending);
    const loading = pending;
    const drop = () => indexes.get(db) === loading && indexes.delete(db);
    loading.then((index) => index.ids.length === 0 && drop(), drop);
  }
  return pending;
}

/** Called when the USDA table changed (seeding), so the next search reloads it. */
export function forgetUsdaIndex(db: Db): void {
  indexes.delete(db);
}

/** The query's words as the USDA names spell them (query-words.ts). */
export function usdaWords(index: UsdaIndex, words: string[]): string[] {
  return respell(words, index.vocabulary, (w) => index.allNames.includes(w));
}

/** Words of 3+ letters that appear in no USDA food name: presumably misspelt (see search.ts). */
export function misspeltWords(index: UsdaIndex, words: string[]): Set<string> {
  return new Set(words.filter((w) => w.length >= 3 && !index.allNames.includes(w)));
}

export interface UsdaQuery {
  words: string[];
  fuzzy: Set<string>;
  /** word_similarity threshold of a misspelt word. */
  threshold: number;
  /** How many USDA rows the page can need at most (offset + page size + 1). */
  limit: number;
  ranking: EverydayRanking;
}

/**
 * search.ts's score without its misspelt words, in double rather than float4 precision, or null
 * when the name lacks a correctly spelt word. Whole word and prefix are tested on the name's words:
 * with ASCII names, the regex word bounds \m \M fall exactly there.
 */
function baseScore(
  index: UsdaIndex,
  i: number,
  query: UsdaQuery,
  spelt: [string, string, string][],
  headIsQuery: RegExp,
): number | null {
  const name = index.names[i]!;
  let score = 0;
  for (const [w, plural, esPlural] of spelt) {
    if (!name.includes(w)) return null;
    const words = index.words[i]!;
    score += words.some((x) => x === w || x === plural || x === esPlural)
      ? 3
      : words.some((x) => x.startsWith(w))
        ? 2
        : 1;
  }
  if (name.startsWith(query.words[0]!)) score += 1.5;
  if (headIsQuery.test(index.heads[i]!)) score += 1;
  return everydayScore(
    query.ranking,
    index.ids[i]!,
    score - 0.3 * index.specificity[i]!,
    index.flags[i]!,
    index.originals[i]!,
  );
}

/** What the misspelt words add, 3 × strict similarity each, or null when one is below the threshold. */
function similarityScore(
  index: UsdaIndex,
  i: number,
  probes: WordProbe[],
  threshold: number,
): number | null {
  let score = 0;
  for (const probe of probes) {
    if (wordSimilarity(probe, index.trigrams[i]!, false) < threshold) return null;
    score += 3 * wordSimilarity(probe, index.trigrams[i]!, true);
  }
  return score;
}

/** For each food, how many of the word's trigrams its name has, counted from the postings. */
function sharedTrigrams(index: UsdaIndex, probe: WordProbe): Uint8Array {
  const counts = new Uint8Array(index.ids.length);
  probe.inQuery.forEach((isIn, t) => {
    if (isIn === 1) for (const i of index.postings[t]!) counts[i]! += 1;
  });
  return counts;
}

/** Float4 rounding in the database moves a score by far less than this. */
const MARGIN = 1e-3;

/**
 * The USDA foods, with their scores, that match every query word (or are the query's aliases) and can be among the `limit` best: the best
 * `limit` by score, plus every food within MARGIN of the last of them, so that ties (ordered by the
 * database on length and name) and rounding never push a right row out.
 *
 * Similarity, the dear part, is computed best-first and only while it can matter: a name sharing
 * `shared` of a word's `queryCount` trigrams has similarity = shared / (queryCount + extent − shared)
 * ≤ shared / queryCount (trigram.ts), which bounds its score and rules it out below the threshold.
 */
export function usdaCandidates(index: UsdaIndex, query: UsdaQuery): { i: number; score: number }[] {
  const probes = [...query.fuzzy].map((w) => probeFor(w, index.trigramIds));
  const shared = probes.map((probe) => sharedTrigrams(index, probe));
  const headIsQuery = new RegExp(`^((${query.words.join("|")})(s|es)? ?)+$`);
  const spelt = query.words
    .filter((w) => !query.fuzzy.has(w))
    .map((w): [string, string, string] => [w, `${w}s`, `${w}es`]);
  const hits: { i: number; base: number; bound: number; isAlias: boolean }[] = [];
  // An alias food has a fixed score and needs no match (everyday.ts).
  const aliases = new Set<number>();
  for (const id of query.ranking.aliases.keys()) {
    const i = index.positions.get(id);
    if (i === undefined) continue;
    aliases.add(i);
    const fixed = everydayScore(query.ranking, id, null, 0, "")!;
    hits.push({ i, base: fixed, bound: fixed, isAlias: true });
  }
  for (let i = 0; i < index.ids.length; i++) {
    if (aliases.size > 0 && aliases.has(i)) continue;
    let bound = 0;
    const reachable = probes.every((probe, k) => {
      const ratio = shared[k]![i]! / probe.queryCount;
      bound += 3 * ratio + 1e-6;
      return ratio >= query.threshold - 1e-9;
    });
    const base = reachable ? baseScore(index, i, query, spelt, headIsQuery) : null;
    if (base !== null) hits.push({ i, base, bound: base + bound, isAlias: false });
  }
  if (probes.length === 0) {
    // Without misspelt words the bounds are the scores: the best `limit`, and near ties, are kept.
    const scores = Float64Array.from(hits, (h) => h.bound).sort();
    const last =
      scores.length < query.limit ? -Infinity : scores[scores.length - query.limit]! - MARGIN;
    return hits.filter((h) => h.bound >= last).map((h) => ({ i: h.i, score: h.bound }));
  }
  hits.sort((a, b) => b.bound - a.bound);
  const scored: { i: number; score: number }[] = [];
  const top: number[] = []; // the best `limit` scores so far, descending
  const cutoff = () => (top.length < query.limit ? -Infinity : top[query.limit - 1]! - MARGIN);
  for (const hit of hits) {
    if (hit.bound < cutoff()) break;
    const similarity = hit.isAlias ? 0 : similarityScore(index, hit.i, probes, query.threshold);
    if (similarity === null) continue;
    const score = hit.base + similarity;
    scored.push({ i: hit.i, score });
    const at = top.findIndex((s) => s < score);
    top.splice(at === -1 ? top.length : at, 0, score);
    if (top.length > query.limit) top.pop();
  }
  return scored.filter((h) => h.score >= cutoff());
}

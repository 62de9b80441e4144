import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUERIES } from "../../../bench/food-search-queries";
import type { Database } from "../db/client";
import { queryRows } from "../db/sql";
import { openTestDatabase } from "../testing/test-database";
import { aliasIdsSql, everydayRanking } from "./everyday";
import { searchFoods, searchWords, usdaScore, where } from "./search";
import { usdaIndex, usdaWords } from "./usda-index";

/**
 * Decision 006 claims the in-memory choice of USDA candidates (usda-index.ts) gives the same results
 * as searching wholly in SQL. This is that SQL-only search, the reference: misspelt words found by a
 * scan, every USDA row matched with pg_trgm, and the same ranking, ordered as searchFoods orders.
 */
async function referenceSearch(db: Database["db"], q: string, rows: number): Promise<string[]> {
  const typed = searchWords(q);
  const words = usdaWords(await usdaIndex(db), typed);
  const ranking = everydayRanking(words, typed, new Set());
  const fuzzy = new Set<string>();
  for (const w of words.filter((x) => x.length >= 3)) {
    const [hit] = await queryRows<{ found: boolean }>(
      db,
      sql`select exists (select 1 from foods where lower(name) like ${"%" + w + "%"}) as found`,
    );
    if (!hit?.found) fuzzy.add(w);
  }
  const name = sql`lower(f.name)`;
  const aliases = aliasIdsSql(ranking);
  const found = await queryRows<{ id: string }>(
    db,
    sql`select f.id, f.name, ${usdaScore(words, ranking)} as score from foods f where ${where(name, words, fuzzy)} ${aliases ? sql`or ${aliases}` : sql``}
      order by score desc, length(f.name), f.name collate "C" limit ${rows}`,
  );
  return found.map((r) => r.id);
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ foods: true });
});
afterAll(() => database.close());

describe("food search against its SQL-only reference", () => {
  const PAGE_SIZE = 20;
  it(`returns the same ids, pages 1–3, for the benchmark's ${QUERIES.length} queries`, async () => {
    const differences: string[] = [];
    let withResults = 0;
    for (const q of QUERIES) {
      // One more row than three pages, to check hasMore on page 3 too.
      const reference = await referenceSearch(database.db, q, 3 * PAGE_SIZE + 1);
      if (reference.length > 0) withResults += 1;
      for (const page of [1, 2, 3]) {
        const result = await searchFoods(database.db, {
          q,
          page,
          pageSize: PAGE_SIZE,
          userId: null,
        });
        const expected = reference.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
        const ids = result.items.map((i) => i.id);
        if (
          ids.join() !== expected.join() ||
          result.hasMore !== reference.length > page * PAGE_SIZE
        ) {
          differences.push(`${q} p${page}: got ${ids.join(" ")}, expected ${expected.join(" ")}`);
        }
      }
    }
    expect(differences).toEqual([]);
    // Not a comparison of empty lists: nearly every query, typos included, finds foods.
    expect(withResults).toBeGreaterThanOrEqual(QUERIES.length * 0.9);
  }, 300_000);
});

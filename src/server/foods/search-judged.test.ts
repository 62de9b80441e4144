import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JUDGED, judgeSearch } from "../../../bench/food-search-queries";
import type { Database } from "../db/client";
import { openTestDatabase } from "../testing/test-database";
import { FOOD_ALIASES } from "./food-aliases";
import { searchFoods } from "./search";
import { sql } from "drizzle-orm";
import { queryRows } from "../db/sql";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ foods: true });
});
afterAll(() => database.close());

describe("food search on the judged queries (issue 12)", () => {
  it(`finds an acceptable food in the first three results for 95 % of ${JUDGED.length} queries`, async () => {
    const { hit1, hit3, misses, secondBest } = await judgeSearch(async (q) =>
      (await searchFoods(database.db, { q, page: 1, pageSize: 3, userId: null })).items.map(
        (i) => i.id,
      ),
    );
    console.info(
      `judged food search: hit@1 ${(hit1 * 100).toFixed(1)} %, hit@3 ${(hit3 * 100).toFixed(1)} %; misses: ${misses.join("; ")}; not first: ${secondBest.join("; ")}`,
    );
    expect(JUDGED.length).toBeGreaterThanOrEqual(100);
    expect(hit3).toBeGreaterThanOrEqual(0.95);
  }, 120_000);

  it("names only foods that exist, in the alias table and the judgements", async () => {
    const ids = new Set([
      ...Object.values(FOOD_ALIASES).flat(),
      ...JUDGED.flatMap(([, acceptable]) => acceptable),
    ]);
    const rows = await queryRows<{ id: string }>(
      database.db,
      sql`select id from foods where id in (${sql.join(
        [...ids].map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    expect(rows.length).toBe(ids.size);
  });
});

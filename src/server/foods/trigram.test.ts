import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { queryRows } from "../db/sql";
import { openTestDatabase } from "../testing/test-database";
import { probeFor, trigramsOf, wordSimilarity } from "./trigram";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ foods: true });
});
afterAll(() => database.close());

describe("word similarity in memory", () => {
  // The search picks USDA rows with these values and the database ranks them with its own: they
  // must agree to the last float4 bit, or a food could drop out of its page.
  it.each(["chiken", "brest", "cood", "coookie", "icecream", "a"])(
    "equals pg_trgm's for %s over every USDA name",
    async (word) => {
      const rows = await queryRows<{ name: string; plain: number; strict: number }>(
        database.db,
        sql`select lower(name) as name, word_similarity(${word}, lower(name)) as plain,
        strict_word_similarity(${word}, lower(name)) as strict from foods`,
      );
      expect(rows.length).toBeGreaterThan(8000);
      const ids = new Map<string, number>();
      const texts = rows.map((r) => trigramsOf(r.name, ids));
      const probe = probeFor(word, ids);
      const differing = rows.filter(
        (r, i) =>
          wordSimilarity(probe, texts[i]!, false) !== Math.fround(Number(r.plain)) ||
          wordSimilarity(probe, texts[i]!, true) !== Math.fround(Number(r.strict)),
      );
      expect(differing.map((r) => r.name)).toEqual([]);
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faqEntries } from "./schema";
import { seedDatabase } from "./seed";
import { SEEDERS } from "../features";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("starter content", () => {
  it("stays deleted when staff delete all of it and the server starts again", async () => {
    expect((await ctx.db.select().from(faqEntries)).length).toBe(12);
    await ctx.db.delete(faqEntries);
    await seedDatabase(ctx.db, { info: () => {} }, SEEDERS);
    expect(await ctx.db.select().from(faqEntries)).toHaveLength(0);
  });
});

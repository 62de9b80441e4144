import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { helpApi, FaqList, HELP_CATEGORIES } from "../../contract/help";
import { faqEntries } from "../db/schema";
import { createTestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { DEFAULT_FAQ } from "./faq-defaults";
import { seedFaq } from "./seed";
import { withProductName } from "./service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("GET /api/help/faq", () => {
  it("answers anyone with the twelve seeded entries, in order, each in a known category", async () => {
    const response = await ctx.call(helpApi.faq);
    expect(response.statusCode).toBe(200);
    const { entries } = FaqList.parse(response.json());
    expect(entries).toHaveLength(12);
    expect(entries.map((entry) => entry.question)).toEqual(
      DEFAULT_FAQ.map((entry) => withProductName(entry.question, "Vitalog")),
    );
    expect(entries.some((entry) => entry.question === "Is Vitalog free to use?")).toBe(true);
    expect(JSON.stringify(entries)).not.toContain("{product}");
    for (const entry of entries) expect(HELP_CATEGORIES).toContain(entry.category);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(12);
  });

  it("speaks of the configured product name", async () => {
    const renamed = await createTestContext({ productName: "FitLog" });
    try {
      const { entries } = (await renamed.call(helpApi.faq)).json<FaqList>();
      expect(entries.some((entry) => entry.question === "Is FitLog free to use?")).toBe(true);
      expect(JSON.stringify(entries)).not.toContain("Vitalog");
    } finally {
      await renamed.close();
    }
  });

  it("gives a signed-in user the same list", async () => {
    const user = await createTestUser(ctx);
    const response = await ctx.call(helpApi.faq, { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json<FaqList>().entries).toHaveLength(12);
  });

  it("seeding again leaves an edited table alone", async () => {
    await ctx.db.update(faqEntries).set({ answer: "Edited by staff." });
    await seedFaq(ctx.db);
    const { entries } = (await ctx.call(helpApi.faq)).json<FaqList>();
    expect(entries).toHaveLength(12);
    expect(entries.every((entry) => entry.answer === "Edited by staff.")).toBe(true);
  });
});

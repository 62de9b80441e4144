import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { profiles, weightEntries } from "../db/schema";
import { createTestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { getEffectivePlan } from "./limits";
import { weightApi } from "../../contract/weight";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("the plan in force", () => {
  it("names no lapsed plan when the user's own plan is Free, whatever its status", async () => {
    for (const lapse of [
      { planStatus: "cancelled" as const },
      { planStatus: "expired" as const },
      { planExpiresAt: new Date(Date.now() - 60_000) },
    ]) {
      const user = await createTestUser(ctx);
      await ctx.db.update(profiles).set(lapse).where(eq(profiles.id, user.id));
      expect(await getEffectivePlan(ctx.db, user.id)).toMatchObject({ name: "Free", lapsed: null });
      // The refusal at the limit says "Your Free plan allows…", with no lapsed plan for the notice.
      await ctx.db.insert(weightEntries).values(
        Array.from({ length: 31 }, (_, i) => ({
          userId: user.id,
          date: `2024-03-${String(i + 1).padStart(2, "0")}`,
          weightKg: 80,
        })),
      );
      const refused = await ctx.call(weightApi.log, {
        cookie: user.cookie,
        body: { date: "2025-05-01", weightKg: 79 },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.details).toMatchObject({ planName: "Free", value: 31 });
      expect(refused.json().error.details).not.toHaveProperty("lapsedPlan");
    }
  });

  it("still names a lapsed paid plan", async () => {
    const user = await createTestUser(ctx, { plan: "Premium" });
    await ctx.db.update(profiles).set({ planStatus: "cancelled" }).where(eq(profiles.id, user.id));
    expect(await getEffectivePlan(ctx.db, user.id)).toMatchObject({
      name: "Free",
      lapsed: { name: "Premium", status: "cancelled" },
    });
  });
});

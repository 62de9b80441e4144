import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { passwordResets, rateLimits, sessions } from "../db/schema";
import { createTestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { purgeExpiredRows } from "./housekeeping";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("purgeExpiredRows", () => {
  it("removes expired sessions, spent reset links and stale counters, and keeps live ones", async () => {
    const user = await createTestUser(ctx);
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 3_600_000);
    await ctx.db.insert(sessions).values({ userId: user.id, tokenHash: "expired-hash", expiresAt: past });
    await ctx.db.insert(passwordResets).values([
      { userId: user.id, tokenHash: "spent", expiresAt: future, usedAt: past },
      { userId: user.id, tokenHash: "expired", expiresAt: past },
      { userId: user.id, tokenHash: "live", expiresAt: future },
    ]);
    await ctx.db.insert(rateLimits).values([
      { key: "old", windowStart: new Date(Date.now() - 2 * 86_400_000), count: 3 },
      { key: "fresh", windowStart: new Date(), count: 1 },
    ]);

    await purgeExpiredRows(ctx.db);

    const userSessions = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(userSessions.map((s) => s.tokenHash)).not.toContain("expired-hash");
    expect(userSessions).toHaveLength(1);
    const resets = await ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(resets.map((r) => r.tokenHash)).toEqual(["live"]);
    const counters = await ctx.db.select().from(rateLimits);
    expect(counters.map((c) => c.key)).toContain("fresh");
    expect(counters.map((c) => c.key)).not.toContain("old");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import {
  authFlows,
  emailChanges,
  knownDevices,
  mailOutbox,
  passwordResets,
  rateLimits,
  sessions,
} from "../db/schema";
import { PURGES } from "../features";
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
    await ctx.db
      .insert(sessions)
      .values({ userId: user.id, tokenHash: "expired-hash", expiresAt: past });
    await ctx.db.insert(passwordResets).values([
      { userId: user.id, tokenHash: "spent", expiresAt: future, usedAt: past },
      { userId: user.id, tokenHash: "expired", expiresAt: past },
      { userId: user.id, tokenHash: "live", expiresAt: future },
    ]);
    await ctx.db.insert(rateLimits).values([
      { key: "old", windowStart: new Date(Date.now() - 2 * 86_400_000), count: 3 },
      { key: "fresh", windowStart: new Date(), count: 1 },
    ]);

    await purgeExpiredRows(ctx.db, PURGES);

    const userSessions = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(userSessions.map((s) => s.tokenHash)).not.toContain("expired-hash");
    expect(userSessions).toHaveLength(1);
    const resets = await ctx.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(resets.map((r) => r.tokenHash)).toEqual(["live"]);
    const counters = await ctx.db.select().from(rateLimits);
    expect(counters.map((c) => c.key)).toContain("fresh");
    expect(counters.map((c) => c.key)).not.toContain("old");
  });

  it("removes finished sign-in steps and spent or expired e-mail changes, and keeps live ones", async () => {
    const user = await createTestUser(ctx);
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 300_000);
    await ctx.db.insert(authFlows).values([
      { kind: "second_factor", tokenHash: "flow-expired", userId: user.id, expiresAt: past },
      { kind: "webauthn_authentication", tokenHash: "flow-live", expiresAt: future },
    ]);
    await ctx.db.insert(emailChanges).values([
      {
        userId: user.id,
        newEmail: "a@example.com",
        tokenHash: "change-spent",
        expiresAt: future,
        usedAt: past,
      },
      { userId: user.id, newEmail: "b@example.com", tokenHash: "change-expired", expiresAt: past },
      { userId: user.id, newEmail: "c@example.com", tokenHash: "change-live", expiresAt: future },
    ]);

    await purgeExpiredRows(ctx.db, PURGES);

    const flows = await ctx.db
      .select()
      .from(authFlows)
      .where(inArray(authFlows.tokenHash, ["flow-expired", "flow-live"]));
    expect(flows.map((flow) => flow.tokenHash)).toEqual(["flow-live"]);
    const changes = await ctx.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.userId, user.id));
    expect(changes.map((change) => change.tokenHash)).toEqual(["change-live"]);
  });

  it("purges mail after a week and takes the dead link tokens out of older dev mail", async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const text = (to: string) =>
      `Open https://vitalog.example/reset-password?token=${"T".repeat(43)} (${to})`;
    const mail = (to: string, createdAt: Date, sentAt: Date | null = null) => ({
      to,
      kind: "password_reset",
      subject: "s",
      text: text(to),
      createdAt,
      sentAt,
    });
    await ctx.db
      .insert(mailOutbox)
      .values([
        mail("sent-long-ago@example.com", daysAgo(8), daysAgo(8)),
        mail("kept-long-ago@example.com", daysAgo(8)),
        mail("kept-two-days@example.com", daysAgo(2)),
        mail("kept-just-now@example.com", new Date()),
      ]);

    await purgeExpiredRows(ctx.db, PURGES);

    const left = await ctx.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(mailOutbox.to, [
          "sent-long-ago@example.com",
          "kept-long-ago@example.com",
          "kept-two-days@example.com",
          "kept-just-now@example.com",
        ]),
      );
    const byTo = new Map(left.map((row) => [row.to, row.text]));
    expect([...byTo.keys()].sort()).toEqual([
      "kept-just-now@example.com",
      "kept-two-days@example.com",
    ]);
    expect(byTo.get("kept-two-days@example.com")).toBe(
      "Open https://vitalog.example/reset-password?token=[redacted] (kept-two-days@example.com)",
    );
    expect(byTo.get("kept-just-now@example.com")).toBe(text("kept-just-now@example.com"));
  });

  it("forgets expired known devices", async () => {
    const user = await createTestUser(ctx);
    await ctx.db.insert(knownDevices).values([
      { userId: user.id, tokenHash: "device-expired", expiresAt: new Date(Date.now() - 1000) },
      { userId: user.id, tokenHash: "device-live", expiresAt: new Date(Date.now() + 86_400_000) },
    ]);
    await purgeExpiredRows(ctx.db, PURGES);
    const devices = await ctx.db
      .select()
      .from(knownDevices)
      .where(eq(knownDevices.userId, user.id));
    expect(devices.map((d) => d.tokenHash)).toContain("device-live");
    expect(devices.map((d) => d.tokenHash)).not.toContain("device-expired");
  });
});

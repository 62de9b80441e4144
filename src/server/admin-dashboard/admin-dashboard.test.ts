import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAnalyticsApi, type AdminAnalytics } from "../../contract/admin-analytics";
import { adminDashboardApi, type AdminDashboard } from "../../contract/admin-dashboard";
import type { CustomerImpact } from "../../domain/ticket-triage";
import { profiles, supportTickets } from "../db/schema";
import { createTestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";
import { openTestTicket } from "../testing/tickets";
import { percentOf } from "./service";

let ctx: TestContext;
let admin: TestStaff;
let analyst: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createTestStaff(ctx, { role: "Admin" });
  analyst = await createTestStaff(ctx, { role: "Analyst" });
  await createTestUser(ctx, { plan: "Premium" });
  await createTestUser(ctx, { plan: "Pro" });
  await createTestUser(ctx, { plan: "Pro" });
  const old = await createTestUser(ctx);
  await ctx.db
    .update(profiles)
    .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
    .where(eq(profiles.id, old.id));
});
afterAll(() => ctx.close());

describe("dashboard", () => {
  it("counts users, today's signups, revenue of non-Free users and the plan split from the database", async () => {
    const response = await ctx.call(adminDashboardApi.get, { cookie: admin.cookie });
    const data = response.json<AdminDashboard>();
    // 2 staff + 4 users; one user joined three days ago.
    expect(data).toMatchObject({
      totalUsers: 6,
      newSignupsToday: 5,
      monthlyRevenueCents: 999 + 2 * 1999,
    });
    expect(data.planDistribution).toEqual([
      { planId: expect.any(String), name: "Free", count: 3, percent: 50 },
      { planId: expect.any(String), name: "Premium", count: 1, percent: 16.7 },
      { planId: expect.any(String), name: "Pro", count: 2, percent: 33.3 },
    ]);
    expect(data.tickets).toMatchObject({ active: 0, recent: [] });
    expect(data.chats).toEqual({ active: 0, waiting: 0 });
  });

  it("counts active tickets and lists the newest through the endpoint", async () => {
    const file = (subject: string, priority: CustomerImpact) =>
      openTestTicket(ctx, admin, { subject, priority });
    const first = await file("First", "low");
    const second = await file("Second", "high");
    const third = await file("Third", "medium");
    await ctx.db
      .update(supportTickets)
      .set({ status: "in-progress" })
      .where(eq(supportTickets.id, second.id));
    await ctx.db
      .update(supportTickets)
      .set({ status: "resolved", resolvedAt: new Date() })
      .where(eq(supportTickets.id, third.id));
    const data = (
      await ctx.call(adminDashboardApi.get, { cookie: admin.cookie })
    ).json<AdminDashboard>();
    // Active = open, in progress or waiting: the first two; the resolved one is only in the recent list.
    expect(data.tickets!.active).toBe(2);
    expect(data.tickets!.recent.map((t) => t.id)).toEqual([third.id, second.id, first.id]);
    expect(data.tickets!.recent[1]).toMatchObject({
      ticketNumber: second.ticketNumber,
      subject: "Second",
      status: "in-progress",
      priority: "high",
      customerName: "Admin Staff",
    });
  });

  it("leaves support figures out for staff without support.view", async () => {
    const data = (
      await ctx.call(adminDashboardApi.get, { cookie: analyst.cookie })
    ).json<AdminDashboard>();
    expect(data.tickets).toBeNull();
    expect(data.chats).toBeNull();
  });

  it("rounds percentages to one decimal", () => {
    expect([percentOf(1, 3), percentOf(2, 3), percentOf(0, 0)]).toEqual([33.3, 66.7, 0]);
  });
});

describe("analytics", () => {
  it("gives signups and active users for every day of the range, and the plan mix of that range's signups", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const response = await ctx.call(adminAnalyticsApi.get, {
      query: { from, to: today },
      cookie: analyst.cookie,
    });
    const data = response.json<AdminAnalytics>();
    expect(data.signups).toHaveLength(7);
    expect(data.signups.at(-1)).toEqual({ date: today, value: 5 });
    expect(data.signups.reduce((s, d) => s + d.value, 0)).toBe(6);
    expect(data.activeUsers.at(-1)!.value).toBe(6);
    expect(data.planMix).toEqual([
      { name: "Free", count: 3 },
      { name: "Premium", count: 1 },
      { name: "Pro", count: 2 },
    ]);
  });

  it("refuses a reversed or too long range with 400 and the field", async () => {
    const reversed = await ctx.call(adminAnalyticsApi.get, {
      query: { from: "2026-02-01", to: "2026-01-01" },
      cookie: admin.cookie,
    });
    expect([reversed.statusCode, Object.keys(reversed.json().error.fields)]).toEqual([400, ["to"]]);
    const long = await ctx.call(adminAnalyticsApi.get, {
      query: { from: "2020-01-01", to: "2026-01-01" },
      cookie: admin.cookie,
    });
    expect([long.statusCode, Object.keys(long.json().error.fields)]).toEqual([400, ["from"]]);
  });
});

// Last: it signs up users that the figures above do not expect.
describe("monthly revenue", () => {
  it("counts Monthly Revenue from active paid plans only: not lapsed, past-due, cancelled, expired-by-date or trial ones", async () => {
    const revenueOf = async () =>
      (await ctx.call(adminDashboardApi.get, { cookie: admin.cookie })).json<AdminDashboard>()
        .monthlyRevenueCents;
    const before = await revenueOf();
    const withPlan = async (
      plan: "Premium" | "Pro",
      set: Partial<typeof profiles.$inferInsert>,
    ) => {
      const user = await createTestUser(ctx, { plan });
      await ctx.db.update(profiles).set(set).where(eq(profiles.id, user.id));
    };
    const day = 86_400_000;
    await withPlan("Pro", { planStatus: "expired" });
    await withPlan("Pro", { planStatus: "past_due" });
    await withPlan("Premium", { planStatus: "cancelled" });
    await withPlan("Pro", { planStatus: "active", planExpiresAt: new Date(Date.now() - day) });
    // A trial is in force but has paid nothing yet.
    await withPlan("Pro", {
      planStatus: "trialing",
      planExpiresAt: new Date(Date.now() + 7 * day),
    });
    expect(await revenueOf()).toBe(before);
    await withPlan("Premium", {
      planStatus: "active",
      planExpiresAt: new Date(Date.now() + 30 * day),
    });
    await withPlan("Pro", { planStatus: "active", planExpiresAt: null });
    expect(await revenueOf()).toBe(before + 999 + 1999);
  });
});

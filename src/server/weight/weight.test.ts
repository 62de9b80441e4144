import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateOfDayIndex, dayIndex, todayIn } from "../../domain/calendar";
import { weightApi, type WeightPage } from "../../contract/weight";
import { profileApi } from "../../contract/profile";
import { dashboardApi } from "../../contract/dashboard";
import { profiles, weightEntries } from "../db/schema";
import { eq } from "drizzle-orm";
import { createTestUser, type TestUser } from "../testing/factories";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (user: TestUser, payload: Record<string, unknown>) =>
  ctx.call(weightApi.log, { cookie: user.cookie, body: payload });
/** A diary day `n` days before today (test users live in UTC). */
const daysAgo = (n: number) => dateOfDayIndex(dayIndex(todayIn("UTC")) - n);
const [D1, D2] = [daysAgo(10), daysAgo(9)];
/** Born 15 years and a month ago, so 15 whatever today is. */
const fifteenYearsAgo = () => {
  const [year, month, day] = daysAgo(31).split("-");
  return `${Number(year) - 15}-${month}-${day === "29" && month === "02" ? "28" : day}`;
};
const page = async (user: TestUser) =>
  (await ctx.call(weightApi.page, { cookie: user.cookie })).json<WeightPage>();

describe("weight entries", () => {
  it("logs, lists with a trend, edits and deletes", async () => {
    const user = await createTestUser(ctx);
    expect(
      (await post(user, { date: D1, weightKg: 81, bodyFatPct: 22.5, note: "after run" }))
        .statusCode,
    ).toBe(201);
    expect((await post(user, { date: D2, weightKg: 80 })).statusCode).toBe(201);
    const listed = await page(user);
    expect(listed.unit).toBe("kg");
    expect(listed.entries.map((e: { date: string }) => e.date)).toEqual([D2, D1]);
    expect(listed.entries[0]!.trendKg).toBeCloseTo(80.9, 5);
    expect(listed.entries[1]).toMatchObject({ bodyFatPct: 22.5, note: "after run" });
    expect(listed.summary.latest).toEqual({ date: D2, weightKg: 80 });
    expect(listed.summary.weeklyRateKg).toBeCloseTo(-0.7, 5);

    const id = listed.entries[0]!.id;
    const edited = await ctx.call(weightApi.update, {
      params: { id },
      cookie: user.cookie,
      body: { weightKg: 79.5, note: "" },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ weightKg: 79.5, note: null });
    expect(
      (await ctx.call(weightApi.remove, { params: { id }, cookie: user.cookie })).statusCode,
    ).toBe(200);
    expect((await page(user)).entries).toHaveLength(1);
  });

  it("asks before replacing a same-day weigh-in, and replaces when told to", async () => {
    const user = await createTestUser(ctx);
    await post(user, { date: D1, weightKg: 70 });
    const second = await post(user, { date: D1, weightKg: 69.4 });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: "weight_exists",
      fields: { date: expect.any(String) },
      details: { weightKg: 70 },
    });
    const replaced = await post(user, { date: D1, weightKg: 69.4, replace: true });
    expect(replaced.statusCode).toBe(200);
    const listed = await page(user);
    expect(listed.entries).toHaveLength(1);
    expect(listed.entries[0]!.weightKg).toBeCloseTo(69.4, 5);
  });

  it("refuses bad input with the field: negative, zero, absurd, non-numeric, future, bad date", async () => {
    const user = await createTestUser(ctx);
    for (const weightKg of [-70, 0, 5000, "heavy", null]) {
      const response = await post(user, { date: D1, weightKg });
      expect(response.statusCode, String(weightKg)).toBe(400);
      expect(response.json().error.fields).toHaveProperty("weightKg");
    }
    const fat = await post(user, { date: D1, weightKg: 70, bodyFatPct: 120 });
    expect(fat.json().error.fields).toHaveProperty("bodyFatPct");
    const badDate = await post(user, { date: "2025-02-30", weightKg: 70 });
    expect(badDate.json().error.fields).toHaveProperty("date");
    const future = await post(user, { date: "2999-01-01", weightKg: 70 });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toHaveProperty("date");
  });

  it("remembers the unit: kg for metric by default, then lb or st as chosen; refuses others", async () => {
    const user = await createTestUser(ctx);
    expect((await page(user)).unit).toBe("kg");
    const set = await ctx.call(weightApi.setUnit, { cookie: user.cookie, body: { unit: "st" } });
    expect(set.statusCode).toBe(200);
    expect((await page(user)).unit).toBe("st");
    const bad = await ctx.call(weightApi.setUnit, {
      cookie: user.cookie,
      body: { unit: "furlong" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("unit");
  });

  it("keeps users apart: no reading, editing or deleting another user's entries", async () => {
    const owner = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    await post(owner, { date: D1, weightKg: 90 });
    const id = (await page(owner)).entries[0]!.id;
    expect((await page(other)).entries).toEqual([]);
    const patch = await ctx.call(weightApi.update, {
      params: { id },
      cookie: other.cookie,
      body: { weightKg: 50 },
    });
    expect(patch.statusCode).toBe(404);
    expect(
      (await ctx.call(weightApi.remove, { params: { id }, cookie: other.cookie })).statusCode,
    ).toBe(404);
    expect((await page(owner)).entries[0]!.weightKg).toBe(90);
    expect((await ctx.call(weightApi.page)).statusCode).toBe(401);
  });

  it("enforces the Free plan's weight_entries_per_month (entries created this month); replacing is not a new entry", async () => {
    const user = await createTestUser(ctx);
    // 31 entries created now (the Free limit), written directly to keep the test quick.
    await ctx.db.insert(weightEntries).values(
      Array.from({ length: 31 }, (_, i) => ({
        userId: user.id,
        date: `2024-03-${String(i + 1).padStart(2, "0")}`,
        weightKg: 80,
      })),
    );
    expect((await page(user)).usage).toEqual({ used: 31, limit: 31 });
    const refused = await post(user, { date: "2025-05-01", weightKg: 79 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "plan_limit",
      details: {
        limit: "weight_entries_per_month",
        value: 31,
        planName: "Free",
        upgrades: [{ name: "Premium" }, { name: "Pro" }],
      },
    });
    expect((await post(user, { date: "2024-03-15", weightKg: 79, replace: true })).statusCode).toBe(
      200,
    );
  });

  it("lets Pro log past the Free limit", async () => {
    const pro = await createTestUser(ctx, { plan: "Pro" });
    await ctx.db.insert(weightEntries).values(
      Array.from({ length: 31 }, (_, i) => ({
        userId: pro.id,
        date: `2024-03-${String(i + 1).padStart(2, "0")}`,
        weightKg: 80,
      })),
    );
    expect((await post(pro, { date: "2025-05-01", weightKg: 79 })).statusCode).toBe(201);
    expect((await page(pro)).usage).toEqual({ used: 32, limit: -1 });
  });

  it("gives a cancelled, expired or lapsed Pro the Free limits, naming the lapsed plan", async () => {
    for (const lapse of [
      { planStatus: "cancelled" as const },
      { planStatus: "expired" as const },
      { planExpiresAt: new Date(Date.now() - 60_000) },
    ]) {
      const user = await createTestUser(ctx, { plan: "Pro" });
      await ctx.db.update(profiles).set(lapse).where(eq(profiles.id, user.id));
      await ctx.db.insert(weightEntries).values(
        Array.from({ length: 31 }, (_, i) => ({
          userId: user.id,
          date: `2024-03-${String(i + 1).padStart(2, "0")}`,
          weightKg: 80,
        })),
      );
      expect((await page(user)).usage).toEqual({ used: 31, limit: 31 });
      const refused = await post(user, { date: "2025-05-01", weightKg: 79 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.details).toMatchObject({
        value: 31,
        planName: "Free",
        lapsedPlan: { name: "Pro", status: lapse.planStatus ?? "active" },
        upgrades: [{ name: "Premium" }, { name: "Pro" }],
      });
    }
  });

  it("takes concurrent weigh-ins one at a time: never past the limit, and a same-day pair is one 201 and one 409", async () => {
    const user = await createTestUser(ctx);
    await ctx.db.insert(weightEntries).values(
      Array.from({ length: 30 }, (_, i) => ({
        userId: user.id,
        date: `2024-03-${String(i + 1).padStart(2, "0")}`,
        weightKg: 80,
      })),
    );
    const racing = await Promise.all(
      [daysAgo(3), daysAgo(2), daysAgo(1)].map((date) => post(user, { date, weightKg: 79 })),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
    expect((await page(user)).usage.used).toBe(31);

    const pro = await createTestUser(ctx, { plan: "Pro" });
    const sameDay = await Promise.all([
      post(pro, { date: D1, weightKg: 79 }),
      post(pro, { date: D1, weightKg: 78 }),
    ]);
    expect(sameDay.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it("gives the BMI of someone under 18 without the adult WHO category", async () => {
    const teen = await createTestUser(ctx, { birthday: fifteenYearsAgo() });
    const adult = await createTestUser(ctx);
    for (const user of [teen, adult]) {
      const height = await ctx.call(profileApi.update, {
        cookie: user.cookie,
        body: { heightCm: 160 },
      });
      expect(height.statusCode, height.body).toBe(200);
      expect((await post(user, { date: D1, weightKg: 45 })).statusCode).toBe(201);
    }
    // 45 kg at 1.60 m is 17.6: "underweight" on the adult scale, which does not apply at 15.
    expect((await page(teen)).summary.bmi).toEqual({ scale: "under_18", value: 17.6 });
    expect((await page(adult)).summary.bmi).toEqual({
      scale: "adult",
      value: 17.6,
      category: "underweight",
    });
    const dashboard = await ctx.call(dashboardApi.get, { cookie: teen.cookie });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().weight.bmi).toEqual({ scale: "under_18", value: 17.6 });
  });
});

describe("weigh-ins edited and deleted at the same moment", () => {
  const logDays = async (user: TestUser, n: number) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++)
      ids.push(
        (await post(user, { date: daysAgo(40 + i), weightKg: 70 + i / 10 })).json<{ id: string }>()
          .id,
      );
    return ids;
  };
  const remove = (user: TestUser) => (id: string) =>
    ctx.call(weightApi.remove, { params: { id }, cookie: user.cookie });

  it("answers an edit 200 or 404 and the delete 200, never a 500", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    const ids = await logDays(user, 20);
    const { first: edits, second: deletes } = await racePairs(
      ids,
      (id) =>
        ctx.call(weightApi.update, { params: { id }, cookie: user.cookie, body: { weightKg: 65 } }),
      remove(user),
    );
    expectStatusesIn(edits, [200, 404]);
    expectStatusesIn(deletes, [200]);
    expect(
      await ctx.db.select().from(weightEntries).where(eq(weightEntries.userId, user.id)),
    ).toEqual([]);
  });

  it("lets one of two deletes of a weigh-in through; the other finds nothing, a 404", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    const ids = await logDays(user, 20);
    const { first, second } = await racePairs(ids, remove(user), remove(user));
    expect(ids.map((_, i) => [first[i]!.statusCode, second[i]!.statusCode].sort())).toEqual(
      ids.map(() => [200, 404]),
    );
  });

  it("replaces a weigh-in before its delete, or logs the day anew after it, never a 500", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    const ids = await logDays(user, 20);
    const { first: replaces, second: deletes } = await racePairs(
      ids.map((id, i) => ({ id, date: daysAgo(40 + i) })),
      ({ date }) => post(user, { date, weightKg: 60, replace: true }),
      ({ id }) => remove(user)(id),
    );
    expectStatusesIn(replaces, [200, 201]);
    expectStatusesIn(deletes, [200]);
    const left = await ctx.db.select().from(weightEntries).where(eq(weightEntries.userId, user.id));
    expect(left).toHaveLength(replaces.filter((r) => r.statusCode === 201).length);
  });
});

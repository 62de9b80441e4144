import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weightEntries } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestContext, type TestContext } from "../testing/test-app";
import { weightImportApi } from "../../contract/weight-import";
import { weightApi } from "../../contract/weight";
import { todayIn } from "../../domain/calendar";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// Test users keep the default time zone, UTC.
const today = todayIn("UTC");

const preview = (user: TestUser, body: object) =>
  ctx.call(weightImportApi.preview, { cookie: user.cookie, body });
const importFile = (user: TestUser, body: object) =>
  ctx.call(weightImportApi.run, { cookie: user.cookie, body });

async function entriesOf(user: TestUser) {
  const rows = await ctx.db
    .select({
      date: weightEntries.date,
      weightKg: weightEntries.weightKg,
      bodyFatPct: weightEntries.bodyFatPct,
      source: weightEntries.source,
    })
    .from(weightEntries)
    .where(eq(weightEntries.userId, user.id));
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}

async function usageOf(user: TestUser) {
  const response = await ctx.call(weightApi.page, { cookie: user.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ usage: { used: number; limit: number } }>().usage;
}

const FILE = [
  "date,weight,unit",
  "2024-01-01,80.0,kg",
  "2024-01-02,176.4,lb",
  "2024-01-03,eighty,kg",
  "2024-01-04,79.5,kg",
].join("\r\n");

describe("previewing a weight import", () => {
  it("lists new rows, rows already logged (same or different weight) and each bad line", async () => {
    const user = await createTestUser(ctx);
    await ctx.db.insert(weightEntries).values([
      { userId: user.id, date: "2024-01-01", weightKg: 80 },
      { userId: user.id, date: "2024-01-04", weightKg: 78 },
    ]);
    const response = await preview(user, { csv: FILE, unit: "kg" });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(
      body.rows.map((r: { line: number; status: string; loggedKg: number | null }) => [
        r.line,
        r.status,
        r.loggedKg,
      ]),
    ).toEqual([
      [2, "same", 80],
      [3, "new", null],
      [5, "different", 78],
    ]);
    expect(body.errors).toEqual([
      { line: 4, message: '"eighty" is not a weight: write a number such as 80.5' },
    ]);
    expect(body.counts).toEqual({ new: 1, same: 1, different: 1, errors: 1, implausible: 0 });
    expect(body.month).toEqual({ adding: 0, used: 2, limit: 31 });
    expect(await entriesOf(user)).toHaveLength(2);
  });

  it("answers 400 naming the field for a file it cannot read, a missing unit or a wrong date order; 401 signed out", async () => {
    const user = await createTestUser(ctx);
    const noHeader = await preview(user, { csv: "when,how much\n2024-01-01,80", unit: "kg" });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().error.fields.csv).toMatch(/must name a date and a weight column/);
    expect((await preview(user, { csv: FILE, unit: "stone" })).json().error.fields.unit).toBe(
      "Choose kg, lb or st",
    );
    expect(
      (await preview(user, { csv: FILE, unit: "kg", dateOrder: "ydm" })).json().error.fields
        .dateOrder,
    ).toBeDefined();
    expect((await preview(user, { csv: "", unit: "kg" })).json().error.fields.csv).toBe(
      "Choose a CSV file or paste its text",
    );
    expect(
      (await ctx.call(weightImportApi.preview, { body: { csv: FILE, unit: "kg" } })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.call(weightImportApi.run, { body: { csv: FILE, unit: "kg" } })).statusCode,
    ).toBe(401);
  });
});

describe("a file whose unit is not what the user would guess", () => {
  // MyFitnessPal's export names no unit; this one is in pounds, from a user who weighs ~82.8 kg.
  const MFP_POUNDS =
    "Date,Body Fat %,Weight\n2024-03-11,,182.6\n2024-03-12,22.1,182.2\n2021-01-04,,209.4\n";

  async function userWeighing82(): Promise<TestUser> {
    const user = await createTestUser(ctx);
    await ctx.db.insert(weightEntries).values([
      { userId: user.id, date: "2024-03-01", weightKg: 83.4 },
      { userId: user.id, date: "2024-03-10", weightKg: 82.8 },
    ]);
    return user;
  }

  it("asks for the unit when the file does not say, and reads nothing as kg meanwhile", async () => {
    const user = await userWeighing82();
    const response = await preview(user, { csv: MFP_POUNDS });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      format: "myfitnesspal",
      needsUnit: true,
      rows: [],
      counts: { new: 0, implausible: 0 },
    });
    const refused = await importFile(user, { csv: MFP_POUNDS, unit: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.unit).toBe(
      "Choose whether the weights in this file are in kg, lb or st",
    );
    expect(await entriesOf(user)).toHaveLength(2);
  });

  it("flags weights 2.2 times the user's nearest weigh-in as pounds read as kg, and takes them in lb", async () => {
    const user = await userWeighing82();
    const asKg = (await preview(user, { csv: MFP_POUNDS, unit: "kg" })).json();
    expect(
      asKg.rows.map((r: { date: string; implausible: unknown }) => [r.date, r.implausible]),
    ).toEqual([
      ["2024-03-11", { nearKg: 82.8, nearDate: "2024-03-10", likelyUnit: "lb" }],
      ["2024-03-12", { nearKg: 82.8, nearDate: "2024-03-10", likelyUnit: "lb" }],
      // Three years before the user's first weigh-in, 209.4 "kg" is 2.5 times it: a change a body could
      // make in that time, and no lb/kg ratio, so it is not flagged; the unit question still is asked.
      ["2021-01-04", null],
    ]);
    expect(asKg.counts.implausible).toBe(2);
    const asLb = (await preview(user, { csv: MFP_POUNDS, unit: "lb" })).json();
    expect(
      asLb.rows.map((r: { weightKg: number; implausible: unknown }) => [r.weightKg, r.implausible]),
    ).toEqual([
      [82.83, null],
      [82.64, null],
      // Three years before the user's first weigh-in: 12 kg more is a change a body can make.
      [94.98, null],
    ]);
  });

  it("flags a jump no body makes in the days between, and takes the unit a header names", async () => {
    const user = await userWeighing82();
    const jump = (await preview(user, { csv: "date,weight\n2024-03-12,95", unit: "kg" })).json();
    expect(jump.rows[0].implausible).toEqual({
      nearKg: 82.8,
      nearDate: "2024-03-10",
      likelyUnit: null,
    });
    const named = (
      await preview(user, { csv: "Date,Body Fat %,Weight (lbs)\n2024-03-11,,182.6" })
    ).json();
    expect(named).toMatchObject({
      needsUnit: false,
      rows: [{ weightKg: 82.83, implausible: null }],
    });
  });
});

describe("importing weight history", () => {
  it("imports the new rows as imported history, skips the bad line, and adds nothing the second time", async () => {
    const user = await createTestUser(ctx);
    const first = await importFile(user, { csv: FILE, unit: "kg" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ imported: 3, skipped: 0, kept: 0, errors: 1 });
    expect(await entriesOf(user)).toEqual([
      { date: "2024-01-01", weightKg: 80, bodyFatPct: null, source: "import" },
      { date: "2024-01-02", weightKg: 80.01, bodyFatPct: null, source: "import" },
      { date: "2024-01-04", weightKg: 79.5, bodyFatPct: null, source: "import" },
    ]);
    const second = await importFile(user, { csv: FILE, unit: "kg" });
    expect(second.json()).toEqual({ imported: 0, skipped: 3, kept: 0, errors: 1 });
    expect(await entriesOf(user)).toHaveLength(3);
  });

  it("keeps the user's own weigh-in on a day the file has another weight for", async () => {
    const user = await createTestUser(ctx);
    await ctx.db
      .insert(weightEntries)
      .values({ userId: user.id, date: "2024-01-04", weightKg: 78 });
    expect((await importFile(user, { csv: FILE, unit: "kg" })).json()).toEqual({
      imported: 2,
      skipped: 0,
      kept: 1,
      errors: 1,
    });
    expect((await entriesOf(user)).find((e) => e.date === "2024-01-04")).toMatchObject({
      weightKg: 78,
      source: "app",
    });
  });

  it("leaves another user's weigh-ins on the same days untouched", async () => {
    const [user, other] = [await createTestUser(ctx), await createTestUser(ctx)];
    await ctx.db
      .insert(weightEntries)
      .values({ userId: other.id, date: "2024-01-01", weightKg: 95 });
    const body = (await preview(user, { csv: FILE, unit: "kg" })).json();
    expect(body.counts).toMatchObject({ new: 3, same: 0, different: 0 });
    expect((await importFile(user, { csv: FILE, unit: "kg" })).json().imported).toBe(3);
    expect(await entriesOf(other)).toEqual([
      { date: "2024-01-01", weightKg: 95, bodyFatPct: null, source: "app" },
    ]);
  });

  it("reads MyFitnessPal's export in the unit chosen, with body fat", async () => {
    const user = await createTestUser(ctx);
    const csv = "Date,Body Fat %,Weight\n2023-06-01,24.5,180\n2023-06-02,,179.2\n";
    const response = await importFile(user, { csv, unit: "lb" });
    expect(response.json()).toEqual({ imported: 2, skipped: 0, kept: 0, errors: 0 });
    expect(await entriesOf(user)).toEqual([
      { date: "2023-06-01", weightKg: 81.65, bodyFatPct: 24.5, source: "import" },
      { date: "2023-06-02", weightKg: 81.28, bodyFatPct: null, source: "import" },
    ]);
  });
});

it("reads a spreadsheet's ; file with decimal commas and keeps its notes", async () => {
  const user = await createTestUser(ctx);
  const csv =
    '\uFEFF"Date";"Weight";"Note"\r\n2023-02-01;"80,5";"after the holidays"\r\n2023-02-02;80,1;\r\n';
  expect((await importFile(user, { csv, unit: "kg" })).json()).toEqual({
    imported: 2,
    skipped: 0,
    kept: 0,
    errors: 0,
  });
  const notes = await ctx.db
    .select({
      date: weightEntries.date,
      weightKg: weightEntries.weightKg,
      note: weightEntries.note,
    })
    .from(weightEntries)
    .where(eq(weightEntries.userId, user.id));
  expect(notes.sort((a, b) => a.date.localeCompare(b.date))).toEqual([
    { date: "2023-02-01", weightKg: 80.5, note: "after the holidays" },
    { date: "2023-02-02", weightKg: 80.1, note: null },
  ]);
});

describe("the monthly plan limit", () => {
  /** 30 weigh-ins logged in the app this month (dated in 2022: the app counts them by when they were made). */
  async function nearTheLimit() {
    const user = await createTestUser(ctx);
    await ctx.db.insert(weightEntries).values(
      Array.from({ length: 30 }, (_, i) => ({
        userId: user.id,
        date: `2022-03-${String(i + 1).padStart(2, "0")}`,
        weightKg: 80,
      })),
    );
    return user;
  }

  it("does not count imported history dated before this month, and counts what is dated in it", async () => {
    const user = await nearTheLimit();
    const history = Array.from(
      { length: 40 },
      (_, i) =>
        `2021-${String(Math.floor(i / 28) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")},81`,
    );
    expect(
      (await importFile(user, { csv: ["date,weight", ...history].join("\n"), unit: "kg" })).json()
        .imported,
    ).toBe(40);
    expect(await usageOf(user)).toEqual({ used: 30, limit: 31 });
    expect(
      (await importFile(user, { csv: `date,weight\n${today},79`, unit: "kg" })).json().imported,
    ).toBe(1);
    expect(await usageOf(user)).toEqual({ used: 31, limit: 31 });
  });

  it("refuses the whole import with the plan-limit body when this month's weigh-ins do not all fit", async () => {
    const user = await nearTheLimit();
    await ctx.db
      .insert(weightEntries)
      .values({ userId: user.id, date: "2022-04-01", weightKg: 80 });
    const csv = `date,weight\n2021-05-01,81\n${today},79`;
    const body = (await preview(user, { csv, unit: "kg" })).json();
    expect(body.month).toEqual({ adding: 1, used: 31, limit: 31 });
    const refused = await importFile(user, { csv, unit: "kg" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "plan_limit",
      details: { limit: "weight_entries_per_month", value: 31, planName: "Free" },
    });
    expect(await entriesOf(user)).toHaveLength(31);
    const pro = await createTestUser(ctx, { plan: "Pro" });
    expect((await importFile(pro, { csv, unit: "kg" })).json().imported).toBe(2);
  });
});

describe("two imports of one file at once", () => {
  it("add each weigh-in once, without a 500", async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => createTestUser(ctx)));
    const send = (user: TestUser) => importFile(user, { csv: FILE, unit: "kg" });
    const { first, second } = await racePairs(users, send, send);
    expectStatusesIn([...first, ...second], [200]);
    for (const [i, user] of users.entries()) {
      expect(first[i]!.json().imported + second[i]!.json().imported).toBe(3);
      const rows = await ctx.db
        .select()
        .from(weightEntries)
        .where(and(eq(weightEntries.userId, user.id), eq(weightEntries.source, "import")));
      expect(rows).toHaveLength(3);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../domain/csv";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { dataExportApi } from "../../contract/data-export";
import type { EndpointSpec } from "../../contract/endpoint";
import { mealsApi } from "../../contract/meals-api";
import { waterApi } from "../../contract/water";
import { weightApi } from "../../contract/weight";
import { workoutsApi } from "../../contract/workouts-api";
import { todayIn } from "../../domain/calendar";

let ctx: TestContext;
let free: TestUser;
let premium: TestUser;
const today = () => todayIn("UTC");
beforeAll(async () => {
  ctx = await createTestContext({}, { foods: true });
  free = await createTestUser(ctx);
  premium = await createTestUser(ctx, { plan: "Premium" });
});
afterAll(() => ctx.close());

const get = (user: TestUser | null, endpoint: EndpointSpec) =>
  ctx.call(endpoint, { cookie: user?.cookie });
const post = async (user: TestUser, endpoint: EndpointSpec, body: object) => {
  const response = await ctx.call(endpoint, { cookie: user.cookie, body });
  expect(response.statusCode, response.body).toBeLessThan(300);
};
/** The CSV's records after the byte-order mark, as cells. */
const recordsOf = (body: string) => {
  expect(body.startsWith("\uFEFF")).toBe(true);
  return parseCsv(body).map((r) => r.cells);
};

describe("CSV export", () => {
  it("refuses every tracker without data_export, with the plan-limit body naming the plans that have it", async () => {
    const { mealsCsv, weightCsv, waterCsv, workoutsCsv } = dataExportApi;
    for (const csv of [mealsCsv, weightCsv, waterCsv, workoutsCsv]) {
      const response = await get(free, csv);
      expect(response.statusCode).toBe(403);
      const error = response.json().error;
      expect(error.code).toBe("plan_limit");
      expect(error.details).toMatchObject({ limit: "data_export", value: 0, planName: "Free" });
      expect(error.details.upgrades.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(["Premium", "Pro"]),
      );
    }
    const availability = (await get(free, dataExportApi.availability)).json();
    expect(availability).toMatchObject({
      archive: true,
      csv: false,
      planLimit: { limit: "data_export", planName: "Free" },
    });
    expect((await get(null, dataExportApi.weightCsv)).statusCode).toBe(401);
  });

  it("gives a plan with data_export every weigh-in, in kg and the user's unit, with a dated attachment", async () => {
    expect((await get(premium, dataExportApi.availability)).json()).toEqual({
      archive: true,
      csv: true,
      planLimit: null,
    });
    await post(premium, weightApi.log, {
      date: "2025-01-02",
      weightKg: 80.25,
      bodyFatPct: 21.5,
      note: '=HYPERLINK("x"), after run',
    });
    await post(premium, weightApi.log, { date: "2025-01-01", weightKg: 81 });
    expect(
      (await ctx.call(weightApi.setUnit, { cookie: premium.cookie, body: { unit: "lb" } }))
        .statusCode,
    ).toBe(200);
    const response = await get(premium, dataExportApi.weightCsv);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="vitalog-weight-${today()}.csv"`,
    );
    const [header, ...rows] = recordsOf(response.body);
    expect(header).toEqual(["date", "weight_kg", "weight_lb", "body_fat_pct", "note"]);
    expect(rows[1]![2]).toBe("176.92");
    expect(rows.map((r) => r[0])).toEqual(["2025-01-01", "2025-01-02"]);
    expect(rows[1]![1]).toBe("80.25");
    expect(rows[1]!.at(-1)).toBe('\'=HYPERLINK("x"), after run');
    expect(rows[1]!.at(-2)).toBe("21.5");
  });

  it("writes diary entries with their nutrients, drinks, and one workout row per set", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    await post(user, mealsApi.logEntry, {
      date: "2025-02-01",
      meal: "dinner",
      kind: "usda",
      foodId: "05064",
      quantity: 150,
      unit: "g",
    });
    await post(user, mealsApi.logEntry, {
      date: "2025-02-01",
      meal: "breakfast",
      kind: "usda",
      foodId: "05064",
      quantity: 100,
      unit: "g",
    });
    await post(user, waterApi.add, { amountMl: 250 });
    await post(user, workoutsApi.log, {
      date: "2025-02-01",
      bodyWeightKg: 80,
      name: "Legs",
      items: [
        {
          exerciseId: "Barbell_Squat",
          sets: [
            { kind: "warmup", reps: 5, weightKg: 60 },
            { reps: 5, weightKg: 100 },
          ],
        },
      ],
    });
    const meals = recordsOf((await get(user, dataExportApi.mealsCsv)).body);
    expect(meals[0]!.slice(0, 3)).toEqual(["date", "meal", "food"]);
    expect(meals.slice(1).map((r) => r[1])).toEqual(["breakfast", "dinner"]);
    const kcal = meals[0]!.indexOf("energy_kcal");
    expect(meals[2]![kcal]).toBe("247.5");
    const water = recordsOf((await get(user, dataExportApi.waterCsv)).body);
    expect(water[1]!.slice(0, 1).concat(water[1]![2]!)).toEqual([today(), "250"]);
    const sets = recordsOf((await get(user, dataExportApi.workoutsCsv)).body);
    const col = (name: string) => sets[0]!.indexOf(name);
    expect(
      sets
        .slice(1)
        .map((r) => [r[col("workout")], r[col("set_kind")], r[col("reps")], r[col("weight_kg")]]),
    ).toEqual([
      ["Legs", "warmup", "5", "60"],
      ["Legs", "normal", "5", "100"],
    ]);
  });

  it("streams a long history in pages without losing or repeating a day", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    const { weightEntries } = await import("../db/schema");
    const days = Array.from({ length: 400 }, (_, i) =>
      new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10),
    );
    await ctx.db
      .insert(weightEntries)
      .values(days.map((date, i) => ({ userId: user.id, date, weightKg: 70 + (i % 10) })));
    const rows = recordsOf((await get(user, dataExportApi.weightCsv)).body).slice(1);
    expect(rows.map((r) => r[0])).toEqual(days);
  });
});

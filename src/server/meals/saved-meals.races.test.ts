import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MealEntry } from "../../contract/meals";
import type { DeletedEntry, DeleteEntryResponse, SavedMeal } from "../../contract/saved-meals";
import { mealsApi } from "../../contract/meals-api";
import type { EndpointSpec } from "../../contract/endpoint";
import { mealEntries, savedMeals } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { foods: true });
});
afterAll(() => ctx.close());

const ROWS = 12;
const times = (n: number) => Array.from({ length: n }, (_, i) => i);
const dayOf = (i: number, month = "09") => `2026-${month}-${String(i + 1).padStart(2, "0")}`;
const send = (user: TestUser, endpoint: EndpointSpec, input: TestCallInput = {}) =>
  ctx.call(endpoint, { ...input, cookie: user.cookie });
const apple = { kind: "usda", foodId: "09003", quantity: 150, unit: "g" };
const entriesOn = async (user: TestUser, date: string) =>
  ctx.db
    .select()
    .from(mealEntries)
    .where(and(eq(mealEntries.userId, user.id), eq(mealEntries.date, date)));

async function savedMealOf(user: TestUser, foods: number): Promise<SavedMeal> {
  for (let i = 0; i < foods; i++)
    await send(user, mealsApi.logEntry, {
      body: { date: "2026-08-31", meal: "lunch", ...apple, quantity: 100 + i },
    });
  return (
    await send(user, mealsApi.createSaved, {
      body: { name: "Lunch", date: "2026-08-31", meal: "lunch" },
    })
  ).json<SavedMeal>();
}

describe("a saved meal logged twice at once near the plan's daily limit", () => {
  it("logs it once and refuses the other with the plan limit: the day never passes 20 entries", async () => {
    // Free allows 20 entries a day: with 14 logged, one log of the 4 foods fits and a second does not.
    const user = await createTestUser(ctx, { plan: "Free" });
    const meal = await savedMealOf(user, 4);
    const days = times(ROWS).map((i) => dayOf(i));
    for (const date of days) {
      for (let i = 0; i < 14; i++)
        await send(user, mealsApi.logEntry, {
          body: { date, meal: "snacks", kind: "quick", energyKcal: 10 },
        });
    }
    const logOn = (date: string) =>
      send(user, mealsApi.logSaved, { params: { id: meal.id }, body: { date, meal: "dinner" } });
    const { first, second } = await racePairs(days, logOn, logOn);
    expect(days.map((_, i) => [first[i]!.statusCode, second[i]!.statusCode].sort())).toEqual(
      days.map(() => [201, 403]),
    );
    for (const date of days) expect(await entriesOn(user, date)).toHaveLength(18);
  });
});

describe("a saved meal logged while it is deleted or renamed", () => {
  it("logs it whole before the delete or answers 404 after it, never a 500 or half a meal", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    const meals: SavedMeal[] = [];
    await savedMealOf(user, 3);
    for (const i of times(ROWS)) {
      meals.push(
        (
          await send(user, mealsApi.createSaved, {
            body: { name: `Lunch ${i}`, date: "2026-08-31", meal: "lunch" },
          })
        ).json<SavedMeal>(),
      );
    }
    const { first: logs, second: deletes } = await racePairs(
      times(ROWS),
      (i) =>
        send(user, mealsApi.logSaved, {
          params: { id: meals[i]!.id },
          body: { date: dayOf(i, "10"), meal: "dinner" },
        }),
      (i) => send(user, mealsApi.removeSaved, { params: { id: meals[i]!.id } }),
    );
    expectStatusesIn(logs, [201, 404]);
    expectStatusesIn(deletes, [200]);
    for (const i of times(ROWS)) {
      expect(await entriesOn(user, dayOf(i, "10"))).toHaveLength(
        logs[i]!.statusCode === 201 ? 3 : 0,
      );
    }
    expect(
      await ctx.db.select().from(savedMeals).where(eq(savedMeals.userId, user.id)),
    ).toHaveLength(1);
  });
});

describe("an undo sent twice at once", () => {
  it("writes the entry back once; the other undo is a 409", async () => {
    const user = await createTestUser(ctx, { plan: "Pro" });
    const snapshots: DeletedEntry[] = [];
    for (const i of times(ROWS)) {
      const made = (
        await send(user, mealsApi.logEntry, {
          body: { date: dayOf(i, "11"), meal: "lunch", ...apple },
        })
      ).json<MealEntry>();
      snapshots.push(
        (
          await send(user, mealsApi.removeEntry, { params: { id: made.id } })
        ).json<DeleteEntryResponse>().entry,
      );
    }
    const restore = (entry: DeletedEntry) => send(user, mealsApi.restoreEntry, { body: entry });
    const { first, second } = await racePairs(snapshots, restore, restore);
    expect(snapshots.map((_, i) => [first[i]!.statusCode, second[i]!.statusCode].sort())).toEqual(
      snapshots.map(() => [201, 409]),
    );
    for (const [i, entry] of snapshots.entries())
      expect((await entriesOn(user, dayOf(i, "11"))).map((e) => e.id)).toEqual([entry.id]);
  });
});

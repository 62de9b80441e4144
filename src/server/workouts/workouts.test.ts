import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { addDays, todayIn } from "../../domain/calendar";
import { exercises, weightEntries, workouts } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";
import { LIBRARY_EXERCISE_COUNT, readLibrary, seedExercises } from "./seed";
import { getDailyExerciseTotals, getDayExerciseKcal } from "./totals";
import { workoutsApi } from "../../contract/workouts-api";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const today = () => todayIn("UTC");

async function weighIn(user: TestUser, weightKg: number, date = today()) {
  await ctx.db.insert(weightEntries).values({ userId: user.id, date, weightKg });
}

function post(user: TestUser, payload: unknown) {
  return ctx.call(workoutsApi.log, { cookie: user.cookie, body: payload });
}

const run30 = { exerciseId: "activity_running_6mph", durationMin: 30 };
const fiveByFive = Array.from({ length: 5 }, () => ({ reps: 5, weightKg: 100 }));

describe("the exercise library", () => {
  it("is seeded once with the 873 library exercises and the built-in activities", async () => {
    const rows = await ctx.db
      .select({ id: exercises.id, source: exercises.source })
      .from(exercises);
    expect(rows.filter((r) => r.source === "library")).toHaveLength(873);
    expect(rows.filter((r) => r.source === "compendium").length).toBeGreaterThanOrEqual(8);
    await seedExercises(ctx.db);
    expect(await ctx.db.select({ id: exercises.id }).from(exercises)).toHaveLength(rows.length);
  });

  it("knows how many exercises the shipped file holds, so that a start need not read it", () => {
    expect(readLibrary()).toHaveLength(LIBRARY_EXERCISE_COUNT);
  });

  it("searches by name words, muscle, equipment and category", async () => {
    const user = await createTestUser(ctx);
    const get = (query: TestCallInput["query"]) =>
      ctx.call(workoutsApi.exercises, { query, cookie: user.cookie });
    const bench = (await get({ q: "bench barbell" })).json();
    expect(bench.total).toBeGreaterThan(0);
    for (const e of bench.exercises) expect(e.name.toLowerCase()).toMatch(/bench/);
    const chestResponse = await get({ muscle: "chest", equipment: "dumbbell", limit: 50 });
    expect(chestResponse.statusCode, chestResponse.body).toBe(200);
    const chest = chestResponse.json();
    for (const e of chest.exercises) {
      expect(e.primaryMuscles).toContain("chest");
      expect(e.equipment).toBe("dumbbell");
    }
    const stretches = (await get({ category: "stretching", limit: 5 })).json();
    expect(stretches.exercises).toHaveLength(5);
    expect(stretches.exercises[0]).toMatchObject({
      category: "stretching",
      intensities: ["light"],
      met: 2.3,
    });
    expect((await get({ q: "%%" })).json().total).toBe(0);
    expect((await get({ limit: 0 })).statusCode).toBe(400);
  });

  it("needs a session", async () => {
    expect((await ctx.call(workoutsApi.exercises)).statusCode).toBe(401);
  });
});

describe("logging a workout", () => {
  it("stores kcal = MET × latest weight × hours, with the MET and its source", async () => {
    const user = await createTestUser(ctx);
    await weighIn(user, 80);
    const response = await post(user, {
      date: today(),
      notes: "Leg day",
      items: [
        run30,
        { exerciseId: "Barbell_Squat", durationMin: 20, intensity: "vigorous", sets: fiveByFive },
      ],
    });
    expect(response.statusCode).toBe(201);
    const workout = response.json();
    expect(workout).toMatchObject({
      notes: "Leg day",
      bodyWeightKg: 80,
      minutes: 50,
      kcal: 392 + 160,
    });
    expect(workout.items[0]).toMatchObject({
      exerciseName: "Running, 6 mph (10 min/mile)",
      met: 9.8,
      metCode: "12050",
      kcal: 392,
    });
    expect(workout.items[1]).toMatchObject({
      intensity: "vigorous",
      met: 6,
      kind: "weighted",
      kcal: 160,
    });
    expect(workout.items[1].sets).toHaveLength(5);
    expect(workout.items[1].sets[4]).toMatchObject({
      kind: "normal",
      reps: 5,
      weightKg: 100,
      done: true,
      records: [],
    });
    expect(await getDayExerciseKcal(ctx.db, { userId: user.id, date: today() })).toBe(552);
  });

  it("takes a back-filled workout's weight from the last weigh-in on or before its day, else the latest", async () => {
    const user = await createTestUser(ctx);
    await weighIn(user, 70, addDays(today(), -30));
    await weighIn(user, 80);
    const backFilled = await post(user, { date: addDays(today(), -20), items: [run30] });
    expect(backFilled.json()).toMatchObject({ bodyWeightKg: 70, kcal: 343 });
    // Saved again (the logger does after each change), it keeps its day's weight.
    const edited = await ctx.call(workoutsApi.update, {
      params: { id: backFilled.json<{ id: string }>().id },
      cookie: user.cookie,
      body: { date: addDays(today(), -20), items: [{ ...run30, durationMin: 60 }] },
    });
    expect(edited.json()).toMatchObject({ bodyWeightKg: 70, kcal: 686 });
    // Before the first weigh-in there is no weight of that day: the latest stands in, as it always did.
    expect(
      (await post(user, { date: addDays(today(), -40), items: [run30] })).json(),
    ).toMatchObject({ bodyWeightKg: 80, kcal: 392 });
  });

  it("asks for the body weight when none was ever logged, and uses the one typed", async () => {
    const user = await createTestUser(ctx);
    const refused = await post(user, { date: today(), items: [run30] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.bodyWeightKg).toMatch(/body weight/);
    const saved = await post(user, { date: today(), bodyWeightKg: 60, items: [run30] });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ bodyWeightKg: 60, kcal: 294 });
    // An edit without a weight keeps the one the workout was saved with.
    const edited = await ctx.call(workoutsApi.update, {
      params: { id: saved.json<{ id: string }>().id },
      cookie: user.cookie,
      body: { date: today(), items: [{ ...run30, durationMin: 60 }] },
    });
    expect(edited.json()).toMatchObject({ bodyWeightKg: 60, kcal: 588 });
  });

  it.each([
    ["zero duration", { ...run30, durationMin: 0 }, "items.0.durationMin"],
    ["negative duration", { ...run30, durationMin: -5 }, "items.0.durationMin"],
    ["absurd duration", { ...run30, durationMin: 100_000 }, "items.0.durationMin"],
    ["non-numeric duration", { ...run30, durationMin: "thirty" }, "items.0.durationMin"],
    [
      "negative weight",
      { exerciseId: "Barbell_Squat", sets: [{ reps: 5, weightKg: -1 }] },
      "items.0.sets.0.weightKg",
    ],
    [
      "fractional reps",
      { exerciseId: "Barbell_Squat", sets: [{ reps: 5 }, { reps: 2.5 }] },
      "items.0.sets.1.reps",
    ],
    [
      "an RPE past 10",
      { exerciseId: "Barbell_Squat", sets: [{ reps: 5, rpe: 11 }] },
      "items.0.sets.0.rpe",
    ],
    [
      "an RPE between half steps",
      { exerciseId: "Barbell_Squat", sets: [{ reps: 5, rpe: 8.3 }] },
      "items.0.sets.0.rpe",
    ],
    [
      "an unknown set kind",
      { exerciseId: "Barbell_Squat", sets: [{ kind: "superset", reps: 5 }] },
      "items.0.sets.0.kind",
    ],
    [
      "too many sets",
      { exerciseId: "Barbell_Squat", sets: Array.from({ length: 51 }, () => ({ reps: 1 })) },
      "items.0.sets",
    ],
    [
      "a set id that is no UUID",
      { exerciseId: "Barbell_Squat", sets: [{ id: "1", reps: 5 }] },
      "items.0.sets.0.id",
    ],
    [
      "a distance for a lift",
      { exerciseId: "Barbell_Squat", distanceM: 100, sets: [{ reps: 5 }] },
      "items.0.distanceM",
    ],
    [
      "a distance of 2,000 km",
      { exerciseId: "activity_running", durationMin: 60, distanceM: 2_000_000 },
      "items.0.distanceM",
    ],
    [
      "a rest of an hour",
      { exerciseId: "Barbell_Squat", restSeconds: 3600, sets: [{ reps: 5 }] },
      "items.0.restSeconds",
    ],
    ["unknown exercise", { exerciseId: "Nope", durationMin: 10 }, "items.0.exerciseId"],
    [
      "intensity its category lacks",
      { exerciseId: "Barbell_Squat", durationMin: 10, intensity: "light" },
      "items.0.intensity",
    ],
  ])("refuses %s with 400 naming the field", async (_name, item, field) => {
    const user = await createTestUser(ctx);
    await weighIn(user, 70);
    const response = await post(user, { date: today(), items: [item] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it("refuses a future day, an empty workout and a bad date", async () => {
    const user = await createTestUser(ctx);
    await weighIn(user, 70);
    const future = await post(user, { date: addDays(today(), 2), items: [run30] });
    expect(future.json().error.fields).toHaveProperty("date");
    const empty = await post(user, { date: today(), items: [] });
    expect(empty.json().error.fields).toHaveProperty("items");
    const badDate = await post(user, { date: "2025-02-30", items: [run30] });
    expect(badDate.json().error.fields).toHaveProperty("date");
  });
});

describe("editing, deleting and listing", () => {
  it("edits, lists a week with totals, deletes", async () => {
    const user = await createTestUser(ctx);
    await weighIn(user, 70);
    const created = (await post(user, { date: today(), items: [run30] })).json();
    const edited = await ctx.call(workoutsApi.update, {
      params: { id: created.id },
      cookie: user.cookie,
      body: {
        date: addDays(today(), -1),
        notes: "Easy",
        items: [{ exerciseId: "activity_yoga", durationMin: 60 }],
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      date: addDays(today(), -1),
      notes: "Easy",
      kcal: 175,
      minutes: 60,
    });

    await post(user, { date: today(), items: [run30] });
    const list = await ctx.call(workoutsApi.list, {
      query: { from: addDays(today(), -6), to: today() },
      cookie: user.cookie,
    });
    expect(list.json().totals).toEqual({ minutes: 90, kcal: 175 + 343, sessions: 2 });
    const totals = await getDailyExerciseTotals(ctx.db, {
      userId: user.id,
      from: addDays(today(), -6),
      to: today(),
    });
    expect(totals).toEqual([
      { date: addDays(today(), -1), kcal: 175, minutes: 60, sessions: 1 },
      { date: today(), kcal: 343, minutes: 30, sessions: 1 },
    ]);

    const removed = await ctx.call(workoutsApi.remove, {
      params: { id: created.id },
      cookie: user.cookie,
    });
    expect(removed.statusCode).toBe(200);
    const again = await ctx.call(workoutsApi.get, {
      params: { id: created.id },
      cookie: user.cookie,
    });
    expect(again.statusCode).toBe(404);
  });

  it("refuses a reversed or over-long range", async () => {
    const user = await createTestUser(ctx);
    const get = (query: TestCallInput["query"]) =>
      ctx.call(workoutsApi.list, { query, cookie: user.cookie });
    expect(
      (await get({ from: "2025-02-01", to: "2025-01-01" })).json().error.fields,
    ).toHaveProperty("to");
    expect(
      (await get({ from: "2020-01-01", to: "2025-01-01" })).json().error.fields,
    ).toHaveProperty("to");
    expect((await get({ from: "yesterday", to: "2025-01-01" })).json().error.fields).toHaveProperty(
      "from",
    );
  });
});

describe("one user's workouts are theirs alone", () => {
  it("hides, protects and keeps out of totals another user's workout", async () => {
    const owner = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    await weighIn(owner, 70);
    await weighIn(other, 90);
    const workout = (await post(owner, { date: today(), items: [run30] })).json();
    const params = { id: workout.id };
    expect((await ctx.call(workoutsApi.get, { params, cookie: other.cookie })).statusCode).toBe(
      404,
    );
    const put = await ctx.call(workoutsApi.update, {
      params,
      cookie: other.cookie,
      body: { date: today(), items: [run30] },
    });
    expect(put.statusCode).toBe(404);
    expect((await ctx.call(workoutsApi.remove, { params, cookie: other.cookie })).statusCode).toBe(
      404,
    );
    const list = await ctx.call(workoutsApi.list, {
      query: { from: today(), to: today() },
      cookie: other.cookie,
    });
    expect(list.json().workouts).toEqual([]);
    const mine = await ctx.call(workoutsApi.get, { params, cookie: owner.cookie });
    expect(mine.json()).toMatchObject({ bodyWeightKg: 70, kcal: 343 });
    expect((await ctx.call(workoutsApi.get, { params })).statusCode).toBe(401);
  });
});

describe("the plan's workouts-a-month limit", () => {
  async function fillMonth(user: TestUser, n: number) {
    const rows = Array.from({ length: n }, () => ({
      userId: user.id,
      date: today(),
      bodyWeightKg: 70,
    }));
    await ctx.db.insert(workouts).values(rows);
  }

  it("stops a Free user at 30 with the warning screen's details", async () => {
    const user = await createTestUser(ctx);
    await weighIn(user, 70);
    await fillMonth(user, 29);
    expect((await post(user, { date: today(), items: [run30] })).statusCode).toBe(201);
    const refused = await post(user, { date: addDays(today(), -40), items: [run30] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "plan_limit",
      details: { limit: "workout_entries_per_month", value: 30, planName: "Free" },
    });
    const count = await ctx.db.select().from(workouts).where(eq(workouts.userId, user.id));
    expect(count).toHaveLength(30);
  });

  it("lets a Premium user log 150 and a Pro user any number", async () => {
    const premium = await createTestUser(ctx, { plan: "Premium" });
    await weighIn(premium, 70);
    await fillMonth(premium, 149);
    expect((await post(premium, { date: today(), items: [run30] })).statusCode).toBe(201);
    const over = await post(premium, { date: today(), items: [run30] });
    expect(over.json().error.details).toMatchObject({
      value: 150,
      planName: "Premium",
      upgrades: [{ name: "Pro", value: -1 }],
    });
    const pro = await createTestUser(ctx, { plan: "Pro" });
    await weighIn(pro, 70);
    await fillMonth(pro, 300);
    expect((await post(pro, { date: today(), items: [run30] })).statusCode).toBe(201);
  });

  it("takes workouts posted at once one at a time, so they never pass the limit", async () => {
    const user = await createTestUser(ctx);
    await weighIn(user, 70);
    await fillMonth(user, 28);
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => post(user, { date: today(), items: [run30] })),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 201, 403, 403]);
    const count = await ctx.db.select().from(workouts).where(eq(workouts.userId, user.id));
    expect(count).toHaveLength(30);
  });
});

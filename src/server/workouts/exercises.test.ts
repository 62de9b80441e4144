import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Exercise, ExerciseList } from "../../contract/workouts";
import { workoutsApi } from "../../contract/workouts-api";
import { weightEntries } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";
import { coreName, editDistance, matchName, prepareQuery } from "./exercise-search";
import { getVisibleExercises } from "./exercises";
import { todayIn } from "../../domain/calendar";

let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  user = await createTestUser(ctx, { plan: "Pro" });
});
afterAll(() => ctx.close());

const search = async (as: TestUser, query: TestCallInput["query"]): Promise<ExerciseList> => {
  const response = await ctx.call(workoutsApi.exercises, { query, cookie: as.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExerciseList>();
};
const names = async (as: TestUser, q: string, limit = 20) =>
  (await search(as, { q, limit })).exercises.map((e) => e.name);
const create = (as: TestUser, body: object) =>
  ctx.call(workoutsApi.createExercise, { cookie: as.cookie, body });

describe("names as the search sees them", () => {
  it("drops equipment words and the variant to find the movement", () => {
    expect(coreName("Barbell Squat")).toBe("squat");
    expect(coreName("Barbell Bench Press - Medium Grip")).toBe("bench press");
    expect(coreName("Smith Machine Bench Press")).toBe("bench press");
    expect(coreName("Front Squat (Clean Grip)")).toBe("front squat");
    expect(coreName("Squat Jerk")).toBe("squat jerk");
  });

  it("counts a swap of neighbours as one edit and gives up past the allowance", () => {
    expect(editDistance("sqaut", "squat", 1)).toBe(1);
    expect(editDistance("bench", "bench", 0)).toBe(0);
    expect(editDistance("curl", "crul", 1)).toBe(1);
    expect(editDistance("deadlift", "squat", 2)).toBe(3);
  });

  it("ranks exact, same movement, start, words, then typos", () => {
    const q = prepareQuery("squat")!;
    expect(matchName("Squat", q)?.tier).toBe(0);
    expect(matchName("Barbell Squat", q)?.tier).toBe(1);
    expect(matchName("Squat Jerk", q)?.tier).toBe(2);
    expect(matchName("Zercher Squats", q)?.tier).toBe(3);
    expect(matchName("Sqaut Thrust", prepareQuery("squat")!)?.tier).toBe(4);
    expect(matchName("Deadlift", q)).toBeNull();
    expect(matchName("Barbell Bench Press - Medium Grip", prepareQuery("benchpress")!)?.tier).toBe(
      3,
    );
  });
});

describe("exercise search", () => {
  it('puts "Barbell Squat" and a plain "Squat" before "Squat Jerk"', async () => {
    const plain = await create(user, {
      name: "Squat",
      category: "strength",
      equipment: "barbell",
      primaryMuscles: ["quadriceps"],
    });
    expect(plain.statusCode, plain.body).toBe(201);
    const found = await names(user, "squat", 30);
    expect(found.slice(0, 2)).toEqual(["Squat", "Barbell Squat"]);
    expect(found.indexOf("Squat Jerk")).toBeGreaterThan(found.indexOf("Barbell Squat"));
    // Without the custom one, the library's barbell squat leads.
    const stranger = await createTestUser(ctx);
    expect((await names(stranger, "squat"))[0]).toBe("Barbell Squat");
  });

  it('puts "Barbell Bench Press - Medium Grip" before "Bench Press - Powerlifting"', async () => {
    const found = await names(user, "bench press", 40);
    expect(found[0]).toBe("Barbell Bench Press - Medium Grip");
    expect(found.indexOf("Bench Press - Powerlifting")).toBeGreaterThan(0);
    expect(found.indexOf("Bench Press - Powerlifting")).toBeGreaterThan(
      found.indexOf("Dumbbell Bench Press"),
    );
  });

  it.each([
    ["sqaut", "Barbell Squat"],
    ["benchpress", "Barbell Bench Press - Medium Grip"],
    ["bench pres", "Barbell Bench Press - Medium Grip"],
    ["dedlift", "Barbell Deadlift"],
  ])('forgives "%s" and finds %s first', async (q, expected) => {
    // A user without exercises of their own: the library alone.
    const found = await names(await createTestUser(ctx), q);
    expect(found[0]).toBe(expected);
  });

  it.each([
    ["running", "Running"],
    ["walking", "Walking"],
    ["cycling", "Cycling"],
  ])('ranks the built-in "%s" activity first', async (q, expected) => {
    const [first] = (await search(user, { q })).exercises;
    expect(first).toMatchObject({ name: expected, source: "compendium", kind: "cardio" });
  });

  it("keeps the filters and counts every match, not only the page", async () => {
    const page = await search(user, {
      q: "curl",
      equipment: "dumbbell",
      muscle: "biceps",
      limit: 3,
    });
    expect(page.exercises).toHaveLength(3);
    expect(page.total).toBeGreaterThan(3);
    for (const e of page.exercises)
      expect(e).toMatchObject({
        equipment: "dumbbell",
        primaryMuscles: expect.arrayContaining(["biceps"]),
      });
    const all = await search(user, {
      q: "curl",
      equipment: "dumbbell",
      muscle: "biceps",
      limit: 100,
    });
    expect(all.exercises).toHaveLength(page.total);
    const next = await search(user, {
      q: "curl",
      equipment: "dumbbell",
      muscle: "biceps",
      limit: 3,
      offset: 3,
    });
    expect(next.exercises[0]!.id).toBe(all.exercises[3]!.id);
    expect(
      (await search(user, { category: "cardio", limit: 100 })).exercises.every(
        (e) => e.category === "cardio",
      ),
    ).toBe(true);
  });
});

describe("custom exercises", () => {
  it("belong to their owner: found and logged by them, unseen and refused for anyone else", async () => {
    const owner = await createTestUser(ctx, { plan: "Pro" });
    const other = await createTestUser(ctx, { plan: "Pro" });
    for (const u of [owner, other])
      await ctx.db
        .insert(weightEntries)
        .values({ userId: u.id, date: todayIn("UTC"), weightKg: 75 });
    const response = await create(owner, {
      name: "  Landmine Press  ",
      category: "strength",
      equipment: "barbell",
      primaryMuscles: ["shoulders"],
    });
    expect(response.statusCode, response.body).toBe(201);
    const mine = response.json<Exercise>();
    expect(mine).toMatchObject({
      name: "Landmine Press",
      source: "custom",
      kind: "weighted",
      intensities: ["moderate", "vigorous"],
      met: 3.5,
    });
    expect(mine.id).toMatch(/^custom_[0-9a-f-]{36}$/);

    expect((await names(owner, "landmine"))[0]).toBe("Landmine Press");
    expect(await names(other, "landmine")).not.toContain("Landmine Press");
    expect((await search(other, { q: "Landmine Press" })).total).toBe(0);

    const logged = await ctx.call(workoutsApi.log, {
      cookie: owner.cookie,
      body: {
        date: todayIn("UTC"),
        items: [{ exerciseId: mine.id, durationMin: 10, sets: [{ reps: 8, weightKg: 30 }] }],
      },
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const refused = await ctx.call(workoutsApi.log, {
      cookie: other.cookie,
      body: { date: todayIn("UTC"), items: [{ exerciseId: mine.id, sets: [{ reps: 8 }] }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty("items.0.exerciseId");
    expect([
      ...(
        await getVisibleExercises(ctx.db, { userId: other.id, ids: [mine.id, "Barbell_Squat"] })
      ).keys(),
    ]).toEqual(["Barbell_Squat"]);

    const again = await create(owner, { name: "landmine press", category: "strength" });
    expect(again.statusCode).toBe(409);
    // Another user may have their own of the same name.
    expect((await create(other, { name: "Landmine Press", category: "strength" })).statusCode).toBe(
      201,
    );
  });

  it.each([
    ["no name", { category: "strength" }, "name"],
    ["a one-letter name", { name: "X", category: "strength" }, "name"],
    ["a 101-character name", { name: "x".repeat(101), category: "strength" }, "name"],
    ["an unknown category", { name: "Thing", category: "yoga" }, "category"],
    [
      "an unknown equipment",
      { name: "Thing", category: "strength", equipment: "spoon" },
      "equipment",
    ],
    [
      "an unknown muscle",
      { name: "Thing", category: "strength", primaryMuscles: ["heart"] },
      "primaryMuscles.0",
    ],
    [
      "six muscles",
      {
        name: "Thing",
        category: "strength",
        primaryMuscles: ["chest", "lats", "traps", "neck", "calves", "biceps"],
      },
      "primaryMuscles",
    ],
  ])("refuses %s with 400 naming the field", async (_what, payload, field) => {
    const response = await create(user, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it("needs a session", async () => {
    expect(
      (
        await ctx.call(workoutsApi.createExercise, {
          body: { name: "Thing", category: "strength" },
        })
      ).statusCode,
    ).toBe(401);
  });
});

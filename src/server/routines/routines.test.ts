import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routinesApi, type Routine } from "../../contract/routines";
import type { Workout } from "../../contract/workouts";
import { workoutsApi } from "../../contract/workouts-api";
import type { EndpointSpec } from "../../contract/endpoint";
import { exercises, routineItems, routines } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";
import { todayIn } from "../../domain/calendar";

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createTestUser(ctx, { plan: "Pro" });
  bob = await createTestUser(ctx, { plan: "Pro" });
});
afterAll(() => ctx.close());

const BENCH = "Barbell_Bench_Press_-_Medium_Grip";
const SQUAT = "Barbell_Squat";
const send = (user: TestUser, endpoint: EndpointSpec, input: TestCallInput = {}) =>
  ctx.call(endpoint, { ...input, cookie: user.cookie });

const pushDay = (name = "Push day", folder?: string | null) => ({
  name,
  ...(folder === undefined ? {} : { folder }),
  items: [
    {
      exerciseId: BENCH,
      restSeconds: 120,
      supersetGroup: 1,
      sets: [
        { kind: "warmup", reps: 10, weightKg: 40 },
        { reps: 5, weightKg: 80 },
      ],
    },
    { exerciseId: SQUAT, supersetGroup: 1, sets: [{ reps: 5, weightKg: 100 }] },
  ],
});

async function makeRoutine(user: TestUser, body: object = pushDay()): Promise<Routine> {
  const response = await send(user, routinesApi.create, { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Routine>();
}

describe("routines", () => {
  it("saves a routine with its exercises, targets, supersets and rest, in order", async () => {
    const routine = await makeRoutine(alice);
    expect(routine).toMatchObject({ name: "Push day", folder: null, notes: null });
    expect(
      routine.items.map((i) => [i.exerciseId, i.kind, i.supersetGroup, i.restSeconds]),
    ).toEqual([
      [BENCH, "weighted", 1, 120],
      [SQUAT, "weighted", 1, null],
    ]);
    expect(routine.items[0]!.exerciseName).toBe("Barbell Bench Press - Medium Grip");
    expect(routine.items[0]!.sets).toEqual([
      { kind: "warmup", reps: 10, weightKg: 40, seconds: null },
      { kind: "normal", reps: 5, weightKg: 80, seconds: null },
    ]);
    expect((await send(alice, routinesApi.get, { params: { id: routine.id } })).json()).toEqual(
      routine,
    );
  });

  it("lists only the user's own routines, unfiled first, then by folder and name", async () => {
    const user = await createTestUser(ctx);
    await makeRoutine(user, pushDay("Pull", "Strength"));
    await makeRoutine(user, pushDay("legs", "Strength"));
    await makeRoutine(user, pushDay("Easy", "Cardio"));
    await makeRoutine(user, pushDay("Anything", ""));
    await makeRoutine(bob, pushDay("Bob's"));
    const { routines: list } = (await send(user, routinesApi.list)).json<{
      routines: Routine[];
    }>();
    expect(list.map((r) => [r.folder, r.name])).toEqual([
      [null, "Anything"],
      ["Cardio", "Easy"],
      ["Strength", "legs"],
      ["Strength", "Pull"],
    ]);
  });

  it("replaces name, folder and items on PUT, and deletes", async () => {
    const routine = await makeRoutine(alice);
    const put = await send(alice, routinesApi.update, {
      params: { id: routine.id },
      body: {
        name: "  Legs  ",
        folder: "Split",
        notes: "Slow eccentrics",
        items: [{ exerciseId: "Plank", sets: [{ seconds: 60 }, { seconds: 45 }] }],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ name: "Legs", folder: "Split", notes: "Slow eccentrics" });
    expect(put.json().items).toMatchObject([
      { exerciseId: "Plank", kind: "timed", sets: [{ seconds: 60 }, { seconds: 45 }] },
    ]);
    expect((await send(alice, routinesApi.remove, { params: { id: routine.id } })).statusCode).toBe(
      200,
    );
    expect((await send(alice, routinesApi.get, { params: { id: routine.id } })).statusCode).toBe(
      404,
    );
    expect(
      await ctx.db
        .select()
        .from(routineItems)
        .where(inArray(routineItems.routineId, [routine.id])),
    ).toEqual([]);
  });

  it("answers 404 for another user's routine, whatever the method", async () => {
    const routine = await makeRoutine(alice);
    expect((await send(bob, routinesApi.get, { params: { id: routine.id } })).statusCode).toBe(404);
    expect(
      (
        await send(bob, routinesApi.update, {
          params: { id: routine.id },
          body: pushDay("Mine now"),
        })
      ).statusCode,
    ).toBe(404);
    expect((await send(bob, routinesApi.remove, { params: { id: routine.id } })).statusCode).toBe(
      404,
    );
    expect((await send(alice, routinesApi.get, { params: { id: routine.id } })).json().name).toBe(
      "Push day",
    );
    expect((await ctx.call(routinesApi.list)).statusCode).toBe(401);
  });

  it("refuses bad bodies with 400 naming the field", async () => {
    const cases: Array<[object, string]> = [
      [{ ...pushDay(), name: "   " }, "name"],
      [{ ...pushDay(), name: "x".repeat(101) }, "name"],
      [{ ...pushDay(), folder: "f".repeat(61) }, "folder"],
      [{ name: "Empty", items: [] }, "items"],
      [
        { name: "Unknown", items: [{ exerciseId: BENCH }, { exerciseId: "No_Such_Exercise" }] },
        "items.1.exerciseId",
      ],
      [
        { name: "Heavy", items: [{ exerciseId: BENCH, sets: [{ reps: 5, weightKg: 5000 }] }] },
        "items.0.sets.0.weightKg",
      ],
      [
        { name: "Reps", items: [{ exerciseId: BENCH, sets: [{ reps: 2.5 }] }] },
        "items.0.sets.0.reps",
      ],
      [
        { name: "Rest", items: [{ exerciseId: BENCH, restSeconds: 100_000 }] },
        "items.0.restSeconds",
      ],
      [
        {
          name: "Many",
          items: [{ exerciseId: BENCH, sets: Array.from({ length: 51 }, () => ({ reps: 1 })) }],
        },
        "items.0.sets",
      ],
      [
        { name: "Kind", items: [{ exerciseId: BENCH, sets: [{ kind: "giant" }] }] },
        "items.0.sets.0.kind",
      ],
    ];
    for (const [body, field] of cases) {
      const response = await send(alice, routinesApi.create, { body });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), response.body).toContain(field);
    }
    expect((await send(alice, routinesApi.get, { params: { id: "not-a-uuid" } })).statusCode).toBe(
      400,
    );
  });

  it("never lets a routine use another user's own exercise", async () => {
    const created = await send(bob, workoutsApi.createExercise, {
      body: { name: "Bob's secret lift", category: "strength" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const bobsLift = created.json().id as string;
    const refused = await send(alice, routinesApi.create, {
      body: { name: "Sneaky", items: [{ exerciseId: bobsLift }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty("items.0.exerciseId");
    const own = await makeRoutine(bob, {
      name: "Mine",
      items: [{ exerciseId: bobsLift, sets: [{ reps: 8, weightKg: 20 }] }],
    });
    expect(own.items[0]).toMatchObject({ exerciseId: bobsLift, exerciseName: "Bob's secret lift" });
    expect(
      await ctx.db
        .select({ id: exercises.id })
        .from(exercises)
        .where(inArray(exercises.id, [bobsLift])),
    ).toHaveLength(1);
  });
});

describe("a routine from a logged workout", () => {
  async function logWorkout(user: TestUser): Promise<Workout> {
    const response = await send(user, workoutsApi.log, {
      body: {
        date: todayIn("UTC"),
        bodyWeightKg: 80,
        name: "Monday",
        items: [
          {
            exerciseId: BENCH,
            supersetGroup: 2,
            restSeconds: 90,
            sets: [
              { kind: "warmup", reps: 10, weightKg: 40, done: true },
              { reps: 5, weightKg: 82.5, rpe: 8, done: true },
              { reps: 5, weightKg: 85, done: false },
            ],
          },
          { exerciseId: "activity_running", distanceM: 5000, durationMin: 27.5 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Workout>();
  }

  it("copies the exercises, supersets, rest and done sets (warm-ups included) as targets", async () => {
    const workout = await logWorkout(alice);
    const response = await send(alice, routinesApi.fromWorkout, {
      body: { workoutId: workout.id, name: "Monday again", folder: "A" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const routine = response.json<Routine>();
    expect(routine).toMatchObject({ name: "Monday again", folder: "A" });
    expect(routine.items.map((i) => [i.exerciseId, i.supersetGroup, i.restSeconds])).toEqual([
      [BENCH, 2, 90],
      ["activity_running", null, null],
    ]);
    expect(routine.items[0]!.sets).toEqual([
      { kind: "warmup", reps: 10, weightKg: 40, seconds: null },
      { kind: "normal", reps: 5, weightKg: 82.5, seconds: null },
    ]);
    expect(routine.items[1]!.sets).toEqual([]);
  });

  it("answers 404 for another user's workout and 400 for a bad body", async () => {
    const workout = await logWorkout(alice);
    expect(
      (
        await send(bob, routinesApi.fromWorkout, {
          body: { workoutId: workout.id, name: "Stolen" },
        })
      ).statusCode,
    ).toBe(404);
    const noName = await send(alice, routinesApi.fromWorkout, {
      body: { workoutId: workout.id, name: "" },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.fields).toHaveProperty("name");
    const badId = await send(alice, routinesApi.fromWorkout, {
      body: { workoutId: "nope", name: "X" },
    });
    expect(badId.json().error.fields).toHaveProperty("workoutId");
  });
});

describe("a routine edited and deleted at the same moment", () => {
  it("answers the edit 200 or 404 and the delete 200, never a 500, leaving no item behind", async () => {
    const made: Routine[] = [];
    for (let i = 0; i < 16; i++) made.push(await makeRoutine(alice, pushDay(`Race ${i}`)));
    const { first: edits, second: deletes } = await racePairs(
      made,
      (routine) =>
        send(alice, routinesApi.update, {
          params: { id: routine.id },
          body: { ...pushDay(`${routine.name} edited`), notes: "Edited" },
        }),
      (routine) => send(alice, routinesApi.remove, { params: { id: routine.id } }),
    );
    expectStatusesIn(edits, [200, 404]);
    expectStatusesIn(deletes, [200]);
    const ids = made.map((r) => r.id);
    expect(await ctx.db.select().from(routines).where(inArray(routines.id, ids))).toEqual([]);
    expect(
      await ctx.db.select().from(routineItems).where(inArray(routineItems.routineId, ids)),
    ).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  trainingApi,
  type ExerciseHistory,
  type MuscleVolume,
  type RecordsList,
} from "../../contract/training-records";
import type { Workout } from "../../contract/workouts";
import { workoutsApi } from "../../contract/workouts-api";
import type { EndpointSpec } from "../../contract/endpoint";
import { addDays, weekOf, todayIn } from "../../domain/calendar";
import { weightEntries } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";
import { recordsOfWorkouts } from "../workouts/records";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const BENCH = "Barbell_Bench_Press_-_Medium_Grip";
const today = () => todayIn("UTC");
const daysAgo = (n: number) => addDays(today(), -n);

async function lifter(): Promise<TestUser> {
  const user = await createTestUser(ctx, { plan: "Pro" });
  await ctx.db.insert(weightEntries).values({ userId: user.id, date: today(), weightKg: 80 });
  return user;
}

const send = (user: TestUser, endpoint: EndpointSpec, input: TestCallInput = {}) =>
  ctx.call(endpoint, { ...input, cookie: user.cookie });

async function get<T>(
  user: TestUser,
  endpoint: EndpointSpec,
  input: TestCallInput = {},
): Promise<T> {
  const response = await send(user, endpoint, input);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const bench = (weights: number[], reps = 5) => ({
  exerciseId: BENCH,
  sets: [
    { kind: "warmup", reps: 10, weightKg: 100 },
    ...weights.map((weightKg) => ({ reps, weightKg })),
  ],
});

async function logWorkout(user: TestUser, date: string, items: object[]): Promise<Workout> {
  const response = await send(user, workoutsApi.log, { body: { date, items } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Workout>();
}

const flagsOf = (workout: Workout) => workout.items.flatMap((i) => i.sets.map((s) => s.records));

describe("records", () => {
  it("flag a heavier set against earlier workouts, and follow an edit or a delete of the earlier one", async () => {
    const user = await lifter();
    const first = await logWorkout(user, daysAgo(7), [bench([60, 60, 60])]);
    expect(flagsOf(first).flat()).toEqual([]);
    const second = await logWorkout(user, daysAgo(0), [bench([70])]);
    // The 100 kg warm-up of the first workout never counts.
    expect(flagsOf(second)).toEqual([[], ["weight", "oneRepMax", "volume"]]);

    // The earlier workout edited up to 75 kg: the later 70 kg set beats nothing any more.
    const edited = await send(user, workoutsApi.update, {
      params: { id: first.id },
      body: { date: daysAgo(7), items: [bench([75])] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      flagsOf(await get<Workout>(user, workoutsApi.get, { params: { id: second.id } })),
    ).toEqual([[], []]);

    // Deleted: the later workout is the first bench session, and a first session flags nothing.
    expect(
      (await send(user, workoutsApi.remove, { params: { id: first.id } })).statusCode,
    ).toBeLessThan(300);
    expect(
      flagsOf(await get<Workout>(user, workoutsApi.get, { params: { id: second.id } })),
    ).toEqual([[], []]);
  });

  it("flag a set of a workout still being logged as soon as it is saved", async () => {
    const user = await lifter();
    await logWorkout(user, daysAgo(3), [bench([60])]);
    const live = await send(user, workoutsApi.log, {
      body: {
        date: today(),
        startedAt: new Date(Date.now() - 20 * 60_000).toISOString(),
        endedAt: null,
        items: [
          {
            exerciseId: BENCH,
            sets: [
              { reps: 5, weightKg: 65 },
              { reps: 5, weightKg: 80, done: false },
            ],
          },
        ],
      },
    });
    expect(live.statusCode, live.body).toBe(201);
    // The set not ticked yet beats nothing until it is.
    expect(flagsOf(live.json<Workout>())).toEqual([["weight", "oneRepMax", "volume"], []]);
  });

  it("never count another user's sets", async () => {
    const strong = await lifter();
    await logWorkout(strong, daysAgo(3), [bench([150])]);
    const user = await lifter();
    await logWorkout(user, daysAgo(2), [bench([60])]);
    const later = await logWorkout(user, daysAgo(1), [bench([62.5])]);
    expect(flagsOf(later)[1]).toEqual(["weight", "oneRepMax", "volume"]);
    const { records } = await get<RecordsList>(user, trainingApi.records);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      exerciseId: BENCH,
      heaviest: { weightKg: 62.5, workoutId: later.id },
      lastDone: daysAgo(1),
    });
    // Asked for another user's workout ids, nothing comes back.
    expect(
      (await recordsOfWorkouts(ctx.db, { userId: strong.id, workoutIds: [later.id] })).size,
    ).toBe(0);
  });

  it("list every exercise done, the most recent first, leaving out a workout still in progress", async () => {
    const user = await lifter();
    await logWorkout(user, daysAgo(5), [
      { exerciseId: "activity_running", distanceM: 5000, durationMin: 27.5 },
    ]);
    await logWorkout(user, daysAgo(2), [bench([60])]);
    const live = await send(user, workoutsApi.log, {
      body: {
        date: today(),
        startedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
        endedAt: null,
        items: [{ exerciseId: "Plank", sets: [{ seconds: 60 }] }],
      },
    });
    expect(live.statusCode, live.body).toBe(201);
    const { records } = await get<RecordsList>(user, trainingApi.records);
    expect(records.map((r) => r.exerciseId)).toEqual([BENCH, "activity_running"]);
    expect(records[1]).toMatchObject({
      kind: "cardio",
      longestDistance: { distanceM: 5000 },
      bestPace: { secondsPerKm: 330 },
    });
  });
});

describe("GET /api/exercises/:id/history", () => {
  it("brings the sessions newest first with all their sets, the day's numbers and the records", async () => {
    const user = await lifter();
    const first = await logWorkout(user, daysAgo(7), [bench([60, 60, 60])]);
    const second = await logWorkout(user, daysAgo(0), [bench([70])]);
    const history = await get<ExerciseHistory>(user, trainingApi.exerciseHistory, {
      params: { id: BENCH },
    });
    expect(history.exercise).toMatchObject({ id: BENCH, kind: "weighted" });
    expect(history.sessions.map((s) => s.workoutId)).toEqual([second.id, first.id]);
    expect(history.sessions[0]!.sets.map((s) => [s.kind, s.weightKg, s.records])).toEqual([
      ["warmup", 100, []],
      ["normal", 70, ["weight", "oneRepMax", "volume"]],
    ]);
    expect(history.sessions[1]).toMatchObject({ volumeKg: 900, bestOneRepMaxKg: 70 });
    expect(history.records).toMatchObject({
      heaviest: { weightKg: 70 },
      bestSetVolume: { volumeKg: 350 },
    });
    const limited = await get<ExerciseHistory>(user, trainingApi.exerciseHistory, {
      params: { id: BENCH },
      query: { limit: 1 },
    });
    expect(limited.sessions).toHaveLength(1);
    expect(
      (
        await send(user, trainingApi.exerciseHistory, {
          params: { id: BENCH },
          query: { limit: 0 },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("answers an exercise never done with no sessions, and another user's own exercise with 404", async () => {
    const user = await lifter();
    const empty = await get<ExerciseHistory>(user, trainingApi.exerciseHistory, {
      params: { id: "Barbell_Squat" },
    });
    expect(empty).toMatchObject({ sessions: [], records: null });
    const other = await lifter();
    const custom = await send(other, workoutsApi.createExercise, {
      body: { name: "Zercher Hold Walk", category: "strength" },
    });
    expect(custom.statusCode, custom.body).toBe(201);
    const id = custom.json<{ id: string }>().id;
    expect((await send(other, trainingApi.exerciseHistory, { params: { id } })).statusCode).toBe(
      200,
    );
    expect((await send(user, trainingApi.exerciseHistory, { params: { id } })).statusCode).toBe(
      404,
    );
    expect(
      (await send(user, trainingApi.exerciseHistory, { params: { id: "No_Such_Exercise" } }))
        .statusCode,
    ).toBe(404);
  });
});

describe("GET /api/progress/muscle-volume", () => {
  it("counts hard sets and volume per ISO week and primary muscle", async () => {
    const user = await lifter();
    const monday = weekOf(today()).from;
    const lastWeek = addDays(monday, -7);
    await logWorkout(user, lastWeek, [
      bench([60, 60, 60]),
      { exerciseId: "Pullups", sets: [{ reps: 8 }, { reps: 8, done: false }] },
    ]);
    await logWorkout(user, monday, [bench([70, 70])]);
    const volume = await get<MuscleVolume>(user, trainingApi.muscleVolume, {
      query: { from: lastWeek, to: addDays(monday, 6) },
    });
    expect(volume.weeks.map((w) => w.weekStart)).toEqual([lastWeek, monday]);
    // Warm-ups and sets not ticked are not hard sets.
    expect(volume.weeks[0]!.muscles).toEqual([
      { muscle: "chest", sets: 3, volumeKg: 900 },
      { muscle: "lats", sets: 1, volumeKg: 0 },
    ]);
    expect(volume.weeks[1]!.muscles).toEqual([{ muscle: "chest", sets: 2, volumeKg: 700 }]);
  });

  it("refuses a range over 366 days or backwards, naming `to`", async () => {
    const user = await lifter();
    const tooLong = await send(user, trainingApi.muscleVolume, {
      query: { from: daysAgo(400), to: today() },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('"to"');
    expect(
      (await send(user, trainingApi.muscleVolume, { query: { from: today(), to: daysAgo(1) } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await send(user, trainingApi.muscleVolume, { query: { from: "nope", to: today() } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.call(trainingApi.muscleVolume, { query: { from: today(), to: today() } }))
        .statusCode,
    ).toBe(401);
  });
});

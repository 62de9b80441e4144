import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LastSets, Workout } from "../../contract/workouts";
import { workoutsApi } from "../../contract/workouts-api";
import { routinesApi } from "../../contract/routines";
import type { EndpointSpec } from "../../contract/endpoint";
import { addDays, todayIn } from "../../domain/calendar";
import { weightEntries, workouts } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";
import { getDailyExerciseTotals } from "./totals";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const today = () => todayIn("UTC");
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

async function lifter(weightKg = 80): Promise<TestUser> {
  const user = await createTestUser(ctx, { plan: "Pro" });
  await ctx.db.insert(weightEntries).values({ userId: user.id, date: today(), weightKg });
  return user;
}

const send = (user: TestUser, endpoint: EndpointSpec, input: TestCallInput = {}) =>
  ctx.call(endpoint, { ...input, cookie: user.cookie });

async function created(user: TestUser, payload: object): Promise<Workout> {
  const response = await send(user, workoutsApi.log, { body: payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Workout>();
}

const bench = (weights: number[], extra: object = {}) => ({
  exerciseId: "Barbell_Bench_Press_-_Medium_Grip",
  ...extra,
  sets: weights.map((weightKg, i) => ({
    kind: i === 0 ? "warmup" : "normal",
    reps: 5,
    weightKg,
    rpe: i === 0 ? null : 8,
  })),
});

describe("sets", () => {
  it("come back in the order sent, with their kinds, RPE and done ticks, stored in kg", async () => {
    const user = await lifter();
    // 135 lb typed by an imperial user arrives as kg: the server stores and answers kg whatever the units.
    const workout = await created(user, {
      date: today(),
      name: "Push",
      items: [
        bench([40, 61.235, 70, 72.5]),
        { exerciseId: "Plank", sets: [{ seconds: 60 }, { seconds: 45, done: false }] },
      ],
    });
    expect(workout).toMatchObject({
      name: "Push",
      source: "app",
      inProgress: false,
      startedAt: null,
      endedAt: null,
    });
    expect(workout.items[0]!.sets.map((s) => [s.kind, s.weightKg, s.rpe])).toEqual([
      ["warmup", 40, null],
      ["normal", 61.235, 8],
      ["normal", 70, 8],
      ["normal", 72.5, 8],
    ]);
    expect(workout.items[1]).toMatchObject({ kind: "timed", durationMin: null });
    expect(workout.items[1]!.sets.map((s) => [s.seconds, s.done])).toEqual([
      [60, true],
      [45, false],
    ]);
    // Neither has a duration nor the workout a start: no time, no guess.
    expect(workout.kcal).toBe(0);
    expect(workout.minutes).toBe(0);
  });

  it("keep the browser's ids across saves, and a set moved or removed is saved as sent", async () => {
    const user = await lifter();
    const itemId = randomUUID();
    const setIds = [randomUUID(), randomUUID(), randomUUID()];
    const item = (sets: { id: string; weightKg: number }[]) => ({
      id: itemId,
      exerciseId: "Barbell_Squat",
      sets: sets.map((s) => ({ ...s, reps: 5 })),
    });
    const first = await created(user, {
      date: today(),
      items: [item(setIds.map((id, i) => ({ id, weightKg: 100 + i })))],
    });
    expect(first.items[0]!.id).toBe(itemId);
    expect(first.items[0]!.sets.map((s) => s.id)).toEqual(setIds);

    const reordered = [setIds[2]!, setIds[0]!];
    const saved = await send(user, workoutsApi.update, {
      params: { id: first.id },
      body: {
        date: today(),
        items: [
          item([
            { id: reordered[0]!, weightKg: 110 },
            { id: reordered[1]!, weightKg: 90 },
          ]),
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Workout>().items[0]!.sets.map((s) => [s.id, s.weightKg])).toEqual([
      [setIds[2], 110],
      [setIds[0], 90],
    ]);
    // The same body again (the logger's autosave) is no conflict with itself.
    const again = await send(user, workoutsApi.update, {
      params: { id: first.id },
      body: { date: today(), items: [item([{ id: reordered[0]!, weightKg: 110 }])] },
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it("belong to their workout: another workout's or user's item or set id answers 404 and changes nothing", async () => {
    const owner = await lifter();
    const other = await lifter();
    const setId = randomUUID();
    const itemId = randomUUID();
    const mine = await created(owner, {
      date: today(),
      items: [
        { id: itemId, exerciseId: "Barbell_Squat", sets: [{ id: setId, reps: 5, weightKg: 100 }] },
      ],
    });
    const theirs = await created(other, { date: today(), items: [bench([60])] });

    const stealSet = {
      date: today(),
      items: [{ exerciseId: "Barbell_Squat", sets: [{ id: setId, reps: 1, weightKg: 1 }] }],
    };
    const stealItem = {
      date: today(),
      items: [{ id: itemId, exerciseId: "Barbell_Squat", sets: [{ reps: 1 }] }],
    };
    for (const [endpoint, input] of [
      [workoutsApi.update, { params: { id: theirs.id } }],
      [workoutsApi.log, {}],
    ] as const) {
      const set = await send(other, endpoint, { ...input, body: stealSet });
      expect(set.statusCode, set.body).toBe(404);
      expect(set.json().error.message).toBe("Set not found");
      const item = await send(other, endpoint, { ...input, body: stealItem });
      expect(item.statusCode, item.body).toBe(404);
      expect(item.json().error.message).toBe("Exercise not found");
    }
    // Even the owner cannot move a set into a second workout by naming its id.
    expect((await send(owner, workoutsApi.log, { body: stealSet })).statusCode).toBe(404);
    const unchanged = (
      await send(owner, workoutsApi.get, { params: { id: mine.id } })
    ).json<Workout>();
    expect(unchanged.items[0]!.sets).toMatchObject([{ id: setId, reps: 5, weightKg: 100 }]);
    const repeated = randomUUID();
    const twice = await send(owner, workoutsApi.log, {
      body: {
        date: today(),
        items: [
          {
            exerciseId: "Barbell_Squat",
            sets: [
              { id: repeated, reps: 1 },
              { id: repeated, reps: 2 },
            ],
          },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toHaveProperty("items.0.sets.1.id");
  });
});

describe("a workout logged live", () => {
  it("starts empty, is the current one, saves as it goes, and finishes with its kcal from the whole session", async () => {
    const user = await lifter(80);
    expect((await send(user, workoutsApi.current)).json()).toEqual({ workout: null });
    const started = await created(user, {
      date: today(),
      startedAt: minutesAgo(60),
      endedAt: null,
      items: [],
    });
    // A workout still going has lasted since its start, as the kcal estimate reckons it.
    expect(started).toMatchObject({ inProgress: true, items: [], kcal: 0, minutes: 60 });
    const current = (await send(user, workoutsApi.current)).json();
    expect(current.workout.id).toBe(started.id);

    // Bench: 3 done sets, squat: 1 done of 2, rowing 10 min of its own: the other 50 minutes are shared 3 : 1.
    const items = [
      bench([60, 70, 80]),
      {
        exerciseId: "Barbell_Squat",
        sets: [
          { reps: 5, weightKg: 100 },
          { reps: 5, weightKg: 100, done: false },
        ],
      },
      { exerciseId: "activity_rowing_moderate", durationMin: 10 },
    ];
    const endedAt = new Date().toISOString();
    const finished = await send(user, workoutsApi.update, {
      params: { id: started.id },
      body: { date: today(), endedAt, items },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const workout = finished.json<Workout>();
    expect(workout).toMatchObject({ inProgress: false, minutes: 60, startedAt: started.startedAt });
    // MET 3.5 (moderate resistance) × 80 kg × 37.5 min; × 12.5 min; rowing 7 × 80 × 10 min.
    expect(workout.items.map((i) => i.kcal)).toEqual([175, 58, 93]);
    // The workout's total is rounded once, from the unrounded parts (175 + 58.3 + 93.3).
    expect(workout.kcal).toBe(327);
    expect((await send(user, workoutsApi.current)).json()).toEqual({ workout: null });
    const [day] = await getDailyExerciseTotals(ctx.db, {
      userId: user.id,
      from: today(),
      to: today(),
    });
    expect(day).toMatchObject({ minutes: 60, sessions: 1 });
  });

  it("lets a second one start while one is open (the logger resumes the newest), and refuses an end before the start", async () => {
    const user = await lifter();
    await created(user, { date: today(), startedAt: minutesAgo(30), items: [] });
    const newer = await created(user, { date: today(), startedAt: minutesAgo(5), items: [] });
    expect((await send(user, workoutsApi.current)).json().workout.id).toBe(newer.id);
    const backwards = await send(user, workoutsApi.update, {
      params: { id: newer.id },
      body: { date: today(), endedAt: minutesAgo(10), items: [bench([50])] },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toHaveProperty("endedAt");
    const noStart = await send(user, workoutsApi.log, {
      body: { date: today(), endedAt: minutesAgo(1), items: [bench([50])] },
    });
    expect(noStart.json().error.fields).toHaveProperty("startedAt");
  });

  it("counts a 5 km run in 27:30 at the Compendium's MET for its speed (5:30 /km)", async () => {
    const user = await lifter(70);
    const run = await created(user, {
      date: today(),
      items: [{ exerciseId: "activity_running", distanceM: 5000, durationMin: 27.5 }],
    });
    // 5 km in 27.5 min is 6.78 mph: nearest row 12060, running 6.7 mph, MET 10.5; 10.5 × 70 × 27.5 / 60.
    expect(run.items[0]).toMatchObject({
      kind: "cardio",
      distanceM: 5000,
      durationMin: 27.5,
      met: 10.5,
      metCode: "12060",
      kcal: 337,
    });
    expect(run.minutes).toBe(28);
    const noDistance = await created(user, {
      date: today(),
      items: [{ exerciseId: "activity_running", durationMin: 30 }],
    });
    expect(noDistance.items[0]).toMatchObject({ met: 7, metCode: "12020" });
  });
});

describe("last time's sets", () => {
  it("are the latest finished workout's done sets of each exercise, leaving out the one being logged", async () => {
    const user = await lifter();
    const stranger = await lifter();
    await created(user, { date: addDays(today(), -7), items: [bench([50, 60])] });
    const lastWeek = await created(user, {
      date: addDays(today(), -2),
      items: [
        bench([55, 65, 75]),
        { exerciseId: "activity_running", distanceM: 5000, durationMin: 27.5 },
      ],
    });
    // Last week's squats were skipped (no set done): the session before is "last time" for them.
    const squats = await created(user, {
      date: addDays(today(), -3),
      items: [{ exerciseId: "Barbell_Squat", sets: [{ reps: 5, weightKg: 90 }] }],
    });
    await created(user, {
      date: addDays(today(), -1),
      items: [{ exerciseId: "Barbell_Squat", sets: [{ reps: 5, weightKg: 200, done: false }] }],
    });
    await created(stranger, { date: today(), items: [bench([200])] });
    const live = await created(user, {
      date: today(),
      startedAt: minutesAgo(10),
      items: [bench([100])],
    });

    const ids =
      "Barbell_Bench_Press_-_Medium_Grip,activity_running,Barbell_Squat,Dumbbell_Bench_Press";
    const response = await send(user, workoutsApi.lastSets, {
      query: { ids, exceptWorkoutId: live.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { last } = response.json<LastSets>();
    expect(Object.keys(last).sort()).toEqual([
      "Barbell_Bench_Press_-_Medium_Grip",
      "Barbell_Squat",
      "activity_running",
    ]);
    expect(last["Barbell_Bench_Press_-_Medium_Grip"]).toMatchObject({
      workoutId: lastWeek.id,
      date: addDays(today(), -2),
    });
    expect(
      last["Barbell_Bench_Press_-_Medium_Grip"]!.sets.map((s) => [s.kind, s.weightKg]),
    ).toEqual([
      ["warmup", 55],
      ["normal", 65],
      ["normal", 75],
    ]);
    expect(last.activity_running).toMatchObject({ distanceM: 5000, durationMin: 27.5, sets: [] });
    expect(last.Barbell_Squat).toMatchObject({
      workoutId: squats.id,
      sets: [{ reps: 5, weightKg: 90 }],
    });

    // Finished, the live workout becomes last time — unless it is the one asked to leave out.
    await send(user, workoutsApi.update, {
      params: { id: live.id },
      body: { date: today(), endedAt: new Date().toISOString(), items: [bench([100])] },
    });
    const after = (await send(user, workoutsApi.lastSets, { query: { ids } })).json<LastSets>();
    expect(after.last["Barbell_Bench_Press_-_Medium_Grip"]!.workoutId).toBe(live.id);
    const except = (
      await send(user, workoutsApi.lastSets, { query: { ids, exceptWorkoutId: live.id } })
    ).json<LastSets>();
    expect(except.last["Barbell_Bench_Press_-_Medium_Grip"]!.workoutId).toBe(lastWeek.id);
  });

  it("refuses a missing list or a bad workout id on the field", async () => {
    const user = await lifter();
    expect(
      (
        await ctx.request({
          method: workoutsApi.lastSets.method,
          // An empty list on purpose: the call's query would leave it out.
          url: `${workoutsApi.lastSets.path}?ids=`,
          cookie: user.cookie,
        })
      ).json().error.fields,
    ).toHaveProperty("ids");
    expect(
      (await send(user, workoutsApi.lastSets, { query: { ids: "a", exceptWorkoutId: "x" } })).json()
        .error.fields,
    ).toHaveProperty("exceptWorkoutId");
  });
});

describe("the monthly limit with sets and imports", () => {
  it("counts workouts, not sets, and lets imported history from before this month through", async () => {
    const user = await createTestUser(ctx);
    await ctx.db.insert(weightEntries).values({ userId: user.id, date: today(), weightKg: 70 });
    const monthStart = `${today().slice(0, 7)}-01`;
    const fill = (n: number, values: Partial<typeof workouts.$inferInsert>) =>
      ctx.db.insert(workouts).values(
        Array.from({ length: n }, () => ({
          userId: user.id,
          date: today(),
          bodyWeightKg: 70,
          ...values,
        })),
      );
    await fill(28, {});
    // 40 imported sessions from last year count nothing; one imported from this month counts.
    await fill(40, { source: "strong", date: addDays(monthStart, -300) });
    await fill(1, { source: "hevy", date: monthStart });
    const manySets = await send(user, workoutsApi.log, {
      body: { date: today(), items: [bench(Array.from({ length: 50 }, () => 60))] },
    });
    expect(manySets.statusCode, manySets.body).toBe(201);
    const refused = await send(user, workoutsApi.log, {
      body: { date: today(), items: [bench([60])] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.details).toMatchObject({
      limit: "workout_entries_per_month",
      value: 30,
    });
  });
});

describe("a workout in progress whose routine goes away", () => {
  it("keeps saving with the routine id the logger started with, and finishes", async () => {
    const user = await lifter();
    const routine = await send(user, routinesApi.create, {
      body: { name: "Push", items: [bench([60, 60])] },
    });
    expect(routine.statusCode, routine.body).toBe(201);
    const routineId = routine.json<{ id: string }>().id;
    const live = await created(user, {
      date: today(),
      startedAt: minutesAgo(10),
      endedAt: null,
      routineId,
      items: [bench([60, 60])],
    });
    expect(live.routineId).toBe(routineId);
    expect((await send(user, routinesApi.remove, { params: { id: routineId } })).statusCode).toBe(
      200,
    );

    const saved = await send(user, workoutsApi.update, {
      params: { id: live.id },
      body: { date: today(), routineId, items: [bench([60, 62.5])] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Workout>().routineId).toBeNull();
    const finished = await send(user, workoutsApi.update, {
      params: { id: live.id },
      body: { date: today(), routineId, endedAt: minutesAgo(0), items: [bench([60, 62.5])] },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json<Workout>().inProgress).toBe(false);
  });

  it("never takes another user's routine on an edit", async () => {
    const user = await lifter();
    const other = await lifter();
    const theirs = (
      await send(other, routinesApi.create, { body: { name: "Legs", items: [bench([60])] } })
    ).json<{ id: string }>().id;
    const workout = await created(user, { date: today(), items: [bench([60])] });
    const edited = await send(user, workoutsApi.update, {
      params: { id: workout.id },
      body: { date: today(), routineId: theirs, items: [bench([60])] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Workout>().routineId).toBeNull();
  });
});

describe("a session's length", () => {
  it("is at most a day: past that a workout was left running, answered 400 on endedAt", async () => {
    const user = await lifter();
    const response = await send(user, workoutsApi.log, {
      body: {
        date: today(),
        startedAt: new Date(Date.now() - 25 * 3600_000).toISOString(),
        endedAt: minutesAgo(0),
        items: [bench([60])],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.endedAt).toBe("A workout can last at most 24 hours");
  });
});

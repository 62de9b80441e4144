import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SaveWorkoutBody, type Workout } from "../../contract/workouts";
import { addDays, todayIn } from "../../domain/calendar";
import { withUserLock } from "../db/user-lock";
import { routines, weightEntries, workouts } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { assertMonthHasRoom, getWorkout, insertWorkout } from "./service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const today = () => todayIn("UTC");
const lastYear = () => addDays(today(), -365);

async function weighed(): Promise<TestUser> {
  const user = await createTestUser(ctx);
  await ctx.db.insert(weightEntries).values({ userId: user.id, date: today(), weightKg: 70 });
  return user;
}

const imported = (date: string) =>
  SaveWorkoutBody.parse({
    date,
    name: "Morning",
    startedAt: `${date}T07:00:00Z`,
    endedAt: `${date}T08:00:00Z`,
    items: [
      {
        exerciseId: "Barbell_Deadlift",
        sets: [
          { reps: 5, weightKg: 140 },
          { reps: 3, weightKg: 150, rpe: 9 },
        ],
      },
    ],
  });

describe("insertWorkout, as the importer calls it", () => {
  it("writes a keyed workout once: the same key again adds nothing and answers null", async () => {
    const user = await weighed();
    const write = () =>
      withUserLock(ctx.db, `workouts:${user.id}`, (tx) =>
        insertWorkout(tx, {
          userId: user.id,
          body: imported(lastYear()),
          source: "strong",
          importKey: "strong:2025-01-01T07:00:Morning",
        }),
      );
    const id = await write();
    expect(id).toEqual(expect.any(String));
    expect(await write()).toBeNull();
    const workout: Workout = await getWorkout(ctx.db, { userId: user.id, workoutId: id! });
    // Deadlift (strength, moderate resistance training): 3.5 MET × 70 kg × the hour from its start to its end.
    expect(workout).toMatchObject({
      source: "strong",
      name: "Morning",
      minutes: 60,
      kcal: 245,
      inProgress: false,
    });
    expect(workout.items[0]!.sets.map((s) => [s.reps, s.weightKg, s.rpe])).toEqual([
      [5, 140, null],
      [3, 150, 9],
    ]);
    expect(await ctx.db.select().from(workouts).where(eq(workouts.userId, user.id))).toHaveLength(
      1,
    );
  });

  it("refuses another user's routine with 404 and an unknown exercise on the field", async () => {
    const user = await weighed();
    const other = await weighed();
    const [routine] = await ctx.db
      .insert(routines)
      .values({ userId: other.id, name: "Theirs" })
      .returning();
    const insert = (body: SaveWorkoutBody) =>
      withUserLock(ctx.db, `workouts:${user.id}`, (tx) =>
        insertWorkout(tx, {
          userId: user.id,
          body: SaveWorkoutBody.parse(body),
          source: "app",
          importKey: null,
        }),
      );
    await expect(
      insert({
        date: today(),
        routineId: routine!.id,
        items: [{ exerciseId: "Plank", sets: [{ seconds: 60 }] }],
      }),
    ).rejects.toMatchObject({
      status: 404,
      message: "Routine not found",
    });
    await expect(
      insert({ date: today(), items: [{ exerciseId: "Nope", sets: [] }] }),
    ).rejects.toMatchObject({
      status: 400,
      fields: { "items.0.exerciseId": expect.any(String) },
    });
  });
});

describe("assertMonthHasRoom", () => {
  it("asks room for every workout about to be written, and leaves imported history of earlier months out", async () => {
    const user = await weighed();
    const rows = (n: number, values: Partial<typeof workouts.$inferInsert> = {}) =>
      Array.from({ length: n }, () => ({
        userId: user.id,
        date: today(),
        bodyWeightKg: 70,
        ...values,
      }));
    await ctx.db
      .insert(workouts)
      .values([...rows(27), ...rows(100, { source: "fitnotes", date: lastYear() })]);
    await expect(assertMonthHasRoom(ctx.db, user.id, 3)).resolves.toBeUndefined();
    await expect(assertMonthHasRoom(ctx.db, user.id, 4)).rejects.toMatchObject({ status: 403 });
    // Logged by hand for last year, it still counts: this month's logging, not history arriving.
    await ctx.db.insert(workouts).values(rows(1, { date: lastYear() }));
    await expect(assertMonthHasRoom(ctx.db, user.id, 3)).rejects.toMatchObject({ status: 403 });
  });
});

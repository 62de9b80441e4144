import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Workout } from "../../contract/workouts";
import { workoutsApi } from "../../contract/workouts-api";
import type { EndpointSpec } from "../../contract/endpoint";
import { weightEntries, workoutItems, workoutSets, workouts } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";
import { todayIn } from "../../domain/calendar";

let ctx: TestContext;
let alice: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  // Pro: no monthly workout limit, so every refusal below comes from the race itself.
  alice = await createTestUser(ctx, { plan: "Pro" });
  await ctx.db
    .insert(weightEntries)
    .values({ userId: alice.id, date: todayIn("UTC"), weightKg: 70 });
});
afterAll(() => ctx.close());

const ROWS = 20;
const run30 = { exerciseId: "activity_running_6mph", durationMin: 30 };
const yoga60 = { exerciseId: "activity_yoga", durationMin: 60 };
const send = (endpoint: EndpointSpec, input: TestCallInput = {}) =>
  ctx.call(endpoint, { ...input, cookie: alice.cookie });

async function logWorkouts(n = ROWS): Promise<Workout[]> {
  const made: Workout[] = [];
  for (let i = 0; i < n; i++)
    made.push(
      (
        await send(workoutsApi.log, { body: { date: todayIn("UTC"), items: [run30] } })
      ).json<Workout>(),
    );
  return made;
}

describe("workouts edited and deleted at the same moment", () => {
  it("answers an edit (with new items) 200 or 404 and the delete 200, never a 500, leaving no item behind", async () => {
    const made = await logWorkouts();
    const { first: edits, second: deletes } = await racePairs(
      made,
      (workout) =>
        send(workoutsApi.update, {
          params: { id: workout.id },
          body: { date: workout.date, notes: "Edited", items: [run30, yoga60] },
        }),
      (workout) => send(workoutsApi.remove, { params: { id: workout.id } }),
    );
    expectStatusesIn(edits, [200, 404]);
    expectStatusesIn(deletes, [200]);
    const ids = made.map((w) => w.id);
    expect(await ctx.db.select().from(workouts).where(inArray(workouts.id, ids))).toEqual([]);
    expect(
      await ctx.db.select().from(workoutItems).where(inArray(workoutItems.workoutId, ids)),
    ).toEqual([]);
  });

  it("lets one of two deletes of a workout through; the other finds nothing, a 404", async () => {
    const made = await logWorkouts();
    const remove = (workout: Workout) => send(workoutsApi.remove, { params: { id: workout.id } });
    const { first, second } = await racePairs(made, remove, remove);
    expect(made.map((_, i) => [first[i]!.statusCode, second[i]!.statusCode].sort())).toEqual(
      made.map(() => [200, 404]),
    );
  });

  it("keeps an edit whole when two edits of one workout race: one set of items, never both", async () => {
    const made = await logWorkouts();
    const { first, second } = await racePairs(
      made,
      (workout) =>
        send(workoutsApi.update, {
          params: { id: workout.id },
          body: { date: workout.date, notes: "A", items: [run30] },
        }),
      (workout) =>
        send(workoutsApi.update, {
          params: { id: workout.id },
          body: { date: workout.date, notes: "B", items: [yoga60, yoga60] },
        }),
    );
    expectStatusesIn([...first, ...second], [200]);
    const items = await ctx.db
      .select()
      .from(workoutItems)
      .where(
        inArray(
          workoutItems.workoutId,
          made.map((w) => w.id),
        ),
      );
    const heads = await ctx.db
      .select()
      .from(workouts)
      .where(
        inArray(
          workouts.id,
          made.map((w) => w.id),
        ),
      );
    for (const head of heads) {
      const own = items.filter((i) => i.workoutId === head.id).map((i) => i.exerciseId);
      expect(own, `workout noted ${head.notes}`).toEqual(
        head.notes === "A" ? [run30.exerciseId] : [yoga60.exerciseId, yoga60.exerciseId],
      );
    }
  });

  it("gives a new set id to one workout only when two saves claim it at once: 200 and 404 or 409, never a 500", async () => {
    const made = await logWorkouts();
    const pairs = made
      .slice(0, ROWS / 2)
      .map((a, i) => ({ a, b: made[ROWS / 2 + i]!, setId: randomUUID(), itemId: randomUUID() }));
    const save = (workout: Workout, ids: { setId: string; itemId: string }) =>
      send(workoutsApi.update, {
        params: { id: workout.id },
        body: {
          date: workout.date,
          items: [
            {
              id: ids.itemId,
              exerciseId: "Barbell_Squat",
              sets: [{ id: ids.setId, reps: 5, weightKg: 100 }],
            },
          ],
        },
      });
    const { first, second } = await racePairs(
      pairs,
      (pair) => save(pair.a, pair),
      (pair) => save(pair.b, pair),
    );
    expectStatusesIn([...first, ...second], [200, 404, 409]);
    pairs.forEach((_, i) =>
      expect([first[i]!.statusCode, second[i]!.statusCode].filter((s) => s === 200)).toHaveLength(
        1,
      ),
    );
    const sets = await ctx.db
      .select()
      .from(workoutSets)
      .where(
        inArray(
          workoutSets.id,
          pairs.map((p) => p.setId),
        ),
      );
    expect(sets).toHaveLength(pairs.length);
  });

  it("keeps a live workout whole when an autosave and Finish race: one of the two bodies, ended or not", async () => {
    const started: Workout[] = [];
    for (let i = 0; i < ROWS / 2; i++) {
      const response = await send(workoutsApi.log, {
        body: {
          date: todayIn("UTC"),
          startedAt: new Date(Date.now() - 3_600_000).toISOString(),
          items: [],
        },
      });
      started.push(response.json<Workout>());
    }
    const item = (weightKg: number) => ({
      exerciseId: "Barbell_Squat",
      sets: [
        { reps: 5, weightKg },
        { reps: 5, weightKg },
      ],
    });
    const { first, second } = await racePairs(
      started,
      (w) =>
        send(workoutsApi.update, {
          params: { id: w.id },
          body: { date: w.date, items: [item(100)] },
        }),
      (w) =>
        send(workoutsApi.update, {
          params: { id: w.id },
          body: { date: w.date, endedAt: new Date().toISOString(), items: [item(110)] },
        }),
    );
    expectStatusesIn([...first, ...second], [200]);
    for (const w of started) {
      const saved = (
        await send(workoutsApi.update, {
          params: { id: w.id },
          body: { date: w.date, items: [item(120)] },
        })
      ).json<Workout>();
      expect(saved.items).toHaveLength(1);
      expect(saved.items[0]!.sets).toHaveLength(2);
    }
  });
});

import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Workout } from "../../contract/workouts";
import { todayIn } from "../../domain/age";
import { weightEntries, workoutItems, workouts } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let alice: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  // Pro: no monthly workout limit, so every refusal below comes from the race itself.
  alice = await createTestUser(ctx, { plan: "Pro" });
  await ctx.db.insert(weightEntries).values({ userId: alice.id, date: todayIn("UTC"), weightKg: 70 });
});
afterAll(() => ctx.close());

const ROWS = 20;
const run30 = { exerciseId: "activity_running_6mph", durationMin: 30 };
const yoga60 = { exerciseId: "activity_yoga", durationMin: 60 };
const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  ctx.request({ method, url, cookie: alice.cookie, ...(payload ? { payload } : {}) });

async function logWorkouts(n = ROWS): Promise<Workout[]> {
  const made: Workout[] = [];
  for (let i = 0; i < n; i++) made.push((await send("POST", "/api/workouts", { date: todayIn("UTC"), items: [run30] })).json<Workout>());
  return made;
}

describe("workouts edited and deleted at the same moment", () => {
  it("answers an edit (with new items) 200 or 404 and the delete 200, never a 500, leaving no item behind", async () => {
    const made = await logWorkouts();
    const { first: edits, second: deletes } = await racePairs(
      made,
      (workout) => send("PUT", `/api/workouts/${workout.id}`, { date: workout.date, notes: "Edited", items: [run30, yoga60] }),
      (workout) => send("DELETE", `/api/workouts/${workout.id}`),
    );
    expectStatusesIn(edits, [200, 404]);
    expectStatusesIn(deletes, [200]);
    const ids = made.map((w) => w.id);
    expect(await ctx.db.select().from(workouts).where(inArray(workouts.id, ids))).toEqual([]);
    expect(await ctx.db.select().from(workoutItems).where(inArray(workoutItems.workoutId, ids))).toEqual([]);
  });

  it("lets one of two deletes of a workout through; the other finds nothing, a 404", async () => {
    const made = await logWorkouts();
    const remove = (workout: Workout) => send("DELETE", `/api/workouts/${workout.id}`);
    const { first, second } = await racePairs(made, remove, remove);
    expect(made.map((_, i) => [first[i]!.statusCode, second[i]!.statusCode].sort())).toEqual(made.map(() => [200, 404]));
  });

  it("keeps an edit whole when two edits of one workout race: one set of items, never both", async () => {
    const made = await logWorkouts();
    const { first, second } = await racePairs(
      made,
      (workout) => send("PUT", `/api/workouts/${workout.id}`, { date: workout.date, notes: "A", items: [run30] }),
      (workout) => send("PUT", `/api/workouts/${workout.id}`, { date: workout.date, notes: "B", items: [yoga60, yoga60] }),
    );
    expectStatusesIn([...first, ...second], [200]);
    const items = await ctx.db.select().from(workoutItems).where(inArray(workoutItems.workoutId, made.map((w) => w.id)));
    const heads = await ctx.db.select().from(workouts).where(inArray(workouts.id, made.map((w) => w.id)));
    for (const head of heads) {
      const own = items.filter((i) => i.workoutId === head.id).map((i) => i.exerciseId);
      expect(own, `workout noted ${head.notes}`).toEqual(head.notes === "A" ? [run30.exerciseId] : [yoga60.exerciseId, yoga60.exerciseId]);
    }
  });
});

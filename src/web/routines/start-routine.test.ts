import { describe, expect, it } from "vitest";
import type { Routine } from "../../contract/routines";
import type { LastSets } from "../../contract/workouts";
import { workoutFromRoutine } from "./start-routine";

const target = (
  reps: number | null,
  weightKg: number | null,
  kind: "warmup" | "normal" = "normal",
) => ({ kind, reps, weightKg, seconds: null });

const routine: Routine = {
  id: "7d1c3b7e-0000-4000-8000-000000000001",
  name: "Push day",
  folder: null,
  notes: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  items: [
    {
      exerciseId: "bench",
      exerciseName: "Bench press",
      category: "strength",
      kind: "weighted",
      supersetGroup: 1,
      restSeconds: 120,
      notes: "Pause on the chest",
      sets: [target(10, 40, "warmup"), target(5, 80), target(5, 80)],
    },
    {
      exerciseId: "squat",
      exerciseName: "Squat",
      category: "strength",
      kind: "weighted",
      supersetGroup: 1,
      restSeconds: null,
      notes: null,
      sets: [target(5, 100)],
    },
    {
      exerciseId: "run",
      exerciseName: "Running",
      category: "cardio",
      kind: "cardio",
      supersetGroup: null,
      restSeconds: null,
      notes: null,
      sets: [],
    },
  ],
};

const last: LastSets["last"] = {
  bench: {
    workoutId: "w1",
    date: "2026-11-20",
    distanceM: null,
    durationMin: null,
    sets: [
      { kind: "warmup", reps: 8, weightKg: 45, seconds: null, rpe: null },
      { kind: "normal", reps: 6, weightKg: 82.5, seconds: null, rpe: 8 },
    ],
  },
};

describe("workoutFromRoutine", () => {
  const now = new Date("2026-11-25T09:30:00.000Z");
  const body = workoutFromRoutine(routine, last, "2026-11-25", now);

  it("starts a live workout named after the routine, today, now, not ended", () => {
    expect(body).toMatchObject({
      date: "2026-11-25",
      name: "Push day",
      startedAt: "2026-11-25T09:30:00.000Z",
      endedAt: null,
      routineId: routine.id,
    });
    expect(body.items.map((i) => [i.exerciseId, i.supersetGroup, i.restSeconds])).toEqual([
      ["bench", 1, 120],
      ["squat", 1, null],
      ["run", null, null],
    ]);
    expect(body.items[0]!.notes).toBe("Pause on the chest");
  });

  it("fills each set with last time's numbers at that position, else the routine's target, none done", () => {
    expect(body.items[0]!.sets).toEqual([
      { kind: "warmup", reps: 8, weightKg: 45, seconds: null, done: false },
      { kind: "normal", reps: 6, weightKg: 82.5, seconds: null, done: false },
      { kind: "normal", reps: 5, weightKg: 80, seconds: null, done: false },
    ]);
    expect(body.items[1]!.sets).toEqual([
      { kind: "normal", reps: 5, weightKg: 100, seconds: null, done: false },
    ]);
    expect(body.items[2]!.sets).toEqual([]);
  });
});

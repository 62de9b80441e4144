import { describe, expect, it } from "vitest";
import type { WorkoutItem } from "../../contract/workouts";
import { describeItemSets, describePrevious, describeSet, paceAndSpeed } from "./training-format";

const set = (
  weightKg: number | null,
  reps: number | null,
  kind: "normal" | "warmup" = "normal",
) => ({
  id: "s",
  kind,
  reps,
  weightKg,
  seconds: null,
  rpe: null,
  done: true,
  records: [],
});
const item = (sets: WorkoutItem["sets"], extra: Partial<WorkoutItem> = {}): WorkoutItem => ({
  id: "i",
  exerciseId: "e",
  exerciseName: "Bench",
  category: "strength",
  kind: "weighted",
  durationMin: null,
  intensity: null,
  distanceM: null,
  supersetGroup: null,
  restSeconds: null,
  notes: null,
  met: 5,
  metCode: null,
  metDescription: null,
  kcal: 0,
  sets,
  ...extra,
});

describe("workout text", () => {
  it("shows a 5 km run in 27:30 as 5:30 /km and 10.9 km/h, and per mile for imperial users", () => {
    expect(paceAndSpeed(5000, 1650, "metric")).toEqual({ pace: "5:30 /km", speed: "10.9 km/h" });
    expect(paceAndSpeed(5000, 1650, "imperial")).toEqual({ pace: "8:51 /mi", speed: "6.8 mph" });
    expect(paceAndSpeed(null, 1650, "metric")).toBeNull();
  });

  it("writes alike sets as 3 × 5 · 100 kg and different ones one by one", () => {
    expect(describeItemSets(item([set(100, 5), set(100, 5), set(100, 5)]), "metric")).toBe(
      "3 × 5 · 100 kg",
    );
    expect(describeItemSets(item([set(40, 10, "warmup"), set(60, 5), set(65, 5)]), "metric")).toBe(
      "W 40 kg × 10, 60 kg × 5, 65 kg × 5",
    );
    expect(describeItemSets(item([set(60, 5), set(60, 5)]), "imperial")).toBe("2 × 5 · 132.3 lb");
    expect(
      describeItemSets(
        item([], { kind: "cardio", distanceM: 5000, durationMin: 27.5 }),
        "imperial",
      ),
    ).toBe("3.11 mi · 27:30 · 8:51 /mi");
  });

  it("marks added and assisted weight and shows what was done last time at each position", () => {
    expect(describeSet(set(10, 8), "bodyweight", "metric")).toBe("+10 kg × 8");
    expect(describeSet(set(20, 6), "assisted", "metric")).toBe("−20 kg × 6");
    expect(describeSet(set(null, 12), "bodyweight", "metric")).toBe("12 reps");
    const last = {
      workoutId: "w",
      date: "2026-11-20",
      distanceM: null,
      durationMin: null,
      sets: [{ kind: "normal" as const, reps: 5, weightKg: 60, seconds: null, rpe: null }],
    };
    expect(describePrevious(last, 0, "weighted", "metric")).toBe("60 kg × 5");
    expect(describePrevious(last, 1, "weighted", "metric")).toBe("–");
  });
});

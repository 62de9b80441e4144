import { describe, expect, it } from "vitest";
import type { Workout } from "../../../contract/workouts";
import {
  bodyOf,
  draftOf,
  fieldKeyOf,
  groupRuns,
  moveItem,
  newItem,
  nextSet,
  restsAfter,
  supersetWithNext,
  type Draft,
} from "./draft";

let n = 0;
const newId = () => `id-${++n}`;
const bench = {
  id: "Barbell_Bench_Press_-_Medium_Grip",
  name: "Barbell Bench Press - Medium Grip",
  kind: "weighted" as const,
  defaultIntensity: null,
};
const run = {
  id: "activity_running",
  name: "Running",
  kind: "cardio" as const,
  defaultIntensity: null,
};
const last = {
  workoutId: "w0",
  date: "2026-11-20",
  distanceM: null,
  durationMin: null,
  sets: [
    { kind: "warmup" as const, reps: 10, weightKg: 40, seconds: null, rpe: null },
    { kind: "normal" as const, reps: 5, weightKg: 60, seconds: null, rpe: 8 },
  ],
};
const draft = (items: Draft["items"]): Draft => ({
  date: "2026-11-25",
  name: "Push",
  notes: "",
  bodyWeight: "",
  startedAt: "2026-11-25T17:00:00.000Z",
  endedAt: null,
  routineId: null,
  items,
});

describe("the logger's draft", () => {
  it("pre-fills a new exercise with last time's sets, none done, and a new set from the one before", () => {
    const item = newItem(bench, last, "metric", newId);
    expect(item.sets.map((s) => [s.kind, s.weight, s.reps, s.done])).toEqual([
      ["warmup", "40", "10", false],
      ["normal", "60", "5", false],
    ]);
    const third = nextSet(
      { ...item, sets: [{ ...item.sets[0]!, done: true }] },
      last,
      "metric",
      "x",
    );
    expect(third).toMatchObject({ id: "x", kind: "normal", weight: "40", reps: "10", done: false });
    expect(nextSet({ ...item, sets: [] }, last, "metric", "y")).toMatchObject({
      kind: "warmup",
      weight: "40",
    });
  });

  it("shows last time's kilograms in pounds for an imperial user and sends kilograms back", () => {
    const item = newItem(bench, last, "imperial", newId);
    expect(item.sets[1]!.weight).toBe("132.3");
    const body = bodyOf(draft([item]), "imperial");
    expect(body.items[0]!.sets![1]!.weightKg).toBeCloseTo(60.01, 1);
  });

  it("sends a 5 km run in 27:30 as metres and minutes, with one set of its seconds", () => {
    const item = { ...newItem(run, undefined, "metric", newId), distance: "5", time: "27:30" };
    const sent = bodyOf(draft([item]), "metric").items[0]!;
    expect(sent).toMatchObject({ distanceM: 5000, durationMin: 27.5 });
    expect(sent.sets).toEqual([
      expect.objectContaining({ seconds: 1650, reps: null, weightKg: null }),
    ]);
    const miles = bodyOf(draft([{ ...item, distance: "3.1" }]), "imperial").items[0]!;
    expect(miles.distanceM).toBeCloseTo(4988.97, 1);
  });

  it("passes text that is not a number to the server as typed, so its 400 names the field", () => {
    const item = newItem(bench, undefined, "metric", newId);
    item.sets[0] = { ...item.sets[0]!, reps: "five", weight: "" };
    const sent = bodyOf(draft([item]), "metric").items[0]!.sets![0]!;
    expect(sent.reps).toBe("five");
    expect(sent.weightKg).toBeNull();
    expect(fieldKeyOf("items.0.sets.0.reps", draft([item]))).toBe(
      `${item.id}/${item.sets[0].id}/reps`,
    );
    expect(fieldKeyOf("items.0.distanceM", draft([item]))).toBe(`${item.id}/distanceM`);
    expect(fieldKeyOf("date", draft([item]))).toBe("date");
  });

  it("joins an exercise with the next into a superset and draws consecutive members together", () => {
    const items = [
      newItem(bench, undefined, "metric", newId),
      newItem(bench, undefined, "metric", newId),
      newItem(run, undefined, "metric", newId),
    ];
    const joined = supersetWithNext(items, 0);
    expect(joined.map((i) => i.supersetGroup)).toEqual([1, 1, null]);
    expect(groupRuns(joined).map((r) => r.items.length)).toEqual([2, 1]);
    const chained = supersetWithNext(joined, 1);
    expect(chained.map((i) => i.supersetGroup)).toEqual([1, 1, 1]);
    expect(moveItem(items, 0, -1)).toBe(items);
    expect(moveItem(items, 0, 1).map((i) => i.id)).toEqual([
      items[1]!.id,
      items[0]!.id,
      items[2]!.id,
    ]);
  });

  it("reads a saved workout back into text in the user's units", () => {
    const workout = {
      id: "w",
      date: "2026-11-25",
      name: null,
      notes: null,
      bodyWeightKg: 80,
      startedAt: null,
      endedAt: null,
      inProgress: false,
      routineId: null,
      source: "app",
      kcal: 0,
      minutes: 0,
      createdAt: "",
      items: [
        {
          id: "i",
          exerciseId: "activity_running",
          exerciseName: "Running",
          category: "cardio",
          kind: "cardio",
          durationMin: 27.5,
          intensity: null,
          distanceM: 5000,
          supersetGroup: null,
          restSeconds: null,
          notes: null,
          met: 9.8,
          metCode: null,
          metDescription: null,
          kcal: 0,
          sets: [],
        },
      ],
    } satisfies Workout;
    expect(draftOf(workout, "metric").items[0]).toMatchObject({ distance: "5", time: "27:30" });
    expect(draftOf(workout, "imperial").items[0]).toMatchObject({ distance: "3.11" });
  });
});

describe("rest in a superset", () => {
  it("comes after its last exercise, not between its members", () => {
    const items = [0, 1, 2, 3].map((k) => ({
      ...newItem(bench, undefined, "metric", newId),
      supersetGroup: k < 2 ? 1 : null,
    }));
    expect([0, 1, 2, 3].map((i) => restsAfter(items, i))).toEqual([false, true, true, true]);
  });
});

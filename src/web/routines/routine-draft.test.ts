import { describe, expect, it } from "vitest";
import type { Routine } from "../../contract/routines";
import {
  bodyOf,
  draftOf,
  newKey,
  nextSet,
  type DraftItem,
  type RoutineDraft,
} from "./routine-draft";

const item = (exerciseId: string, supersetWithNext: boolean, weight = "100"): DraftItem => ({
  key: newKey(),
  exerciseId,
  exerciseName: exerciseId,
  kind: "weighted",
  restSeconds: "",
  supersetWithNext,
  sets: [{ key: newKey(), kind: "normal", reps: "5", weight, seconds: "" }],
});

const draft = (items: DraftItem[]): RoutineDraft => ({
  name: "Day",
  folder: "  ",
  notes: "",
  items,
});

describe("bodyOf", () => {
  it("turns chains of 'superset with next' into one group number each", () => {
    const { body } = bodyOf(
      draft([
        item("a", true),
        item("b", false),
        item("c", false),
        item("d", true),
        item("e", true),
        item("f", false),
      ]),
      "metric",
    );
    expect(body.items.map((i) => i.supersetGroup)).toEqual([1, 1, null, 2, 2, 2]);
    expect(body.folder).toBeNull();
  });

  it("sends pounds as kilograms and reads a decimal comma", () => {
    const { body, errors } = bodyOf(
      draft([item("a", false, "225"), item("b", false, "102,5")]),
      "imperial",
    );
    expect(errors).toEqual({});
    expect(body.items[0]!.sets![0]!.weightKg).toBeCloseTo(102.058, 3);
    expect(body.items[1]!.sets![0]!.weightKg).toBeCloseTo(46.493, 3);
  });

  it("names fields that are not numbers, keyed as the server keys them", () => {
    const { errors } = bodyOf(draft([item("a", false), item("b", false, "lots")]), "metric");
    expect(errors).toEqual({ "items.1.sets.0.weightKg": "Enter the weight as a number" });
  });
});

describe("draftOf", () => {
  it("shows stored kilograms in the user's unit and links superset neighbours", () => {
    const target = { kind: "normal" as const, reps: 5, weightKg: 100, seconds: null };
    const routine: Routine = {
      id: "r",
      name: "Day",
      folder: null,
      notes: null,
      createdAt: "",
      updatedAt: "",
      items: [
        {
          exerciseId: "a",
          exerciseName: "A",
          category: "strength",
          kind: "weighted",
          supersetGroup: 3,
          restSeconds: 90,
          notes: null,
          sets: [target],
        },
        {
          exerciseId: "b",
          exerciseName: "B",
          category: "strength",
          kind: "weighted",
          supersetGroup: 3,
          restSeconds: null,
          notes: null,
          sets: [target],
        },
      ],
    };
    const { items } = draftOf(routine, "imperial");
    expect(items.map((i) => [i.supersetWithNext, i.restSeconds, i.sets[0]!.weight])).toEqual([
      [true, "90", "220.5"],
      [false, "", "220.5"],
    ]);
  });

  it("adds a set as a copy of the last one, a warm-up becoming a working set", () => {
    expect(
      nextSet([{ key: "x", kind: "warmup", reps: "10", weight: "40", seconds: "" }]),
    ).toMatchObject({ kind: "normal", reps: "10", weight: "40" });
  });
});

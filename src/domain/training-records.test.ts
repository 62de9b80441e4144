import { describe, expect, it } from "vitest";
import {
  detectRecords,
  personalBests,
  sessionSummary,
  type RecordSessionInput,
  type RecordSetInput,
} from "./training-records";

let nextId = 0;
function set(
  weightKg: number | null,
  reps: number | null,
  extra: Partial<RecordSetInput> = {},
): RecordSetInput {
  nextId += 1;
  return {
    setId: `s${nextId}`,
    kind: "normal",
    reps,
    weightKg,
    seconds: null,
    done: true,
    ...extra,
  };
}
function session(
  workoutId: string,
  date: string,
  sets: RecordSetInput[],
  cardio: { distanceM?: number; durationMin?: number } = {},
): RecordSessionInput {
  return {
    workoutId,
    date,
    distanceM: cardio.distanceM ?? null,
    durationMin: cardio.durationMin ?? null,
    sets,
  };
}

describe("detectRecords", () => {
  it("flags nothing in the first session, whatever it holds", () => {
    const sets = [set(60, 5), set(70, 5), set(80, 3)];
    expect(detectRecords("weighted", [session("w1", "2026-11-01", sets)]).size).toBe(0);
  });

  it("flags a heavier set in a later session as weight, 1RM and volume records", () => {
    const later = set(70, 5);
    const flags = detectRecords("weighted", [
      session("w1", "2026-11-01", [set(60, 5), set(60, 5), set(60, 5)]),
      session("w2", "2026-11-08", [later]),
    ]);
    expect(flags.get(later.setId)).toEqual(["weight", "oneRepMax", "volume"]);
    expect(flags.size).toBe(1);
  });

  it("never counts a tie as a record", () => {
    const tie = set(60, 5);
    const flags = detectRecords("weighted", [
      session("w1", "2026-11-01", [set(60, 5)]),
      session("w2", "2026-11-08", [tie]),
    ]);
    expect(flags.has(tie.setId)).toBe(false);
  });

  it("ignores warm-ups and sets not ticked done, before and after", () => {
    const warmup = set(100, 5, { kind: "warmup" });
    const undone = set(100, 5, { done: false });
    const real = set(65, 5);
    const flags = detectRecords("weighted", [
      session("w1", "2026-11-01", [set(200, 1, { kind: "warmup" }), set(60, 5)]),
      session("w2", "2026-11-08", [warmup, undone, real]),
    ]);
    expect(flags.has(warmup.setId)).toBe(false);
    expect(flags.has(undone.setId)).toBe(false);
    // The 200 kg warm-up of the first session does not stand in the way.
    expect(flags.get(real.setId)).toEqual(["weight", "oneRepMax", "volume"]);
  });

  it("compares later sets of a session with earlier ones in it too", () => {
    const first = set(65, 5);
    const second = set(67.5, 5);
    const flags = detectRecords("weighted", [
      session("w1", "2026-11-01", [set(60, 5)]),
      session("w2", "2026-11-08", [first, second]),
    ]);
    expect(flags.get(first.setId)).toContain("weight");
    expect(flags.get(second.setId)).toContain("weight");
  });

  it("flags a rep record for more reps at a weight already done, not for a new heaviest weight", () => {
    const moreReps = set(60, 8);
    const lighterMore = set(50, 7);
    const lighterFewer = set(50, 6);
    const flags = detectRecords("weighted", [
      session("w1", "2026-11-01", [set(60, 5), set(50, 6)]),
      session("w2", "2026-11-08", [moreReps, lighterFewer]),
      session("w3", "2026-11-15", [lighterMore]),
    ]);
    expect(flags.get(moreReps.setId)).toContain("reps");
    // 6 at 50 kg is fewer than the 8 done at 60 kg: not a rep record.
    expect(flags.get(lighterFewer.setId)).toBeUndefined();
    expect(flags.get(lighterMore.setId)).toBeUndefined();
    const heavier = set(80, 2);
    const next = detectRecords("weighted", [
      session("w1", "2026-11-01", [set(60, 5)]),
      session("w2", "2026-11-08", [heavier]),
    ]);
    expect(next.get(heavier.setId)).toEqual(["weight", "oneRepMax"]);
  });

  it("uses Epley for the 1RM: 100 × 1 beats 80 × 6 (96) but 80 × 8 (101.3) beats it", () => {
    const single = set(100, 1);
    const eight = set(80, 8);
    const flags = detectRecords("weighted", [
      session("w1", "2026-11-01", [set(80, 6)]),
      session("w2", "2026-11-08", [single]),
      session("w3", "2026-11-15", [eight]),
    ]);
    expect(flags.get(single.setId)).toEqual(["weight", "oneRepMax"]);
    expect(flags.get(eight.setId)).toEqual(["oneRepMax", "volume", "reps"]);
  });

  it("gives bodyweight exercises rep records and assisted ones rep records at less assistance only", () => {
    const pullUps = set(null, 12);
    expect(
      detectRecords("bodyweight", [
        session("w1", "2026-11-01", [set(null, 10)]),
        session("w2", "2026-11-08", [pullUps]),
      ]).get(pullUps.setId),
    ).toEqual(["reps"]);
    const lessHelp = set(20, 8);
    const moreHelp = set(40, 12);
    const assisted = detectRecords("assisted", [
      session("w1", "2026-11-01", [set(30, 8)]),
      session("w2", "2026-11-08", [lessHelp, moreHelp]),
    ]);
    expect(assisted.get(lessHelp.setId)).toBeUndefined();
    expect(assisted.get(moreHelp.setId)).toEqual(["reps"]);
  });

  it("flags nothing for timed and cardio exercises (their bests are in the records list)", () => {
    const hold = set(null, null, { seconds: 90 });
    expect(
      detectRecords("timed", [
        session("w1", "2026-11-01", [set(null, null, { seconds: 60 })]),
        session("w2", "2026-11-08", [hold]),
      ]).size,
    ).toBe(0);
  });
});

describe("personalBests", () => {
  it("keeps the earliest set that reached each best, and the rep records that still stand", () => {
    const bests = personalBests("weighted", [
      session("w1", "2026-11-01", [set(60, 5), set(60, 5), set(50, 10, { kind: "warmup" })]),
      session("w2", "2026-11-08", [set(70, 5), set(60, 8)]),
      session("w3", "2026-11-15", [set(70, 5), set(50, 6)]),
    ]);
    expect(bests.heaviest).toEqual({ workoutId: "w2", date: "2026-11-08", weightKg: 70, reps: 5 });
    expect(bests.bestOneRepMax?.workoutId).toBe("w2");
    expect(bests.bestOneRepMax?.valueKg).toBeCloseTo(70 * (1 + 5 / 30));
    expect(bests.bestSetVolume).toMatchObject({
      workoutId: "w2",
      weightKg: 60,
      reps: 8,
      volumeKg: 480,
    });
    // 50 × 6 is dominated by 60 × 8; the warm-up 50 × 10 never counts.
    expect(bests.mostReps.map((r) => [r.weightKg, r.reps])).toEqual([
      [60, 8],
      [70, 5],
    ]);
    expect(bests.lastDone).toBe("2026-11-15");
  });

  it("finds the longest hold, the farthest distance and the fastest pace", () => {
    expect(
      personalBests("timed", [
        session("w1", "2026-11-01", [
          set(null, null, { seconds: 60 }),
          set(null, null, { seconds: 75 }),
        ]),
      ]).longestSeconds,
    ).toMatchObject({
      seconds: 75,
    });
    const runs = personalBests("cardio", [
      session("r1", "2026-11-01", [], { distanceM: 5000, durationMin: 27.5 }),
      session("r2", "2026-11-03", [], { distanceM: 10000, durationMin: 60 }),
      session("r3", "2026-11-05", [], { distanceM: 5000, durationMin: 27.5 }),
    ]);
    expect(runs.longestDistance).toMatchObject({ workoutId: "r2", distanceM: 10000 });
    expect(runs.bestPace).toMatchObject({ workoutId: "r1", secondsPerKm: 330 });
    expect(runs.heaviest).toBeNull();
  });
});

describe("sessionSummary", () => {
  it("sums the volume of counted sets and takes their best Epley estimate", () => {
    const summary = sessionSummary([
      set(40, 10, { kind: "warmup" }),
      set(60, 5),
      set(60, 5),
      set(70, 3, { done: false }),
    ]);
    expect(summary.volumeKg).toBe(600);
    expect(summary.bestOneRepMaxKg).toBeCloseTo(70);
    expect(sessionSummary([set(null, 10)])).toEqual({ bestOneRepMaxKg: null, volumeKg: 0 });
  });
});

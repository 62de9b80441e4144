import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectFormat, parseWorkoutExport, UnknownFormat } from "./index";
import { parseStrongDate, parseStrongDuration } from "./strong";
import { parseHevyTime } from "./hevy";

const fixture = (name: string) => readFileSync(`tests/fixtures/workout-csv/${name}`, "utf8");

describe("format detection", () => {
  it("knows each app by its header", () => {
    expect(
      detectFormat([
        "Date",
        "Workout Name",
        "Duration",
        "Exercise Name",
        "Set Order",
        "Weight",
        "Reps",
      ]),
    ).toBe("strong");
    expect(
      detectFormat(["title", "start_time", "end_time", "exercise_title", "set_type", "weight_lbs"]),
    ).toBe("hevy");
    expect(detectFormat(["Date", "Exercise", "Category", "Weight (kgs)", "Reps"])).toBe("fitnotes");
    expect(detectFormat(["Date", "Food", "Calories"])).toBeNull();
  });

  it("refuses a file that is none of them", () => {
    expect(() => parseWorkoutExport("Date,Food,kcal\n2024-01-01,Apple,52")).toThrow(UnknownFormat);
  });
});

describe("Strong", () => {
  it("reads dates in 24-hour and AM/PM forms, and durations like 1h 5m", () => {
    expect(parseStrongDate("2024-01-15 08:30:00")).toEqual({
      date: "2024-01-15",
      time: "08:30:00",
    });
    expect(parseStrongDate("2024-01-15 8:30:00\u202fPM")).toEqual({
      date: "2024-01-15",
      time: "20:30:00",
    });
    expect(parseStrongDate("2024-02-30 08:30:00")).toBeNull();
    expect(parseStrongDuration("1h 5m")).toBe(3900);
    expect(parseStrongDuration("45m")).toBe(2700);
    expect(parseStrongDuration("")).toBeNull();
    expect(parseStrongDuration("soon")).toBeNull();
  });

  it("asks for the weight unit when the file does not say it", () => {
    const parsed = parseWorkoutExport(fixture("strong.csv"));
    expect(parsed).toMatchObject({
      format: "strong",
      needsWeightUnit: true,
      needsDistanceUnit: true,
    });
    expect(
      parseWorkoutExport(fixture("strong.csv"), { weightUnit: "kg", distanceUnit: "km" }),
    ).toMatchObject({ needsWeightUnit: false, needsDistanceUnit: false });
  });

  it("groups sets into workouts and exercises, with set kinds, notes and RPE; skips rest timers", () => {
    const parsed = parseWorkoutExport(fixture("strong.csv"), {
      weightUnit: "lb",
      distanceUnit: "mi",
    });
    expect(parsed.workouts.map((w) => [w.date, w.time, w.name, w.durationSeconds])).toEqual([
      ["2024-01-15", "08:30:00", "Push Day", 3900],
      ["2024-01-17", "18:05:00", "Legs", 3120],
      ["2024-01-20", "07:00:00", "Pull", 2700],
    ]);
    const push = parsed.workouts[0]!;
    expect(push.notes).toBe("Felt strong, slept well");
    expect(push.exercises.map((e) => e.name)).toEqual([
      "Bench Press (Barbell)",
      "Overhead Press (Barbell)",
      "Landmine Press (Barbell)",
      "Plank",
    ]);
    expect(push.exercises[0]!.sets.map((s) => [s.kind, s.reps, s.weightKg, s.rpe])).toEqual([
      ["warmup", 10, 18.144, null],
      ["normal", 8, 36.287, 8],
      ["normal", 7, 36.287, 8.5],
      ["failure", 5, 36.287, 10],
    ]);
    expect(push.exercises[1]).toMatchObject({
      notes: 'Grip "thumbless", elbows in',
      sets: [{ kind: "normal" }, { kind: "drop" }],
    });
    expect(push.exercises[3]!.sets[0]).toMatchObject({ seconds: 60, reps: 0 });
    const run = parsed.workouts[1]!.exercises.find((e) => e.name === "Running")!;
    expect(run.sets[0]).toMatchObject({ seconds: 1800, distanceM: 8368.6 });
  });

  it("reports each bad line with its number and what is wrong, and keeps the rest", () => {
    const parsed = parseWorkoutExport(fixture("strong.csv"), { weightUnit: "kg" });
    expect(parsed.errors).toEqual([
      { line: 11, message: "the date is missing" },
      { line: 13, message: 'Reps "five" is not a number' },
      { line: 15, message: 'the set order "X" is not a number or W, D, F' },
    ]);
    expect(parsed.workouts[1]!.exercises[0]!.sets).toHaveLength(2);
  });

  it("reads the older semicolon layout with its own units and decimal commas", () => {
    const parsed = parseWorkoutExport(fixture("strong-legacy.csv"));
    expect(parsed).toMatchObject({
      format: "strong",
      needsWeightUnit: false,
      needsDistanceUnit: false,
      errors: [],
    });
    const [deadlift, legPress, cycling] = parsed.workouts[0]!.exercises;
    expect(deadlift!.sets.map((s) => s.weightKg)).toEqual([60, 62.5]);
    expect(legPress!.sets[0]!.weightKg).toBe(102.058);
    expect(cycling!.sets[0]).toMatchObject({ distanceM: 10000, seconds: 1500 });
  });
});

describe("Hevy", () => {
  it("reads its dates", () => {
    expect(parseHevyTime("15 Jan 2024, 08:30")).toEqual({ date: "2024-01-15", time: "08:30:00" });
    expect(parseHevyTime("31 Feb 2024, 08:30")).toBeNull();
  });

  it("takes the unit from the column name, set types, supersets, and the duration from the end time", () => {
    const parsed = parseWorkoutExport(fixture("hevy.csv"));
    expect(parsed).toMatchObject({ format: "hevy", needsWeightUnit: false });
    const [upper, run] = parsed.workouts;
    expect(upper).toMatchObject({
      name: "Upper A",
      date: "2024-01-15",
      time: "08:30:00",
      durationSeconds: 3900,
      notes: "Morning session",
    });
    expect(upper!.exercises[0]!.sets.map((s) => [s.kind, s.weightKg, s.reps, s.rpe])).toEqual([
      ["warmup", 40, 10, null],
      ["normal", 82.5, 8, 8],
      ["drop", 60, 12, null],
    ]);
    expect(upper!.exercises[1]).toMatchObject({
      name: "Lat Pulldown (Cable)",
      supersetGroup: 1,
      notes: "Wide grip",
    });
    expect(upper!.exercises[2]!.sets[0]).toMatchObject({ kind: "failure", rpe: 9.5 });
    expect(run!.exercises[0]!.sets[0]).toMatchObject({ distanceM: 5010, seconds: 1860 });
    expect(parsed.errors).toEqual([
      { line: 7, message: 'the set type "superset" is not normal, warmup, dropset or failure' },
      { line: 9, message: "the start time is missing" },
    ]);
  });

  it("converts weight_lbs and distance_miles", () => {
    const text =
      "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_miles,duration_seconds,rpe\n" +
      'Legs,"16 Jan 2024, 18:00","16 Jan 2024, 19:00",,Squat (Barbell),,,0,normal,225,5,,,\n';
    expect(parseWorkoutExport(text).workouts[0]!.exercises[0]!.sets[0]!.weightKg).toBe(102.058);
  });
});

describe("FitNotes", () => {
  it("makes one workout a day, with the unit from the weight column and times as seconds", () => {
    const parsed = parseWorkoutExport(fixture("fitnotes.csv"), { distanceUnit: "km" });
    expect(parsed).toMatchObject({ format: "fitnotes", needsWeightUnit: false });
    expect(parsed.workouts.map((w) => [w.date, w.time, w.name, w.exercises.length])).toEqual([
      ["2024-01-15", null, null, 2],
      ["2024-01-16", null, null, 2],
    ]);
    expect(parsed.workouts[0]!.exercises[0]).toMatchObject({
      notes: "Last rep slow, paused",
      sets: [{ weightKg: 80, reps: 8 }, { reps: 7 }],
    });
    expect(parsed.workouts[1]!.exercises[1]!.sets[0]).toMatchObject({
      distanceM: 5000,
      seconds: 1800,
      reps: null,
    });
    expect(parsed.errors).toEqual([
      { line: 6, message: 'Reps "abc" is not a number' },
      { line: 8, message: 'the date "2024-01-99" is not a date like 2024-01-15' },
    ]);
  });

  it("asks for the unit of a plain Weight column without units", () => {
    const parsed = parseWorkoutExport(
      "Date,Exercise,Category,Weight,Reps\n2024-01-15,Bench,Chest,60,8\n",
    );
    expect(parsed.needsWeightUnit).toBe(true);
    expect(
      parseWorkoutExport(
        "Date,Exercise,Category,Weight,Weight Unit,Reps\n2024-01-15,Bench,Chest,135,lbs,8\n",
      ).workouts[0]!.exercises[0]!.sets[0]!.weightKg,
    ).toBe(61.235);
  });
});

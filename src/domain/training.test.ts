import { describe, expect, it } from "vitest";
import {
  epleyOneRepMax,
  exerciseKindOf,
  formatClock,
  metForSpeed,
  METRES_PER_MILE,
  paceSeconds,
  parseClock,
  setVolumeKg,
  speedActivityOf,
  speedPerHour,
} from "./training";

describe("Epley's one-rep max, w × (1 + r / 30)", () => {
  it("gives 116.7 kg for 100 kg × 5 and the weight itself for a single", () => {
    expect(epleyOneRepMax(100, 5)).toBeCloseTo(116.667, 3);
    expect(epleyOneRepMax(80, 10)).toBeCloseTo(106.667, 3);
    expect(epleyOneRepMax(140, 1)).toBe(140);
  });

  it("is 0 without a rep or a weight", () => {
    expect(epleyOneRepMax(100, 0)).toBe(0);
    expect(epleyOneRepMax(0, 8)).toBe(0);
  });
});

describe("set volume, load × reps", () => {
  it("multiplies, and is 0 when either is missing", () => {
    expect(setVolumeKg(100, 5)).toBe(500);
    expect(setVolumeKg(22.5, 12)).toBe(270);
    expect(setVolumeKg(null, 5)).toBe(0);
    expect(setVolumeKg(60, null)).toBe(0);
  });
});

describe("pace and speed", () => {
  it("gives 5:30 /km for 5 km in 27:30, and 8:51 /mile", () => {
    const seconds = parseClock("27:30")!;
    expect(seconds).toBe(1650);
    expect(paceSeconds(5000, seconds, "km")).toBe(330);
    expect(formatClock(paceSeconds(5000, seconds, "km")!)).toBe("5:30");
    expect(formatClock(paceSeconds(5000, seconds, "mi")!)).toBe("8:51");
  });

  it("gives km/h and mph, a mile being 1,609.344 m", () => {
    expect(speedPerHour(5000, 1650, "km")).toBeCloseTo(10.909, 3);
    expect(speedPerHour(5000, 1650, "mi")).toBeCloseTo(6.779, 3);
    expect(speedPerHour(METRES_PER_MILE * 10, 3600, "mi")).toBeCloseTo(10, 9);
  });

  it("is null without a distance or a time", () => {
    expect(paceSeconds(0, 1650, "km")).toBeNull();
    expect(paceSeconds(5000, 0, "km")).toBeNull();
    expect(speedPerHour(-1, 60, "mi")).toBeNull();
  });
});

describe("clock times", () => {
  it("reads minutes:seconds, hours:minutes:seconds and plain minutes", () => {
    expect(parseClock("27:30")).toBe(1650);
    expect(parseClock(" 1:02:05 ")).toBe(3725);
    expect(parseClock("90:00")).toBe(5400);
    expect(parseClock("45")).toBe(2700);
    expect(parseClock("2.5")).toBe(150);
  });

  it("refuses what is not a time", () => {
    for (const text of ["", "abc", "5:75", "1:60:00", "27:3", "-5", "1:2:3:4"])
      expect(parseClock(text), text).toBeNull();
  });

  it("writes seconds as m:ss, or h:mm:ss past the hour, rounding to the second", () => {
    expect(formatClock(330)).toBe("5:30");
    expect(formatClock(3725)).toBe("1:02:05");
    expect(formatClock(59.6)).toBe("1:00");
    expect(formatClock(0)).toBe("0:00");
  });
});

describe("MET by speed, from the Compendium's rows", () => {
  it("takes running, 6.7 mph (12060, 10.5 MET) for 5 km in 27:30 (6.78 mph)", () => {
    expect(metForSpeed("running", 5000, 1650)).toMatchObject({
      mph: 6.7,
      met: 10.5,
      code: "12060",
    });
  });

  it("takes the nearest row for walks and rides, and the ends of the table past them", () => {
    expect(metForSpeed("walking", 5000, 3600)).toMatchObject({ code: "17190", met: 3.5 });
    expect(metForSpeed("cycling", 20_000, 3600)).toMatchObject({ code: "01040", met: 8.0 });
    // A marathon in 3:30 is 7.49 mph: running, 7.5 mph.
    expect(metForSpeed("running", 42_195, 3.5 * 3600)).toMatchObject({ code: "12080", met: 11.5 });
    expect(metForSpeed("running", 42_195, 1.5 * 3600)).toMatchObject({ code: "12135", met: 23.0 });
    expect(metForSpeed("running", 1000, 3600)).toMatchObject({ code: "12029", met: 6.0 });
  });

  it("is null without a speed", () => {
    expect(metForSpeed("running", 0, 1650)).toBeNull();
    expect(metForSpeed("cycling", 10_000, 0)).toBeNull();
  });

  it("applies to the distance activities only, not to runs of a fixed speed", () => {
    expect(speedActivityOf("activity_running")).toBe("running");
    expect(speedActivityOf("Running_Treadmill")).toBe("running");
    expect(speedActivityOf("activity_running_6mph")).toBeNull();
    expect(speedActivityOf("Barbell_Squat")).toBeNull();
  });
});

describe("how an exercise is logged", () => {
  // Rows as the library (data/exercises.json.gz) has them.
  it.each([
    [
      { id: "Barbell_Squat", name: "Barbell Squat", category: "strength", equipment: "barbell" },
      "weighted",
    ],
    [
      {
        id: "Hang_Clean",
        name: "Hang Clean",
        category: "olympic weightlifting",
        equipment: "barbell",
      },
      "weighted",
    ],
    [
      { id: "Pushups", name: "Pushups", category: "strength", equipment: "body only" },
      "bodyweight",
    ],
    [
      { id: "Decline_Push-Up", name: "Decline Push-Up", category: "strength", equipment: null },
      "bodyweight",
    ],
    [
      { id: "Ring_Dips", name: "Ring Dips", category: "strength", equipment: "other" },
      "bodyweight",
    ],
    [
      {
        id: "Weighted_Pull_Ups",
        name: "Weighted Pull Ups",
        category: "strength",
        equipment: "other",
      },
      "bodyweight",
    ],
    [
      {
        id: "Band_Assisted_Pull-Up",
        name: "Band Assisted Pull-Up",
        category: "strength",
        equipment: "other",
      },
      "assisted",
    ],
    [{ id: "Plank", name: "Plank", category: "strength", equipment: "body only" }, "timed"],
    [
      {
        id: "Push_Up_to_Side_Plank",
        name: "Push Up to Side Plank",
        category: "strength",
        equipment: "body only",
      },
      "bodyweight",
    ],
    [
      { id: "Runners_Stretch", name: "Runner's Stretch", category: "stretching", equipment: null },
      "timed",
    ],
    [
      {
        id: "Running_Treadmill",
        name: "Running, Treadmill",
        category: "cardio",
        equipment: "machine",
      },
      "cardio",
    ],
    [{ id: "activity_running", name: "Running", category: "cardio", equipment: null }, "cardio"],
    [
      {
        id: "activity_swimming_moderate",
        name: "Swimming laps",
        category: "cardio",
        equipment: null,
      },
      "cardio",
    ],
    [
      { id: "activity_yoga", name: "Yoga (Hatha)", category: "cardio", equipment: null },
      "activity",
    ],
  ])("$name is $1", (exercise, kind) => {
    expect(exerciseKindOf(exercise)).toBe(kind);
  });
});

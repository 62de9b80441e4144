import { describe, expect, it } from "vitest";
import {
  BUILT_IN_ACTIVITIES,
  CATEGORY_METS,
  caloriesBurned,
  defaultIntensityFor,
  intensitiesFor,
  metFor,
} from "./workouts";
import { addDays, daysBetween, monthOf, weekOf, weekStartsBetween } from "./calendar";

describe("caloriesBurned = MET × kg × h", () => {
  it("gives 245 kcal for 30 min at 9.8 MET (running, 6 mph) and 50 kg, and scales with each factor", () => {
    expect(caloriesBurned({ met: 9.8, weightKg: 50, durationMin: 30 })).toBeCloseTo(245, 6);
    expect(caloriesBurned({ met: 9.8, weightKg: 100, durationMin: 30 })).toBeCloseTo(490, 6);
    expect(caloriesBurned({ met: 9.8, weightKg: 50, durationMin: 60 })).toBeCloseTo(490, 6);
  });

  it("is 1 kcal per kg per hour at 1 MET (the definition of the MET)", () => {
    expect(caloriesBurned({ met: 1, weightKg: 70, durationMin: 60 })).toBe(70);
  });

  it("gives 0 for no time", () => {
    expect(caloriesBurned({ met: 8, weightKg: 70, durationMin: 0 })).toBe(0);
  });
});

describe("MET table", () => {
  it("uses the Compendium's resistance-training values by intensity", () => {
    const squat = { id: "Barbell_Squat", category: "strength" };
    expect(metFor(squat, "moderate")).toMatchObject({ met: 3.5, code: "02054" });
    expect(metFor(squat, "vigorous")).toMatchObject({ met: 6.0, code: "02050" });
    expect(metFor(squat, null)?.met).toBe(3.5);
    expect(metFor(squat, "light")).toBeNull();
    expect(intensitiesFor(squat)).toEqual(["moderate", "vigorous"]);
  });

  it("gives stretching 2.3 and plyometrics 8.0 when vigorous", () => {
    expect(metFor({ id: "x", category: "stretching" }, "light")?.met).toBe(2.3);
    expect(defaultIntensityFor({ id: "x", category: "stretching" })).toBe("light");
    expect(metFor({ id: "x", category: "plyometrics" }, "vigorous")?.met).toBe(8.0);
  });

  it("gives a matched library cardio exercise its own fixed value, whatever the intensity", () => {
    const rower = { id: "Rowing_Stationary", category: "cardio" };
    expect(metFor(rower, "vigorous")).toMatchObject({ met: 7.0, code: "02072" });
    expect(intensitiesFor(rower)).toEqual([]);
    expect(defaultIntensityFor(rower)).toBeNull();
  });

  it("holds the built-in activities with their Compendium values", () => {
    const met = (id: string) => metFor({ id, category: "cardio" }, null)?.met;
    expect(met("activity_walking_3mph")).toBe(3.5);
    expect(met("activity_running_6mph")).toBe(9.8);
    expect(met("activity_cycling_moderate")).toBe(8.0);
    expect(met("activity_swimming_moderate")).toBe(5.8);
    expect(met("activity_rowing_moderate")).toBe(7.0);
    expect(met("activity_elliptical")).toBe(5.0);
    expect(met("activity_yoga")).toBe(2.5);
    expect(met("activity_hiit")).toBe(8.0);
  });

  it("has a MET for every category of the library and unique activity ids", () => {
    for (const category of [
      "strength",
      "stretching",
      "plyometrics",
      "powerlifting",
      "olympic weightlifting",
      "strongman",
      "cardio",
    ]) {
      expect(metFor({ id: "any", category }, null)).not.toBeNull();
    }
    expect(metFor({ id: "any", category: "juggling" }, null)).toBeNull();
    expect(new Set(BUILT_IN_ACTIVITIES.map((a) => a.id)).size).toBe(BUILT_IN_ACTIVITIES.length);
    for (const { defaultIntensity, byIntensity } of Object.values(CATEGORY_METS)) {
      expect(byIntensity[defaultIntensity]).toBeDefined();
    }
  });
});

describe("calendar days", () => {
  it("adds days across months and years", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
    expect(daysBetween("2025-01-01", "2025-12-31")).toBe(364);
  });

  it("finds the Monday-to-Sunday week and the calendar month", () => {
    expect(weekOf("2026-11-22")).toEqual({ from: "2026-11-16", to: "2026-11-22" }); // a Sunday
    expect(weekOf("2026-11-16")).toEqual({ from: "2026-11-16", to: "2026-11-22" }); // a Monday
    expect(monthOf("2024-02-10")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(weekStartsBetween("2026-11-18", "2026-11-30")).toEqual([
      "2026-11-16",
      "2026-11-23",
      "2026-11-30",
    ]);
    expect(monthOf("2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  });
});

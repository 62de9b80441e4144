import { describe, expect, it } from "vitest";
import { fromWorkout, newItemValues, toSaveWorkoutBody, type WorkoutFormValues } from "./form-values";

const values: WorkoutFormValues = {
  date: "2026-11-20",
  notes: "  ",
  bodyWeightKg: "176.4",
  items: [{ ...newItemValues({ id: "Barbell_Squat", name: "Barbell Squat", category: "strength" }), durationMin: "20", sets: "5", reps: "5", weightKg: "220.5" }],
};

describe("workout form values", () => {
  it("sends pounds as kilograms and leaves blank fields out", () => {
    const body = toSaveWorkoutBody(values, "imperial");
    expect(body.notes).toBeUndefined();
    expect(body.bodyWeightKg).toBeCloseTo(80.01, 2);
    expect(body.items[0]).toMatchObject({ exerciseId: "Barbell_Squat", durationMin: 20, intensity: "moderate", sets: 5, reps: 5 });
    expect(body.items[0]?.weightKg).toBeCloseTo(100.02, 2);
  });

  it("keeps kilograms as typed, and a non-number as NaN for the schema to refuse", () => {
    const body = toSaveWorkoutBody({ ...values, bodyWeightKg: "", items: [{ ...values.items[0]!, durationMin: "abc", weightKg: "" }] }, "metric");
    expect(body.bodyWeightKg).toBeUndefined();
    expect(body.items[0]?.durationMin).toBeNaN();
    expect(body.items[0]?.weightKg).toBeNull();
  });

  it("shows a saved workout in the user's units", () => {
    const form = fromWorkout(
      {
        id: "w", date: "2026-11-20", notes: null, bodyWeightKg: 80, kcal: 160, minutes: 20, createdAt: "",
        items: [{ id: "i", exerciseId: "Barbell_Squat", exerciseName: "Barbell Squat", category: "strength", durationMin: 20, intensity: "vigorous", sets: 5, reps: 5, weightKg: 100, met: 6, metCode: "02050", metDescription: null, kcal: 160 }],
      },
      "imperial",
    );
    expect(form.items[0]).toMatchObject({ weightKg: "220.5", intensity: "vigorous", sets: "5", durationMin: "20" });
  });
});

import { describe, expect, it } from "vitest";
import {
  ACTIVITY_FACTORS,
  bmrMifflinStJeor,
  calorieTarget,
  dailyKcalForRate,
  fibreTargetG,
  goalChoices,
  goalProblem,
  gramsFromPercent,
  hasWeeklyRate,
  isBelowSafeIntake,
  MACRO_PRESETS,
  percentFromGrams,
  tdee,
  typedGoalWeightProblem,
  UNDER_18_LOSE_MESSAGE,
  UNDER_18_RATE_MESSAGE,
  waterTargetMl,
} from "./energy";

describe("Mifflin-St Jeor BMR", () => {
  it("matches the worked example for a man: 30 y, 80 kg, 180 cm", () => {
    // 10×80 + 6.25×180 − 5×30 + 5
    expect(bmrMifflinStJeor({ sex: "male", weightKg: 80, heightCm: 180, ageYears: 30 })).toBe(1780);
  });

  it("matches the worked example for a woman: 25 y, 60 kg, 165 cm", () => {
    // 10×60 + 6.25×165 − 5×25 − 161
    expect(bmrMifflinStJeor({ sex: "female", weightKg: 60, heightCm: 165, ageYears: 25 })).toBe(
      1345.25,
    );
  });
});

describe("activity and goal", () => {
  it("uses the five standard activity factors", () => {
    expect(Object.values(ACTIVITY_FACTORS)).toEqual([1.2, 1.375, 1.55, 1.725, 1.9]);
    expect(tdee(1780, "moderate")).toBeCloseTo(2759, 5);
    expect(tdee(1000, "sedentary")).toBe(1200);
    expect(tdee(1000, "extra")).toBe(1900);
  });

  it("turns a weekly rate into daily kcal at 7,700 kcal per kg", () => {
    expect(dailyKcalForRate("lose", 0.5)).toBeCloseTo(-550, 5);
    expect(dailyKcalForRate("gain", 0.25)).toBeCloseTo(275, 5);
    expect(dailyKcalForRate("maintain", 1)).toBe(0);
  });

  it("computes the target: maintenance ± the rate, rounded to 10 kcal", () => {
    const result = calorieTarget({
      sex: "male",
      weightKg: 80,
      heightCm: 180,
      ageYears: 30,
      activity: "moderate",
      goal: "lose",
      weeklyRateKg: 0.5,
    });
    expect(result.computed).toBeCloseTo(2759 - 550, 5);
    expect(result.target).toBe(2210);
    expect(result.isFloored).toBe(false);
  });

  it("never suggests less than the safe minimum and says so", () => {
    const woman = calorieTarget({
      sex: "female",
      weightKg: 50,
      heightCm: 155,
      ageYears: 60,
      activity: "sedentary",
      goal: "lose",
      weeklyRateKg: 1,
    });
    expect(woman.computed).toBeLessThan(1200);
    expect(woman).toMatchObject({ target: 1200, floor: 1200, isFloored: true });
    const man = calorieTarget({
      sex: "male",
      weightKg: 60,
      heightCm: 165,
      ageYears: 70,
      activity: "sedentary",
      goal: "lose",
      weeklyRateKg: 1,
    });
    expect(man).toMatchObject({ target: 1500, isFloored: true });
  });

  it("warns below 1,200 kcal for women and 1,500 kcal for men", () => {
    expect(isBelowSafeIntake(1199, "female")).toBe(true);
    expect(isBelowSafeIntake(1200, "female")).toBe(false);
    expect(isBelowSafeIntake(1499, "male")).toBe(true);
    expect(isBelowSafeIntake(1500, "male")).toBe(false);
  });
});

describe("macros", () => {
  it("converts shares of energy to grams with Atwater factors", () => {
    expect(gramsFromPercent(2000, MACRO_PRESETS.balanced.percent)).toEqual({
      protein: 100,
      carbs: 250,
      fat: 66.7,
    });
  });

  it("converts grams back to whole percent", () => {
    expect(percentFromGrams(2000, { protein: 100, carbs: 250, fat: 66.7 })).toEqual({
      protein: 20,
      carbs: 50,
      fat: 30,
    });
    expect(percentFromGrams(0, { protein: 1, carbs: 1, fat: 1 })).toEqual({
      protein: 0,
      carbs: 0,
      fat: 0,
    });
  });

  it("every preset adds up to 100%", () => {
    for (const preset of Object.values(MACRO_PRESETS)) {
      const { protein, carbs, fat } = preset.percent;
      expect(protein + carbs + fat).toBe(100);
    }
  });

  it("suggests fibre and water", () => {
    expect(fibreTargetG(2000)).toBe(28);
    expect(waterTargetMl("female")).toBe(1600);
    expect(waterTargetMl("male")).toBe(2000);
  });
});

describe("goal answers", () => {
  const adult = { ageYears: 30 };
  it("checks the rate and the side of the goal weight", () => {
    expect(
      goalProblem({
        ...adult,
        goalType: "lose",
        weeklyRateKg: 0.5,
        weightKg: 80,
        goalWeightKg: 75,
      }),
    ).toBeNull();
    expect(
      goalProblem({ ...adult, goalType: "lose", weeklyRateKg: 0.5, weightKg: 80, goalWeightKg: 85 })
        ?.field,
    ).toBe("goalWeightKg");
    expect(
      goalProblem({ ...adult, goalType: "gain", weeklyRateKg: 0.75, weightKg: 60 })?.field,
    ).toBe("weeklyRateKg");
    expect(goalProblem({ ...adult, goalType: "gain", weeklyRateKg: 0, weightKg: 60 })?.field).toBe(
      "weeklyRateKg",
    );
    expect(
      goalProblem({
        ...adult,
        goalType: "maintain",
        weeklyRateKg: 0,
        weightKg: 60,
        goalWeightKg: 50,
      }),
    ).toBeNull();
  });
});

describe("goals under 18", () => {
  it("offers lose, maintain and gain from 18, and no weight loss below", () => {
    expect(goalChoices(18)).toEqual(["lose", "maintain", "gain"]);
    expect(goalChoices(17)).toEqual(["maintain", "gain"]);
    expect(goalChoices(13)).toEqual(["maintain", "gain"]);
  });

  it("asks for a weekly rate only of adults who lose or gain", () => {
    expect(hasWeeklyRate("lose", 18)).toBe(true);
    expect(hasWeeklyRate("gain", 18)).toBe(true);
    expect(hasWeeklyRate("maintain", 18)).toBe(false);
    expect(hasWeeklyRate("gain", 17)).toBe(false);
  });

  it("refuses a weight-loss goal, naming the goal field", () => {
    expect(
      goalProblem({
        ageYears: 15,
        goalType: "lose",
        weeklyRateKg: 0.5,
        weightKg: 60,
        goalWeightKg: 55,
      }),
    ).toEqual({ field: "goalType", message: UNDER_18_LOSE_MESSAGE });
    expect(
      goalProblem({ ageYears: 17, goalType: "lose", weeklyRateKg: 0, weightKg: 60 })?.field,
    ).toBe("goalType");
    expect(
      goalProblem({ ageYears: 18, goalType: "lose", weeklyRateKg: 0.5, weightKg: 60 }),
    ).toBeNull();
  });

  it("keeps gaining at rate 0, with the goal weight above the current one", () => {
    expect(
      goalProblem({
        ageYears: 15,
        goalType: "gain",
        weeklyRateKg: 0,
        weightKg: 50,
        goalWeightKg: 55,
      }),
    ).toBeNull();
    expect(
      goalProblem({ ageYears: 15, goalType: "gain", weeklyRateKg: 0.25, weightKg: 50 }),
    ).toEqual({ field: "weeklyRateKg", message: UNDER_18_RATE_MESSAGE });
    expect(
      goalProblem({
        ageYears: 15,
        goalType: "gain",
        weeklyRateKg: 0,
        weightKg: 50,
        goalWeightKg: 45,
      })?.field,
    ).toBe("goalWeightKg");
    expect(
      goalProblem({ ageYears: 15, goalType: "maintain", weeklyRateKg: 0, weightKg: 50 }),
    ).toBeNull();
  });

  it("suggests maintenance energy whatever rate comes in", () => {
    const answers = {
      sex: "female",
      weightKg: 55,
      heightCm: 165,
      activity: "moderate",
      goal: "gain",
      weeklyRateKg: 0.5,
    } as const;
    const teen = calorieTarget({ ...answers, ageYears: 15 });
    expect(teen.adjustment).toBe(0);
    expect(teen.computed).toBeCloseTo(teen.tdee, 6);
    expect(calorieTarget({ ...answers, ageYears: 18 }).adjustment).toBeCloseTo(550, 6);
  });

  it("refuses a typed goal weight below the latest weigh-in", () => {
    expect(typedGoalWeightProblem({ ageYears: 15, goalWeightKg: 48, latestWeightKg: 50 })).toEqual({
      field: "goalWeightKg",
      message: UNDER_18_LOSE_MESSAGE,
    });
    expect(
      typedGoalWeightProblem({ ageYears: 15, goalWeightKg: 50, latestWeightKg: 50 }),
    ).toBeNull();
    expect(
      typedGoalWeightProblem({ ageYears: 15, goalWeightKg: 48, latestWeightKg: null }),
    ).toBeNull();
    expect(
      typedGoalWeightProblem({ ageYears: 15, goalWeightKg: null, latestWeightKg: 50 }),
    ).toBeNull();
    expect(
      typedGoalWeightProblem({ ageYears: 18, goalWeightKg: 48, latestWeightKg: 50 }),
    ).toBeNull();
  });
});

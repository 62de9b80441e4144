import { describe, expect, it } from "vitest";
import { estimateGoalDate, weeklyRate, weightTrend } from "./weight-trend";
import { eachDay } from "./calendar";

describe("weight trend (Hacker's Diet, 10% smoothing)", () => {
  it("starts at the first weight and moves 10% towards each next day's weight", () => {
    const trend = weightTrend([
      { date: "2026-01-02", value: 80 },
      { date: "2026-01-01", value: 81 },
      { date: "2026-01-03", value: 79 },
    ]);
    expect(trend.map((p) => p.date)).toEqual(["2026-01-01", "2026-01-02", "2026-01-03"]);
    expect(trend[0]!.value).toBe(81);
    expect(trend[1]!.value).toBeCloseTo(80.9, 10); // 81 + 0.1 × (80 − 81)
    expect(trend[2]!.value).toBeCloseTo(80.71, 10); // 80.9 + 0.1 × (79 − 80.9)
  });

  it("fills a gap day by day with interpolated weights", () => {
    const trend = weightTrend([
      { date: "2026-01-01", value: 80 },
      { date: "2026-01-03", value: 78 },
    ]);
    // day 2 interpolates 79: 80 → 79.9; day 3 weighs 78: 79.9 + 0.1 × (78 − 79.9) = 79.71
    expect(trend[1]!.value).toBeCloseTo(79.71, 10);
  });

  it("is empty for no entries", () => {
    expect(weightTrend([])).toEqual([]);
  });
});

describe("weekly rate", () => {
  it("is the least-squares slope of the trend, per week", () => {
    const trend = [0, 7, 14].map((d) => ({
      date: `2026-01-${String(1 + d).padStart(2, "0")}`,
      value: 80 - d / 14,
    }));
    expect(weeklyRate(trend)).toBeCloseTo(-0.5, 10);
  });

  it("needs two points", () => {
    expect(weeklyRate([{ date: "2026-01-01", value: 80 }])).toBeNull();
  });
});

describe("goal date", () => {
  it("projects the date at the current rate", () => {
    expect(
      estimateGoalDate({ trendKg: 80, goalKg: 75, weeklyRateKg: -0.5, fromDate: "2026-01-01" }),
    ).toEqual({
      status: "on_track",
      date: "2026-03-12",
      weeks: 10,
    });
  });

  it("says reached within 0.2 kg, and not on track when moving away or flat", () => {
    expect(
      estimateGoalDate({ trendKg: 75.1, goalKg: 75, weeklyRateKg: 0, fromDate: "2026-01-01" }),
    ).toEqual({ status: "reached" });
    expect(
      estimateGoalDate({ trendKg: 80, goalKg: 75, weeklyRateKg: 0.2, fromDate: "2026-01-01" }),
    ).toEqual({ status: "not_on_track" });
    expect(
      estimateGoalDate({ trendKg: 80, goalKg: 75, weeklyRateKg: null, fromDate: "2026-01-01" }),
    ).toEqual({ status: "not_on_track" });
    expect(
      estimateGoalDate({ trendKg: 80, goalKg: 75, weeklyRateKg: -0.001, fromDate: "2026-01-01" }),
    ).toEqual({ status: "not_on_track" });
  });
});

describe("eachDay", () => {
  it("lists every day of a range, both ends, across a month and a leap day", () => {
    expect(eachDay("2028-02-28", "2028-03-01")).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(eachDay("2026-01-05", "2026-01-05")).toEqual(["2026-01-05"]);
    expect(eachDay("2026-01-05", "2026-01-04")).toEqual([]);
  });
});

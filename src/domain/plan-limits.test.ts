import { describe, expect, it } from "vitest";
import { describeLimit, isWithinPlanLimit } from "./plan-limits";

describe("isWithinPlanLimit (check_plan_limit)", () => {
  it("always allows an unlimited plan", () => {
    expect(isWithinPlanLimit(-1, 0)).toBe(true);
    expect(isWithinPlanLimit(-1, 1_000_000)).toBe(true);
  });
  it("allows while fewer than the limit exist", () => {
    expect(isWithinPlanLimit(10, 0)).toBe(true);
    expect(isWithinPlanLimit(10, 9)).toBe(true);
  });
  it("refuses at and past the limit", () => {
    expect(isWithinPlanLimit(10, 10)).toBe(false);
    expect(isWithinPlanLimit(10, 11)).toBe(false);
    expect(isWithinPlanLimit(0, 0)).toBe(false);
  });
  it("refuses a missing or malformed limit, like the spec's function on error", () => {
    expect(isWithinPlanLimit(undefined, 0)).toBe(false);
    expect(isWithinPlanLimit(-5, 0)).toBe(false);
    expect(isWithinPlanLimit(2.5, 0)).toBe(false);
  });
  it("shows -1 as Unlimited", () => {
    expect(describeLimit(-1)).toBe("Unlimited");
    expect(describeLimit(31)).toBe("31");
  });
});

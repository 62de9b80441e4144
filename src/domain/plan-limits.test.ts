import { describe, expect, it } from "vitest";
import {
  describeLimit,
  isPlanInForce,
  isPlanPaid,
  isWithinPlanLimit,
  PLAN_STATUSES,
} from "./plan-limits";

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

describe("isPlanInForce", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  it("applies an active or trialing plan with no expiry or an expiry still ahead", () => {
    expect(isPlanInForce({ status: "active", expiresAt: null }, now)).toBe(true);
    expect(
      isPlanInForce({ status: "trialing", expiresAt: new Date("2026-06-15T12:00:01Z") }, now),
    ).toBe(true);
  });
  it("does not apply a plan whose expiry has passed, even while marked active", () => {
    expect(
      isPlanInForce({ status: "active", expiresAt: new Date("2026-06-15T12:00:00Z") }, now),
    ).toBe(false);
    expect(
      isPlanInForce({ status: "trialing", expiresAt: new Date("2026-06-01T00:00:00Z") }, now),
    ).toBe(false);
  });
  it("does not apply a cancelled, expired or past-due plan", () => {
    for (const status of ["cancelled", "expired", "past_due"] as const) {
      expect(isPlanInForce({ status, expiresAt: null }, now)).toBe(false);
    }
  });
});

describe("isPlanPaid (Monthly Revenue)", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  it("counts only an active plan in force: a trial has paid nothing yet", () => {
    const paid = PLAN_STATUSES.filter((status) => isPlanPaid({ status, expiresAt: null }, now));
    expect(paid).toEqual(["active"]);
  });
  it("does not count an active plan whose expiry has passed", () => {
    expect(isPlanPaid({ status: "active", expiresAt: new Date("2026-06-15T12:00:00Z") }, now)).toBe(
      false,
    );
    expect(isPlanPaid({ status: "active", expiresAt: new Date("2026-07-15T12:00:00Z") }, now)).toBe(
      true,
    );
  });
});

import { describe, expect, it } from "vitest";
import { ageOn, isUnder18 } from "./age";

describe("ageOn", () => {
  it("counts the 13th birthday on the day itself", () => {
    expect(ageOn("2013-11-21", "2026-11-21")).toBe(13);
  });
  it("is still 12 the day before the 13th birthday", () => {
    expect(ageOn("2013-11-22", "2026-11-21")).toBe(12);
  });
  it("ages a 29 February birth on 1 March in a common year", () => {
    expect(ageOn("2012-02-29", "2025-02-28")).toBe(12);
    expect(ageOn("2012-02-29", "2025-03-01")).toBe(13);
  });
  it("ages a 29 February birth on 29 February in a leap year", () => {
    expect(ageOn("2012-02-29", "2024-02-28")).toBe(11);
    expect(ageOn("2012-02-29", "2024-02-29")).toBe(12);
  });
  it("gives a negative age for a birth date in the future", () => {
    expect(ageOn("2026-11-22", "2026-11-21")).toBe(-1);
  });
  it("refuses dates that do not exist", () => {
    expect(() => ageOn("2023-02-29", "2026-01-01")).toThrow(RangeError);
  });
});

describe("isUnder18", () => {
  it("is true up to 17 and false from the 18th birthday", () => {
    expect(isUnder18(13)).toBe(true);
    expect(isUnder18(17)).toBe(true);
    expect(isUnder18(ageOn("2008-11-21", "2026-11-21"))).toBe(false);
    expect(isUnder18(ageOn("2008-11-22", "2026-11-21"))).toBe(true);
  });
});

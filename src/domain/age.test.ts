import { describe, expect, it } from "vitest";
import { ageOn, isIsoDate, isUnder18, todayIn } from "./age";

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
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2024-2-9")).toBe(false);
  });
});

describe("todayIn", () => {
  it("uses the user's calendar, not the server's", () => {
    const lateUtc = new Date("2026-11-21T23:30:00Z");
    expect(todayIn("UTC", lateUtc)).toBe("2026-11-21");
    expect(todayIn("Asia/Tokyo", lateUtc)).toBe("2026-11-22");
    expect(todayIn("America/Los_Angeles", lateUtc)).toBe("2026-11-21");
  });
  it("falls back to UTC for an unknown zone", () => {
    expect(todayIn("Mars/Olympus", new Date("2026-01-02T03:00:00Z"))).toBe("2026-01-02");
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

describe("todayIn's formatter cache", () => {
  it("answers each zone the same after caching it, and unknown zones in UTC", () => {
    const instant = new Date("2026-03-01T23:30:00Z");
    expect(todayIn("Asia/Tokyo", instant)).toBe("2026-03-02");
    expect(todayIn("Asia/Tokyo", instant)).toBe("2026-03-02");
    expect(todayIn("America/Los_Angeles", instant)).toBe("2026-03-01");
    expect(todayIn("Not/A_Zone", instant)).toBe("2026-03-01");
    expect(todayIn("Not/A_Zone", new Date("2026-03-02T00:30:00Z"))).toBe("2026-03-02");
  });

  it("keeps working past the cache's bound", () => {
    const instant = new Date("2026-03-01T12:00:00Z");
    for (let i = 0; i < 1_100; i++) expect(todayIn(`Made/Up_${i}`, instant)).toBe("2026-03-01");
    expect(todayIn("Pacific/Kiritimati", new Date("2026-03-01T12:00:00Z"))).toBe("2026-03-02");
  });
});

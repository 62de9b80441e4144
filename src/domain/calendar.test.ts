import { describe, expect, it } from "vitest";
import {
  addDays,
  dateOfDayIndex,
  dayIndex,
  daysBetween,
  eachDay,
  isoDateOf,
  monthOf,
  weekOf,
  weekStartsBetween,
} from "./calendar";

describe("the calendar", () => {
  it("reads an instant's UTC day", () => {
    expect(isoDateOf(Date.UTC(2026, 11, 7, 23, 59))).toBe("2026-12-07");
    expect(isoDateOf(new Date("2026-12-08T00:00:00Z"))).toBe("2026-12-08");
  });

  it("adds days across months, years and a leap day, and counts them back", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("2026-03-30", "2026-03-28")).toBe(-2);
  });

  it("gives the ISO week (Monday first) and the month holding a day", () => {
    expect(weekOf("2026-12-06")).toEqual({ from: "2026-11-30", to: "2026-12-06" });
    expect(weekOf("2026-12-07")).toEqual({ from: "2026-12-07", to: "2026-12-13" });
    expect(weekStartsBetween("2026-12-06", "2026-12-14")).toEqual([
      "2026-11-30",
      "2026-12-07",
      "2026-12-14",
    ]);
    expect(monthOf("2026-12-15")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(monthOf("2028-02-10")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });

  it("numbers days, and lists every day of a span (none when it runs backwards)", () => {
    expect(dateOfDayIndex(dayIndex("2026-12-07"))).toBe("2026-12-07");
    expect(dayIndex("1970-01-02")).toBe(1);
    expect(eachDay("2026-12-30", "2027-01-02")).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
    expect(eachDay("2026-12-02", "2026-12-01")).toEqual([]);
    expect(() => dayIndex("2026-02-30")).toThrow(RangeError);
  });
});

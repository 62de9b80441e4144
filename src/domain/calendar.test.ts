import { describe, expect, it } from "vitest";
import {
  addDays,
  dateOfDayIndex,
  dayIndex,
  daysBetween,
  eachDay,
  endOfDayIn,
  instantToWallTime,
  isIsoDate,
  isoDateOf,
  isValidTimeZone,
  monthOf,
  startOfDayIn,
  todayIn,
  wallTimeToInstant,
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

describe("calendar dates", () => {
  it("are real days written YYYY-MM-DD", () => {
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

describe("time zones", () => {
  it("knows a zone by its IANA name", () => {
    expect(isValidTimeZone("Europe/Paris")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  });

  it("turns wall-clock times into instants in the user's zone and back, across summer time", () => {
    expect(wallTimeToInstant("2024-01-15", "08:30:00", "Europe/Berlin").toISOString()).toBe(
      "2024-01-15T07:30:00.000Z",
    );
    expect(wallTimeToInstant("2024-07-15", "08:30:00", "Europe/Berlin").toISOString()).toBe(
      "2024-07-15T06:30:00.000Z",
    );
    expect(wallTimeToInstant("2024-07-15", "08:30:00", "America/New_York").toISOString()).toBe(
      "2024-07-15T12:30:00.000Z",
    );
    expect(instantToWallTime(new Date("2024-07-15T06:30:00Z"), "Europe/Berlin")).toEqual({
      date: "2024-07-15",
      time: "08:30:00",
    });
  });
});

const iso = (d: Date) => d.toISOString();

describe("the instants a calendar day spans in a time zone", () => {
  it("is the UTC day in UTC", () => {
    expect(iso(startOfDayIn("2026-01-31", "UTC"))).toBe("2026-01-31T00:00:00.000Z");
    expect(iso(endOfDayIn("2026-01-31", "UTC"))).toBe("2026-02-01T00:00:00.000Z");
  });

  it("follows the zone's offset, summer time included, and half-hour offsets", () => {
    expect(iso(startOfDayIn("2026-01-15", "Europe/London"))).toBe("2026-01-15T00:00:00.000Z");
    expect(iso(startOfDayIn("2026-07-15", "Europe/London"))).toBe("2026-07-14T23:00:00.000Z");
    expect(iso(startOfDayIn("2026-07-15", "America/New_York"))).toBe("2026-07-15T04:00:00.000Z");
    expect(iso(startOfDayIn("2026-07-15", "Asia/Kolkata"))).toBe("2026-07-14T18:30:00.000Z");
    expect(iso(startOfDayIn("2026-07-15", "Pacific/Kiritimati"))).toBe("2026-07-14T10:00:00.000Z");
  });

  it("spans 23 and 25 hours on the days the clocks change", () => {
    // Europe/London changes at 01:00 UTC on the last Sundays of March and October.
    const spring =
      endOfDayIn("2026-03-29", "Europe/London").getTime() -
      startOfDayIn("2026-03-29", "Europe/London").getTime();
    const autumn =
      endOfDayIn("2026-10-25", "Europe/London").getTime() -
      startOfDayIn("2026-10-25", "Europe/London").getTime();
    expect([spring / 3_600_000, autumn / 3_600_000]).toEqual([23, 25]);
  });

  it("starts when the clock jumps on a day whose midnight is skipped", () => {
    // America/Havana springs forward at midnight (2026-03-08 00:00 becomes 01:00, UTC-5 to UTC-4).
    expect(iso(startOfDayIn("2026-03-08", "America/Havana"))).toBe("2026-03-08T05:00:00.000Z");
    expect(iso(endOfDayIn("2026-03-07", "America/Havana"))).toBe("2026-03-08T05:00:00.000Z");
  });
});

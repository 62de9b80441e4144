import { describe, expect, it } from "vitest";
import { endOfDayIn, startOfDayIn } from "./zoned-day";

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

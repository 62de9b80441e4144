import { describe, expect, it } from "vitest";
import { describeSlaClock, formatSlaMinutes } from "./sla-text";

const MIN = 60_000;

describe("formatSlaMinutes", () => {
  it.each([
    [0, "0 min"],
    [40, "40 min"],
    [60, "1 h"],
    [135, "2 h 15 min"],
    [1439, "23 h 59 min"],
    [1440, "1 d"],
    [1440 * 3 + 4 * 60 + 59, "3 d 4 h"],
    [525_600, "365 d"],
  ])("%i minutes read %s", (minutes, text) => {
    expect(formatSlaMinutes(minutes)).toBe(text);
  });
});

describe("describeSlaClock", () => {
  it("says the time left, rounded down", () => {
    expect(
      describeSlaClock({ state: "running", msLeft: 135 * MIN + 59_999, isStopped: false }),
    ).toBe("2 h 15 min left");
    expect(describeSlaClock({ state: "running", msLeft: 59_999, isStopped: false })).toBe(
      "Less than 1 min left",
    );
  });

  it("says how overdue a clock still running is, and by how much a stopped one was missed", () => {
    expect(describeSlaClock({ state: "breached", msLeft: -40 * MIN, isStopped: false })).toBe(
      "Overdue by 40 min",
    );
    expect(describeSlaClock({ state: "breached", msLeft: -1, isStopped: false })).toBe(
      "Overdue by less than 1 min",
    );
    expect(describeSlaClock({ state: "breached", msLeft: -(26 * 60) * MIN, isStopped: true })).toBe(
      "Missed by 1 d 2 h",
    );
  });

  it("names a pause and a met target", () => {
    expect(describeSlaClock({ state: "paused", msLeft: 90 * MIN, isStopped: false })).toBe(
      "Paused, 1 h 30 min left",
    );
    expect(describeSlaClock({ state: "met", msLeft: 5 * MIN, isStopped: true })).toBe("Met");
  });
});

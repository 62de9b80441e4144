import { describe, expect, it } from "vitest";
import { rangeEnding, slotsOf } from "./ranges";

describe("progress ranges", () => {
  it("ends the range today and counts today in it", () => {
    expect(rangeEnding("2026-11-22", 7)).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(rangeEnding("2026-11-22", 365)).toEqual({ from: "2025-11-23", to: "2026-11-22" });
  });

  it("lists every day, or every Monday of the weeks touched", () => {
    expect(slotsOf({ from: "2026-11-20", to: "2026-11-22" }, "day")).toEqual([
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
    ]);
    expect(slotsOf({ from: "2026-11-18", to: "2026-11-30" }, "week")).toEqual([
      "2026-11-16",
      "2026-11-23",
      "2026-11-30",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { axisTicks } from "./bar-chart";

describe("bar chart axis", () => {
  it("ends at or above the highest bar", () => {
    expect(axisTicks(2200).at(-1)).toBeGreaterThanOrEqual(2200);
    expect(axisTicks(2350)).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    expect(axisTicks(55).at(-1)).toBeGreaterThanOrEqual(55);
    expect(axisTicks(1)[0]).toBe(0);
  });
});

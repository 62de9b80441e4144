import { describe, expect, it } from "vitest";
import { API_GROUPS } from "../contract/endpoints";
import { FUZZ_SLICES } from "./testing/fuzz-slices";

describe("the route fuzz's slices", () => {
  it("name every API group exactly once, so none goes unfuzzed or runs twice", () => {
    const named: string[] = Object.values(FUZZ_SLICES).flat();
    const counts = Object.keys(API_GROUPS).map((group) => [
      group,
      named.filter((name) => name === group).length,
    ]);
    expect(counts.filter(([, count]) => count !== 1)).toEqual([]);
  });

  it("name only API groups", () => {
    expect(
      Object.values(FUZZ_SLICES)
        .flat()
        .filter((name) => !(name in API_GROUPS)),
    ).toEqual([]);
  });
});

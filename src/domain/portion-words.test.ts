import { describe, expect, it } from "vitest";
import { portionUnitFor } from "./portion-words";

describe("portionUnitFor", () => {
  it("puts a countable unit in the plural for more than one, keeping what follows it", () => {
    expect(portionUnitFor(2, "slice")).toBe("slices");
    expect(portionUnitFor(2, "cup, chopped")).toBe("cups, chopped");
  });

  it("keeps one, a fraction, sizes and abbreviations as they are", () => {
    expect(portionUnitFor(1, "slice")).toBe("slice");
    expect(portionUnitFor(0.5, "cup")).toBe("cup");
    expect(portionUnitFor(2, "large")).toBe("large");
    expect(portionUnitFor(3, "tbsp")).toBe("tbsp");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setLocaleForTests } from "../lib/locale";
import { leftText } from "./day-targets";

beforeAll(() => setLocaleForTests("en-US"));
afterAll(() => setLocaleForTests(null));

describe("what is left of a target", () => {
  it("says what is left, in whole units with the locale's grouping", () => {
    expect(leftText(2200, 449, "kcal")).toEqual({ text: "1,751 kcal left", isOver: false });
    expect(leftText(2200, 2200, "kcal")).toEqual({ text: "0 kcal left", isOver: false });
  });

  it("says over, not a negative left, past the target", () => {
    expect(leftText(70, 85.2, "g")).toEqual({ text: "15 g over", isOver: true });
  });

  it("works from the rounded figures shown beside it, so eaten and left add up to the target", () => {
    // 149.5 kcal eaten shows as 150: 2,050 left, not the 2,051 of rounding 2,050.5.
    expect(leftText(2200, 149.5, "kcal").text).toBe("2,050 kcal left");
    expect(leftText(75, 74.6, "g").text).toBe("0 g left");
  });
});

import { describe, expect, it } from "vitest";
import { isStrongPassword, passwordRuleResults } from "./password";

describe("password rules", () => {
  it("reports each rule of the checklist", () => {
    expect(passwordRuleResults("abc")).toEqual({
      length: false,
      upper: false,
      lower: true,
      digit: false,
    });
    expect(passwordRuleResults("Abcdefg1")).toEqual({
      length: true,
      upper: true,
      lower: true,
      digit: true,
    });
  });
  it.each([
    ["Abcdefg1", true],
    ["Abcdef1", false],
    ["abcdefg1", false],
    ["ABCDEFG1", false],
    ["Abcdefgh", false],
    ["Ab1" + "x".repeat(200), false],
  ])("%s strong: %s", (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });
});

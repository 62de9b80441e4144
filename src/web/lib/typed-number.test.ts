import { describe, expect, it } from "vitest";
import { parseTypedNumber } from "./typed-number";

describe("parseTypedNumber", () => {
  it("reads a decimal comma as a point", () => {
    expect(parseTypedNumber("72,5")).toBe(72.5);
    expect(parseTypedNumber(",5")).toBe(0.5);
  });

  it("reads a decimal point and whole numbers", () => {
    expect(parseTypedNumber("72.5")).toBe(72.5);
    expect(parseTypedNumber("250")).toBe(250);
  });

  it("ignores spaces around the number, not inside it", () => {
    expect(parseTypedNumber("  1,5 ")).toBe(1.5);
    expect(parseTypedNumber("\t80\n")).toBe(80);
    expect(parseTypedNumber("1 000")).toBeNaN();
  });

  it("gives null for nothing typed, blanks included", () => {
    expect(parseTypedNumber("")).toBeNull();
    expect(parseTypedNumber("   ")).toBeNull();
  });

  it("gives NaN for text that is no finite number", () => {
    expect(parseTypedNumber("abc")).toBeNaN();
    expect(parseTypedNumber("12kg")).toBeNaN();
    expect(parseTypedNumber("1,000.5")).toBeNaN();
    expect(parseTypedNumber("1,2,3")).toBeNaN();
    expect(parseTypedNumber("Infinity")).toBeNaN();
    expect(parseTypedNumber("-Infinity")).toBeNaN();
  });

  it("keeps the sign, for the field to refuse if it must", () => {
    expect(parseTypedNumber("-2,5")).toBe(-2.5);
    expect(parseTypedNumber("-0.5")).toBe(-0.5);
  });
});

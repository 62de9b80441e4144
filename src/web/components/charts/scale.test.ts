import { describe, expect, it } from "vitest";
import { setLocaleForTests } from "../../lib/locale";
import { linear, niceTicks, shortDate } from "./scale";

describe("chart scales", () => {
  it("picks round ticks that cover the range", () => {
    expect(niceTicks(71.3, 79.8)).toEqual([70, 72, 74, 76, 78, 80]);
    const top = niceTicks(76.1, 84.2);
    expect(top[top.length - 1]).toBeGreaterThanOrEqual(84.2);
    expect(top[0]).toBeLessThanOrEqual(76.1);
    const flat = niceTicks(80, 80);
    expect(flat[0]).toBeLessThanOrEqual(80);
    expect(flat[flat.length - 1]).toBeGreaterThanOrEqual(80);
  });

  it("maps linearly and labels days", () => {
    expect(linear(0, 10, 100, 0)(5)).toBe(50);
    setLocaleForTests("en-GB");
    expect(shortDate("2026-03-02")).toBe("2 Mar");
    setLocaleForTests(null);
  });
});

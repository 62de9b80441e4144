import { describe, expect, it } from "vitest";
import { safeNext } from "./safe-next";

describe("safeNext", () => {
  it.each([
    ["/app/weight", "/app/weight"],
    ["/app/meals?date=2024-01-02", "/app/meals?date=2024-01-02"],
    [null, "/app"],
    ["", "/app"],
    ["https://evil.example", "/app"],
    ["//evil.example", "/app"],
    ["/\\evil.example", "/app"],
    ["/\t/evil.example", "/app"],
  ])("sends %j to %j", (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { formatLegalDay } from "./legal-page";

describe("formatLegalDay", () => {
  it("writes a fixed day like the terms' date, whatever the reader's time zone", () => {
    expect(formatLegalDay("2026-11-22")).toBe("November 22, 2026");
    expect(formatLegalDay("2027-01-01")).toBe("January 1, 2027");
  });
});

import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next";

describe("safeNextPath", () => {
  it("keeps a path of this site with its query and fragment", () => {
    expect(safeNextPath("/app/meals?date=2026-11-25#dinner")).toBe(
      "/app/meals?date=2026-11-25#dinner",
    );
  });

  it("refuses other origins however they are spelt", () => {
    for (const next of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "/\t/evil.example",
      "evil",
      "",
    ]) {
      expect(safeNextPath(next), next).toBe("/app");
    }
    expect(safeNextPath(null, "/app/settings")).toBe("/app/settings");
  });

  it("gives back a percent-encoded path, which a Location header can carry", () => {
    expect(safeNextPath("/app/ā")).toBe("/app/%C4%81");
    expect(safeNextPath("/app/a b")).toBe("/app/a%20b");
  });
});

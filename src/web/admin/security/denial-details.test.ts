import { describe, expect, it } from "vitest";
import { denialDetails, isDeniedEntry } from "./denial-details";

describe("denied audit entries", () => {
  it("marks both refusals the guards write, and nothing else", () => {
    expect(isDeniedEntry({ action: "admin.access_denied" })).toBe(true);
    expect(isDeniedEntry({ action: "admin.permission_denied" })).toBe(true);
    expect(isDeniedEntry({ action: "roles.update" })).toBe(false);
  });

  it("says what a staff member lacked and what they held", () => {
    const after = {
      email: "a@vitalog.app",
      role: "Support Agent",
      level: 40,
      permission: "users.edit",
    };
    expect(denialDetails({ action: "admin.permission_denied", after })).toBe(
      "Needed users.edit · held Support Agent (level 40)",
    );
    expect(
      denialDetails({
        action: "admin.permission_denied",
        after: { role: "Analyst", level: 20, anyOf: ["a.b", "c.d"] },
      }),
    ).toBe("Needed one of a.b, c.d · held Analyst (level 20)");
    expect(
      denialDetails({
        action: "admin.permission_denied",
        after: { allOf: ["a.b"], minimumLevel: 70 },
      }),
    ).toBe("Needed all of a.b · Needed level 70");
  });

  it("gives nothing for an outsider's entry or another action, whatever their data", () => {
    expect(
      denialDetails({ action: "admin.access_denied", after: { email: "x@example.com" } }),
    ).toBeNull();
    expect(denialDetails({ action: "admin.permission_denied", after: null })).toBeNull();
    expect(
      denialDetails({ action: "roles.update", after: { permission: "users.edit" } }),
    ).toBeNull();
  });
});

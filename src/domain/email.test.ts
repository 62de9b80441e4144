import { describe, expect, it } from "vitest";
import { emailDomain, isOnDomain, normaliseEmail } from "./email";

describe("e-mail normalisation", () => {
  it("trims and lower-cases", () => {
    expect(normaliseEmail("  Jane.Doe@Example.COM ")).toBe("jane.doe@example.com");
  });
  it("reads the domain after the last @", () => {
    expect(emailDomain("a@b@Vitalog.app")).toBe("vitalog.app");
    expect(emailDomain("nodomain")).toBe("");
  });
  it("matches the staff domain case-insensitively and exactly", () => {
    expect(isOnDomain("ann@VITALOG.app", "vitalog.app")).toBe(true);
    expect(isOnDomain("ann@evil-vitalog.app", "vitalog.app")).toBe(false);
    expect(isOnDomain("ann@vitalog.app.evil.com", "vitalog.app")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { bodyOf, heightCmOf, type ProfileFormValues } from "./profile-form-values";

const values = (overrides: Partial<ProfileFormValues>): ProfileFormValues => ({
  firstName: "Ada",
  lastName: "Lovelace",
  birthday: "1990-01-01",
  sex: "",
  timeZone: "UTC",
  unitSystem: "metric",
  heightCm: "",
  heightFeet: "",
  heightInches: "",
  savedHeightCm: null,
  ...overrides,
});

describe("height from the settings form", () => {
  it("reads cm as typed, and empty as no height", () => {
    expect(heightCmOf(values({ heightCm: "172.5" }))).toBe(172.5);
    expect(heightCmOf(values({ heightCm: " ", savedHeightCm: 180 }))).toBeNull();
  });

  it("converts feet and inches to cm (1 in = 2.54 cm)", () => {
    expect(heightCmOf(values({ unitSystem: "imperial", heightFeet: "5", heightInches: "9" }))).toBe(
      175.3,
    );
    expect(heightCmOf(values({ unitSystem: "imperial", heightFeet: "6", heightInches: "" }))).toBe(
      182.9,
    );
  });

  it("keeps the saved cm when feet and inches still show it", () => {
    // 180 cm shows as 5 ft 11 in; saving that back must not become 180.3 cm.
    expect(
      heightCmOf(
        values({ unitSystem: "imperial", heightFeet: "5", heightInches: "11", savedHeightCm: 180 }),
      ),
    ).toBe(180);
  });

  it("gives NaN for text that is not a number, so validation rejects it", () => {
    expect(heightCmOf(values({ heightCm: "tall" }))).toBeNaN();
  });

  it("sends no sex as null", () => {
    expect(bodyOf(values({})).sex).toBeNull();
  });
});

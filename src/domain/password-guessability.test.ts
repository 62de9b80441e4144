import { describe, expect, it } from "vitest";
import { containsPersonalDetails, isInList } from "./password-guessability";

const ada = { email: "ada.lovelace@example.com", firstName: "Ada", lastName: "Lovelace" };

describe("isInList", () => {
  const list = new Set(["password", "dragon", "letmein"]);

  it.each(["Password", "Password1", "passw0rd!", "Dr@g0n", "l3tm31n", "DRAGON2024!!"])(
    "finds %s: as typed, case-blind, without appended digits and symbols, behind leetspeak",
    (password) => {
      expect(isInList(password, list)).toBe(true);
    },
  );

  it.each(["1password", "Velvet7Harbour!", "dragonfly"])("does not find %s", (password) => {
    expect(isInList(password, list)).toBe(false);
  });
});

describe("containsPersonalDetails", () => {
  it.each([
    "Lovelace1990",
    "ADA.LOVELACE!1",
    "xx-Ada.Lovelace-xx",
    "L0v3lace7",
    "MyAdaPassword9",
    "Ada.lovelace2",
  ])("finds the name or e-mail in %s", (password) => {
    expect(containsPersonalDetails(password, ada)).toBe(true);
  });

  it("ignores names and local parts shorter than 3 characters, which would match too much", () => {
    expect(
      containsPersonalDetails("Journey1pass", {
        email: "jo@example.com",
        firstName: "Al",
        lastName: "Ng",
      }),
    ).toBe(false);
  });

  it("finds each part of a name of several words", () => {
    const maryAnn = { email: "m@example.com", firstName: "Mary Ann", lastName: "O'Hara-Smith" };
    expect(containsPersonalDetails("Hara2024pass", maryAnn)).toBe(true);
    expect(containsPersonalDetails("Smith2024pass", maryAnn)).toBe(true);
    expect(containsPersonalDetails("Velvet7Harbour!", maryAnn)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import {
  checkPasswordNotGuessable,
  COMMON_PASSWORD_MESSAGE,
  containsPersonalDetails,
  isCommonPassword,
  PERSONAL_PASSWORD_MESSAGE,
} from "./policy";

const ada = { email: "ada.lovelace@example.com", firstName: "Ada", lastName: "Lovelace" };

describe("isCommonPassword", () => {
  it.each([
    "Password1",
    "Passw0rd",
    "password123",
    "qwerty123",
    "P@ssw0rd!",
    "Football2024!",
    "iloveyou",
    "Dragon!!",
    "l3tm31n",
    "abc12345678",
  ])("refuses %s, a breached password or a trivial variation of one", (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([
    "Correct-Horse-Battery-Staple-7",
    "Purple Elephant Dances 42",
    "Xk9#mP2vL!q7",
    "Sunlit-Harbor-1987",
    "MyDogLovesTacos5",
    "Velvet7Harbour!",
    "Analytical1",
    "Journey1pass",
  ])("accepts %s, which is in no list", (password) => {
    expect(isCommonPassword(password)).toBe(false);
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

describe("checkPasswordNotGuessable", () => {
  const errorOf = (run: () => void) => {
    try {
      run();
    } catch (error) {
      return error as { status: number; fields: Record<string, string> };
    }
    throw new Error("expected the password to be refused");
  };

  it("answers 400 on the form's field with the reason", () => {
    const common = errorOf(() => checkPasswordNotGuessable({ ...ada, password: "Password1" }));
    expect(common.status).toBe(400);
    expect(common.fields).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    const personal = errorOf(() =>
      checkPasswordNotGuessable({ ...ada, password: "Lovelace1990", field: "newPassword" }),
    );
    expect(personal.fields).toEqual({ newPassword: PERSONAL_PASSWORD_MESSAGE });
  });

  it("lets a strong password through", () => {
    expect(() => checkPasswordNotGuessable({ ...ada, password: "Velvet7Harbour!" })).not.toThrow();
  });
});

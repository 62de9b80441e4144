import { describe, expect, it } from "vitest";
import {
  COMMON_PASSWORD_MESSAGE,
  PERSONAL_PASSWORD_MESSAGE,
} from "../../../domain/password-guessability";
import { checkPasswordNotGuessable, isCommonPassword } from "./policy";

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

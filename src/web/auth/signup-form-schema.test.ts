import { describe, expect, it } from "vitest";
import { PERSONAL_PASSWORD_MESSAGE } from "../../domain/password-guessability";
import { signUpFormSchema } from "./signup-form-schema";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada.lovelace@example.com",
  birthday: "1990-12-10",
  password: "Velvet7Harbour!",
  confirmPassword: "Velvet7Harbour!",
  acceptTerms: true,
};

const passwordErrorOf = (body: typeof valid) => {
  const result = signUpFormSchema("Vitalog", "UTC").safeParse(body);
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path[0] === "password")?.message;
};

describe("the sign-up form's schema", () => {
  it("takes a password that holds nothing of the person", () => {
    expect(signUpFormSchema("Vitalog", "UTC").safeParse(valid).success).toBe(true);
  });

  it("warns before sending when the password holds the name or e-mail typed above it, as the server would refuse", () => {
    for (const password of ["Lovelace1990", "L0v3lace7!", "Ada.lovelace2"])
      expect(passwordErrorOf({ ...valid, password, confirmPassword: password })).toBe(
        PERSONAL_PASSWORD_MESSAGE,
      );
  });

  it("says the birthday's problem in the user's calendar", () => {
    const result = signUpFormSchema("Vitalog", "UTC").safeParse({
      ...valid,
      birthday: "2999-01-01",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain("birthday");
  });
});

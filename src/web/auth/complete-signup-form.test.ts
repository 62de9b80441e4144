import { describe, expect, it } from "vitest";
import { SIGNUP_MESSAGES } from "../../contract/auth";
import { completeSignUpFormSchema } from "./complete-signup-form";

const TODAY = "2026-11-25";
const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  birthday: "1990-12-10",
  acceptTerms: true,
  timeZone: "Europe/London",
};

function birthdayError(birthday: string): string | undefined {
  const result = completeSignUpFormSchema("Vitalog", TODAY).safeParse({ ...valid, birthday });
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path[0] === "birthday")?.message;
}

describe("completeSignUpFormSchema", () => {
  it("accepts a person of 13 or more who agreed to the terms", () => {
    expect(completeSignUpFormSchema("Vitalog", TODAY).safeParse(valid).success).toBe(true);
    expect(birthdayError("2013-11-25")).toBeUndefined();
  });

  it("says what sign-up says about the date of birth", () => {
    expect(birthdayError("")).toBe(SIGNUP_MESSAGES.birthdayRequired);
    expect(birthdayError("2026-11-26")).toBe(SIGNUP_MESSAGES.birthdayInFuture);
    expect(birthdayError("2013-11-26")).toBe(SIGNUP_MESSAGES.tooYoung("Vitalog"));
    expect(birthdayError("2001-02-30")).toBe("Enter a real date as YYYY-MM-DD");
  });

  it("needs the terms ticked and both names", () => {
    const result = completeSignUpFormSchema("Vitalog", TODAY).safeParse({
      ...valid,
      acceptTerms: false,
      firstName: " ",
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toContainEqual(["acceptTerms", SIGNUP_MESSAGES.termsRequired]);
    expect(messages).toContainEqual(["firstName", "First name is required"]);
  });
});

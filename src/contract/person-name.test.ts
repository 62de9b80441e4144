import { describe, expect, it } from "vitest";
import { UpdateUserBody } from "./admin-users";
import { SignUpBody } from "./auth";
import { FirstName, LastName, NAME_MAX_LENGTH } from "./person-name";
import { UpdateProfileBody } from "./profile";

const problem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("the one name rule", () => {
  it("accepts a name of up to 80 characters, trimmed", () => {
    expect(NAME_MAX_LENGTH).toBe(80);
    expect(FirstName.parse(`  ${"a".repeat(80)}  `)).toBe("a".repeat(80));
    expect(LastName.parse("O'Brien-Núñez")).toBe("O'Brien-Núñez");
  });

  it("says in words what is wrong, never zod's default text", () => {
    expect(problem(FirstName.safeParse("a".repeat(81)))).toBe(
      "First name can be at most 80 characters",
    );
    expect(problem(LastName.safeParse("b".repeat(81)))).toBe(
      "Last name can be at most 80 characters",
    );
    expect(problem(FirstName.safeParse("   "))).toBe("First name is required");
    expect(problem(LastName.safeParse(undefined))).toBe("Last name is required");
    expect(problem(FirstName.safeParse(42))).toBe("First name must be text");
  });

  it("is the rule of sign-up, the profile and staff edits alike", () => {
    for (const schema of [
      SignUpBody.shape.firstName,
      UpdateProfileBody.shape.firstName.unwrap(),
      UpdateUserBody.shape.firstName.unwrap(),
    ]) {
      expect(schema.safeParse("a".repeat(80)).success).toBe(true);
      expect(problem(schema.safeParse("a".repeat(81)))).toBe(
        "First name can be at most 80 characters",
      );
    }
    for (const schema of [
      SignUpBody.shape.lastName,
      UpdateProfileBody.shape.lastName.unwrap(),
      UpdateUserBody.shape.lastName.unwrap(),
    ]) {
      expect(problem(schema.safeParse("b".repeat(81)))).toBe(
        "Last name can be at most 80 characters",
      );
    }
  });
});

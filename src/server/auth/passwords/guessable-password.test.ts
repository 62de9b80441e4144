import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../../testing/factories";
import { waitForMails } from "../../testing/outbox";
import { createTestContext, type TestContext } from "../../testing/test-app";
import {
  COMMON_PASSWORD_MESSAGE,
  PERSONAL_PASSWORD_MESSAGE,
} from "../../../domain/password-guessability";
import { authApi } from "../../../contract/auth-api";
import { profileApi } from "../../../contract/profile";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const STRONG = "Velvet7Harbour!";
const NAMES = { firstName: "Winifred", lastName: "Oakhart" };
const uniqueEmail = () => `marguerite${Math.random().toString(16).slice(2, 8)}@example.com`;

/** Each guessable password with the message it must get, for a user called Winifred with `email`. */
const guessable = (email: string): [string, string][] => [
  ["Password1", COMMON_PASSWORD_MESSAGE],
  ["Passw0rd", COMMON_PASSWORD_MESSAGE],
  ["password123", COMMON_PASSWORD_MESSAGE],
  ["qwerty123", COMMON_PASSWORD_MESSAGE],
  [`${email.split("@")[0]!}2024`, PERSONAL_PASSWORD_MESSAGE],
  ["Winifred1990", PERSONAL_PASSWORD_MESSAGE],
];

/** Capitalised, each meets the schema's rules (upper, lower, digit), so only the new policy can refuse it. */
const meetRules = (password: string) => password.charAt(0).toUpperCase() + password.slice(1);

describe("sign-up refuses guessable passwords", () => {
  const signUp = (email: string, password: string) =>
    ctx.call(authApi.signUp, {
      body: {
        ...NAMES,
        email,
        birthday: "1990-05-17",
        password,
        confirmPassword: password,
        acceptTerms: true,
      },
    });

  it("answers 400 on password for each, and creates no account", async () => {
    const email = uniqueEmail();
    for (const [password, message] of guessable(email)) {
      const response = await signUp(email, meetRules(password));
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error.fields, password).toEqual({ password: message });
    }
    expect((await signUp(email, STRONG)).statusCode).toBe(201);
  });
});

describe("password reset refuses guessable passwords", () => {
  const reset = (token: string, password: string) =>
    ctx.call(authApi.resetPassword, { body: { token, password, confirmPassword: password } });

  it("answers 400 on password and keeps the link usable for a better one", async () => {
    const user = await createTestUser(ctx, { ...NAMES, email: uniqueEmail() });
    await ctx.call(authApi.forgotPassword, { body: { email: user.email } });
    const [mail] = await waitForMails(ctx, { to: user.email, kind: "password_reset" });
    for (const [password, message] of guessable(user.email)) {
      const response = await reset(mail!.token, meetRules(password));
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error.fields, password).toEqual({ password: message });
    }
    expect((await reset(mail!.token, "Tangerine4Meadow")).statusCode).toBe(200);
    const signIn = await ctx.call(authApi.signIn, {
      body: { email: user.email, password: "Tangerine4Meadow" },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("checks the link before the password, so a bad link tells nothing about the account", async () => {
    const response = await reset("t".repeat(43), "Password1");
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(["token"]);
  });
});

describe("change password refuses guessable passwords", () => {
  it("answers 400 on newPassword for each, and keeps the old password", async () => {
    const user = await createTestUser(ctx, { ...NAMES, email: uniqueEmail() });
    const change = (newPassword: string) =>
      ctx.call(profileApi.changePassword, {
        cookie: user.cookie,
        body: { currentPassword: user.password, newPassword, confirmPassword: newPassword },
      });
    for (const [password, message] of guessable(user.email)) {
      const response = await change(meetRules(password));
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error.fields, password).toEqual({ newPassword: message });
    }
    expect((await change("Tangerine4Meadow")).statusCode).toBe(200);
  });
});

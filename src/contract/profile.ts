import { z } from "zod";
import { ageOn, MINIMUM_AGE } from "../domain/age";
import { isStrongPassword, PASSWORD_MAX_LENGTH, WEAK_PASSWORD_MESSAGE } from "../domain/password";
import { Profile, Sex, SIGNUP_MESSAGES, UnitSystem } from "./auth";
import { endpoint } from "./endpoint";
import { OkBody } from "./errors";
import { FirstName, LastName } from "./person-name";
import { storedReal } from "./stored-number";
import { isIsoDate } from "../domain/calendar";

/**
 * Height bounds in cm. 272 cm is the tallest person on record (Robert Wadlow, Guinness World
 * Records); 50 cm leaves room for any person old enough to hold an account.
 */
export const HEIGHT_MIN_CM = 50;
export const HEIGHT_MAX_CM = 272;
export const HEIGHT_RANGE_MESSAGE = `Enter a height between ${HEIGHT_MIN_CM} and ${HEIGHT_MAX_CM} cm (1 ft 8 in to 8 ft 11 in)`;

/** What the user types to confirm that the account is to be deleted. */
export const DELETE_CONFIRMATION = "DELETE";

export const PROFILE_MESSAGES = {
  unknownTimeZone: "Choose a time zone from the list",
  wrongPassword: "Your current password is not correct",
  samePassword: "Choose a password different from your current one",
  confirmDelete: `Type ${DELETE_CONFIRMATION} to confirm`,
  /** An account without a password proves it is its owner by signing in again (issue 13). */
  reauthenticationRequired:
    "Confirm it is you first: sign in again with a linked account or a passkey, then try within five minutes.",
  passwordAlreadySet: "Your account already has a password: change it instead.",
  /** End-user spec, section 8: profile update with no user. */
  noUser: "No user logged in",
} as const;

/**
 * The problem with a birth date on a given day, or null: the sign-up rules (end-user spec, section 5),
 * shared by the settings form so the browser says the same as the server.
 */
export function birthdayProblem(birthday: string, today: string, product: string): string | null {
  if (!birthday) return SIGNUP_MESSAGES.birthdayRequired;
  if (!isIsoDate(birthday)) return "Enter a real date as YYYY-MM-DD";
  if (birthday > today) return SIGNUP_MESSAGES.birthdayInFuture;
  if (ageOn(birthday, today) < MINIMUM_AGE) return SIGNUP_MESSAGES.tooYoung(product);
  return null;
}

/** PATCH /api/profile: any subset of the editable fields. Age and time zone are checked by the service too. */
export const UpdateProfileBody = z
  .object({
    firstName: FirstName,
    lastName: LastName,
    birthday: z
      .string()
      .min(1, SIGNUP_MESSAGES.birthdayRequired)
      .refine(isIsoDate, "Enter a real date as YYYY-MM-DD"),
    sex: Sex.nullable(),
    heightCm: storedReal(
      z
        .number(HEIGHT_RANGE_MESSAGE)
        .min(HEIGHT_MIN_CM, HEIGHT_RANGE_MESSAGE)
        .max(HEIGHT_MAX_CM, HEIGHT_RANGE_MESSAGE),
    ).nullable(),
    timeZone: z
      .string()
      .min(1, PROFILE_MESSAGES.unknownTimeZone)
      .max(64, PROFILE_MESSAGES.unknownTimeZone),
    unitSystem: UnitSystem,
  })
  .partial()
  .strict();
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

const NewPassword = z
  .string()
  .min(1, "Password is required")
  .max(PASSWORD_MAX_LENGTH, "Password is too long")
  .refine(isStrongPassword, WEAK_PASSWORD_MESSAGE);

export const ChangePasswordBody = z
  .object({
    currentPassword: z
      .string()
      .min(1, "Enter your current password")
      .max(PASSWORD_MAX_LENGTH, "Password is too long"),
    newPassword: NewPassword,
    confirmPassword: z.string(),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: SIGNUP_MESSAGES.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/**
 * `password` is required of an account that has one; an account without (made with a provider) is
 * deleted after a recent re-authentication instead (a linked provider or a passkey, five minutes).
 */
export const DeleteAccountBody = z.object({
  password: z
    .string()
    .min(1, "Enter your password")
    .max(PASSWORD_MAX_LENGTH, "Password is too long")
    .optional(),
  confirmation: z.literal(DELETE_CONFIRMATION, PROFILE_MESSAGES.confirmDelete),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/**
 * POST /api/profile/password/first: a first password for an account made with a provider, after a
 * recent re-authentication (a linked provider or a passkey) instead of a current password.
 */
export const SetFirstPasswordBody = z
  .object({ newPassword: NewPassword, confirmPassword: z.string() })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: SIGNUP_MESSAGES.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type SetFirstPasswordBody = z.infer<typeof SetFirstPasswordBody>;

export const ProfileResponse = z.object({ profile: Profile });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** One signed-in browser or device of the user. */
export const ActiveSession = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  isPersistent: z.boolean(),
  /** The session this request came with ("this device"). */
  isCurrent: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;

export const SessionList = z.object({ sessions: z.array(ActiveSession) });
export type SessionList = z.infer<typeof SessionList>;

export const SessionParams = z.object({ id: z.uuid("Not a session id") });

export const RevokedCount = z.object({ revoked: z.number().int() });
export type RevokedCount = z.infer<typeof RevokedCount>;

/** Signed in, refused with the wording the end-user spec gives a profile change without a user. */
const PROFILE_ACCESS = {
  custom: `a signed-in user; without one the answer says "${PROFILE_MESSAGES.noUser}" (end-user spec, section 8)`,
} as const;

/** The signed-in user's own account: profile, password, sessions, deletion. Nothing here takes a user id. */
export const profileApi = {
  get: endpoint({
    method: "GET",
    path: "/api/profile",
    responses: { 200: ProfileResponse },
    access: PROFILE_ACCESS,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/profile",
    body: UpdateProfileBody,
    responses: { 200: ProfileResponse },
    access: PROFILE_ACCESS,
  }),
  changePassword: endpoint({
    method: "POST",
    path: "/api/profile/password",
    body: ChangePasswordBody,
    responses: { 200: OkBody },
    access: PROFILE_ACCESS,
  }),
  setFirstPassword: endpoint({
    method: "POST",
    path: "/api/profile/password/first",
    body: SetFirstPasswordBody,
    responses: { 200: OkBody },
    access: PROFILE_ACCESS,
  }),
  sessions: endpoint({
    method: "GET",
    path: "/api/profile/sessions",
    responses: { 200: SessionList },
    access: PROFILE_ACCESS,
  }),
  revokeOtherSessions: endpoint({
    method: "DELETE",
    path: "/api/profile/sessions",
    responses: { 200: RevokedCount },
    access: PROFILE_ACCESS,
  }),
  revokeSession: endpoint({
    method: "DELETE",
    path: "/api/profile/sessions/:id",
    params: SessionParams,
    responses: { 200: OkBody },
    access: PROFILE_ACCESS,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/profile",
    body: DeleteAccountBody,
    responses: { 200: OkBody },
    access: PROFILE_ACCESS,
  }),
};

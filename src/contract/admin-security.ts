import { z } from "zod";
import { SUPER_ADMIN_LEVEL } from "../domain/permissions";
import { endpoint } from "./endpoint";

/** The error code every admin endpoint but the gate's own answers while a required second factor is missing. */
export const TWO_FACTOR_REQUIRED_CODE = "two_factor_required";

export const STAFF_TWO_FACTOR_MESSAGES = {
  /** The set-up screen and the 403 of a staff member without two-factor. */
  setUp:
    "Your organisation requires two-factor authentication for staff. Set it up in Settings → Security, then sign in again.",
  /** A staff member who has a factor but signed in to this session without it. */
  signInAgain:
    "Your organisation requires two-factor authentication for staff. You have it set up, but this session was signed in without it: sign out and sign in again with your code or passkey.",
  superAdminOnly: "Only a Super Admin can change the two-factor requirement",
} as const;

/** Where the set-up screen sends staff: the Security section of their own Settings. */
export const TWO_FACTOR_SETTINGS_HREF = "/app/settings#security-heading";

/**
 * What the staff gate knows about the viewer's second factor, sent with GET /api/admin/me so the
 * admin app shows the set-up screen instead of the panel.
 */
export const StaffTwoFactorState = z.object({
  /** The organisation requires two-factor for staff (security_settings). */
  twoFactorRequired: z.boolean(),
  /** The viewer has a confirmed authenticator app or a passkey. */
  hasTwoFactor: z.boolean(),
  /** aal2 when this session was granted with a second factor or a passkey. */
  sessionAal: z.enum(["aal1", "aal2"]),
});
export type StaffTwoFactorState = z.infer<typeof StaffTwoFactorState>;

/**
 * Whether the staff two-factor requirement lets this session act as staff: the one rule of the
 * admin app, the staff guards (src/server/rbac/guards.ts) and the socket (src/server/auth/sessions/socket-check.ts).
 */
export const isTwoFactorSatisfied = (
  state: Pick<StaffTwoFactorState, "twoFactorRequired" | "sessionAal">,
) => !state.twoFactorRequired || state.sessionAal === "aal2";

/** GET /api/admin/security-settings (settings.view). */
export const SecuritySettings = z.object({
  staffTwoFactorRequired: z.boolean(),
  updatedAt: z.string().nullable(),
  /** Staff (who can open the panel today) without a confirmed second factor: they meet the set-up screen. */
  staffWithoutTwoFactor: z.number().int().nonnegative(),
});
export type SecuritySettings = z.infer<typeof SecuritySettings>;

/** PUT /api/admin/security-settings (Super Admin only). */
export const UpdateSecuritySettingsBody = z.object({
  staffTwoFactorRequired: z.boolean({
    error: "Choose whether staff must use two-factor authentication",
  }),
});
export type UpdateSecuritySettingsBody = z.infer<typeof UpdateSecuritySettingsBody>;

/** The installation's security settings: the staff two-factor requirement (issue 13). */
export const adminSecurityApi = {
  get: endpoint({
    method: "GET",
    path: "/api/admin/security-settings",
    responses: { 200: SecuritySettings },
    access: { permission: "settings.view" },
  }),
  // Super Admin only, not settings.edit: the requirement decides who may open the panel at all.
  update: endpoint({
    method: "PUT",
    path: "/api/admin/security-settings",
    body: UpdateSecuritySettingsBody,
    responses: { 200: SecuritySettings },
    access: { level: SUPER_ADMIN_LEVEL, message: STAFF_TWO_FACTOR_MESSAGES.superAdminOnly },
  }),
};

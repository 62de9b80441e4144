import { z } from "zod";

/**
 * Passkeys (WebAuthn, issue 13). Each ceremony takes two requests: the options (a challenge the
 * server keeps for five minutes in auth_flows, its token in an httpOnly cookie) and the browser's
 * answer to them, verified by @simplewebauthn/server. A passkey counts as two factors (aal2).
 */
export const PASSKEY_MESSAGES = {
  notVerified: "This passkey could not be verified. Try again or use your password.",
  expired: "This passkey request has expired or was already used. Try again.",
  alreadyRegistered: "This passkey is already registered.",
  noPasskeys: "You have no passkeys yet. Add one in Settings first.",
  notFound: "That passkey is not on your account.",
  nameRequired: "Give the passkey a name",
  nameTooLong: "Use at most 60 characters",
} as const;

export const PASSKEY_NAME_MAX = 60;

export const PasskeyName = z
  .string({ error: PASSKEY_MESSAGES.nameRequired })
  .trim()
  .min(1, PASSKEY_MESSAGES.nameRequired)
  .max(PASSKEY_NAME_MAX, PASSKEY_MESSAGES.nameTooLong);

/** base64url as the browser encodes WebAuthn bytes; bounded so a huge body is refused by shape. */
const Base64Url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, "Not base64url");

const ClientExtensionResults = z.record(z.string(), z.unknown()).default({});
const Attachment = z.enum(["platform", "cross-platform"]).optional();

/** navigator.credentials.create()'s answer as @simplewebauthn/browser sends it (RegistrationResponseJSON). */
export const RegistrationCredential = z.object({
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: Base64Url(4000),
    attestationObject: Base64Url(40_000),
    authenticatorData: Base64Url(20_000).optional(),
    transports: z.array(z.string().max(40)).max(10).optional(),
    // A COSE algorithm identifier (RFC 9053: small negative integers such as -7 for ES256).
    publicKeyAlgorithm: z.number().int().min(-65536).max(65535).optional(),
    publicKey: Base64Url(4000).optional(),
  }),
  authenticatorAttachment: Attachment,
  clientExtensionResults: ClientExtensionResults,
});
export type RegistrationCredential = z.infer<typeof RegistrationCredential>;

/** navigator.credentials.get()'s answer as @simplewebauthn/browser sends it (AuthenticationResponseJSON). */
export const AuthenticationCredential = z.object({
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: Base64Url(4000),
    authenticatorData: Base64Url(20_000),
    signature: Base64Url(2000),
    userHandle: Base64Url(200).optional(),
  }),
  authenticatorAttachment: Attachment,
  clientExtensionResults: ClientExtensionResults,
});
export type AuthenticationCredential = z.infer<typeof AuthenticationCredential>;

/**
 * The options to hand to startRegistration / startAuthentication, as @simplewebauthn/server made
 * them (PublicKeyCredentialCreationOptionsJSON / …RequestOptionsJSON); the web types them with the
 * browser library's own types.
 */
export const WebAuthnOptions = z.looseObject({ challenge: z.string() });
export const PasskeyOptionsResponse = z.object({ options: WebAuthnOptions });
export type PasskeyOptionsResponse = z.infer<typeof PasskeyOptionsResponse>;

/** POST /api/auth/passkeys/registration; without a name the passkey is called after its number. */
export const RegisterPasskeyBody = z.object({
  name: PasskeyName.optional(),
  response: RegistrationCredential,
});
export type RegisterPasskeyBody = z.input<typeof RegisterPasskeyBody>;

export const RenamePasskeyBody = z.object({ name: PasskeyName });
export type RenamePasskeyBody = z.infer<typeof RenamePasskeyBody>;

export const PasskeyIdParams = z.object({ id: z.uuid("Not a passkey id") });

export const Passkey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced by the platform to the user's other devices (the credential's backup state, BS). */
  isSynced: z.boolean(),
});
export type Passkey = z.infer<typeof Passkey>;

export const PasskeyList = z.object({ passkeys: z.array(Passkey) });
export type PasskeyList = z.infer<typeof PasskeyList>;

/** POST /api/auth/passkeys/authentication: sign in; answers MeResponse (contract/auth.ts). */
export const PasskeySignInBody = z.object({
  response: AuthenticationCredential,
  rememberMe: z.boolean().default(false),
});
export type PasskeySignInBody = z.input<typeof PasskeySignInBody>;

/** POST /api/auth/passkeys/reauthenticate: the signed-in user proves it is them again. */
export const PasskeyReauthenticateBody = z.object({ response: AuthenticationCredential });
export type PasskeyReauthenticateBody = z.infer<typeof PasskeyReauthenticateBody>;

export const ReauthenticatedResponse = z.object({ reauthenticatedAt: z.string() });
export type ReauthenticatedResponse = z.infer<typeof ReauthenticatedResponse>;

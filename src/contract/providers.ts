import { z } from "zod";
import { SignUpBody } from "./auth";

/**
 * Sign-in with an OpenID Connect provider (issue 13). The browser reaches a provider by following a
 * link, not by fetch: GET /api/auth/providers/:provider/start?intent=signin|signup|link&next=/app
 * answers 302 to the provider, whose answer comes back to /api/auth/providers/:provider/callback
 * (GET, or POST for Apple's form_post), which answers 302 to one of:
 *   - `next` (signed in);
 *   - /login?step=second-factor (the user has two-factor on: the login page asks for the code);
 *   - /signup/complete (a new account: the date of birth and the terms are asked first);
 *   - /login/link (the provider's verified e-mail is an existing account's: its owner must prove it);
 *   - /app/settings?linked=<provider>#connected-heading after linking from Settings;
 *   - /login?error=<code> or /app/settings?error=<code>#connected-heading when it failed.
 */
export const PROVIDERS = ["google", "apple", "microsoft"] as const;
export const Provider = z.enum(PROVIDERS);
export type Provider = z.infer<typeof Provider>;

export const PROVIDER_LABELS: Record<Provider, string> = {
  google: "Google",
  apple: "Apple",
  microsoft: "Microsoft",
};

/**
 * "reauth" (signed in): the user proves it is them again with a linked provider, for a step that asks
 * for a recent re-authentication (deleting or giving a password to an account that has none); it
 * lands on `next` (default /app/settings), or /app/settings?error=<code>#connected-heading.
 */
export const SIGN_IN_INTENTS = ["signin", "signup", "link", "reauth"] as const;
export const SignInIntent = z.enum(SIGN_IN_INTENTS);
export type SignInIntent = z.infer<typeof SignInIntent>;

/** The spec's identity errors; each leaves the session as it was. */
export const IDENTITY_ERRORS = {
  identity_already_exists: "That account is already linked to another Vitalog account.",
  identity_not_found: "That sign-in method is not linked to your account.",
  single_identity_not_deletable:
    "You cannot remove your only way to sign in. Add a password, a passkey or another account first.",
} as const;
export type IdentityErrorCode = keyof typeof IDENTITY_ERRORS;

/** GET /api/auth/providers: the providers this installation is configured for, in display order. */
export const ProvidersResponse = z.object({ providers: z.array(Provider) });
export type ProvidersResponse = z.infer<typeof ProvidersResponse>;

/** GET /api/auth/providers/pending: the provider sign-up or link waiting in this browser (404 when none). */
export const PendingProviderSignIn = z.object({
  kind: z.enum(["signup", "link"]),
  provider: Provider,
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
});
export type PendingProviderSignIn = z.infer<typeof PendingProviderSignIn>;

/** One way to sign in to the account: the password, or a provider's identity. */
export const SignInMethod = z.object({
  /** "password" for the password; the identity's id otherwise. */
  id: z.string(),
  kind: z.enum(["password", ...PROVIDERS]),
  email: z.string().nullable(),
  createdAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /** False for the only way to sign in left (password, identities and passkeys counted): removing it is refused with single_identity_not_deletable. */
  isRemovable: z.boolean(),
});
export type SignInMethod = z.infer<typeof SignInMethod>;

/** GET /api/auth/identities, and the answer of DELETE /api/auth/identities/:id. */
export const IdentitiesResponse = z.object({
  methods: z.array(SignInMethod),
  /** Configured providers not linked yet: the "Link" buttons. */
  linkable: z.array(Provider),
  passkeyCount: z.number().int(),
});
export type IdentitiesResponse = z.infer<typeof IdentitiesResponse>;

/** GET /api/auth/providers/:provider/start: what the round trip is for and where to land after it. */
export const StartProviderQuery = z.object({
  intent: SignInIntent.default("signin"),
  /** A path of this site (checked by the server's safeNext rules); anything else lands on /app. */
  next: z.string().max(2000).optional(),
});
export type StartProviderQuery = z.input<typeof StartProviderQuery>;

export const ProviderParams = z.object({ provider: Provider });

/**
 * Apple's answer, a form posted from appleid.apple.com (response_mode=form_post): its fields as sent,
 * read like the query string Google and Microsoft answer with.
 */
export const ProviderFormPost = z.record(z.string(), z.string());

/** POST /api/auth/providers/link: the existing account's owner proves it with its password. */
export const LinkProviderBody = z.object({
  password: z.string().min(1, "Password is required").max(1024, "Password is too long"),
});
export type LinkProviderBody = z.infer<typeof LinkProviderBody>;

/**
 * POST /api/auth/providers/complete-signup: what the provider did not say (the e-mail and names come
 * from it, the names may be corrected here). Checked like sign-up: the 13-year rule and the terms.
 */
export const CompleteProviderSignUpBody = z.object({
  firstName: SignUpBody.shape.firstName,
  lastName: SignUpBody.shape.lastName,
  birthday: SignUpBody.shape.birthday,
  acceptTerms: SignUpBody.shape.acceptTerms,
  timeZone: SignUpBody.shape.timeZone,
});
export type CompleteProviderSignUpBody = z.infer<typeof CompleteProviderSignUpBody>;

/** "password", or an identity's id. */
export const IdentityParams = z.object({
  id: z.union([z.literal("password"), z.uuid("Not a sign-in method")]),
});

/** DELETE /api/auth/identities/:id; removing the password ("password") needs it typed again. */
export const DeleteIdentityBody = z
  .object({ password: z.string().max(1024, "Password is too long").optional() })
  .nullish();
export type DeleteIdentityBody = z.infer<typeof DeleteIdentityBody>;

/** The `error` codes a failed round trip lands with (/login?error=… or /app/settings?error=…). */
export const PROVIDER_ERRORS = {
  provider_denied: "Sign-in was cancelled at the provider.",
  provider_failed: "We could not complete sign-in with that provider. Please try again.",
  provider_unavailable: "That provider is not available right now. Please try again later.",
  provider_no_email:
    "That provider did not share an e-mail address, which we need to create your account.",
  provider_unverified_email:
    "That provider has not verified your e-mail address. Sign in (or sign up) with your e-mail and a password, then link it in Settings → Connected accounts.",
  flow_expired: "That sign-in took too long or was already used. Please start again.",
  suspended: "This account has been suspended. Contact support if you think this is a mistake.",
  reauthentication_required:
    "Confirm it is you first, then connect the account within five minutes.",
  second_factor_required:
    "Sign in again with your authenticator code or a passkey before connecting an account.",
  cross_site:
    "That request came from another site, so nothing was changed. Start again from Settings.",
  ...IDENTITY_ERRORS,
} as const;
export type ProviderErrorCode = keyof typeof PROVIDER_ERRORS;

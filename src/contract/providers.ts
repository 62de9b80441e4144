import { z } from "zod";

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

export const PROVIDER_LABELS: Record<Provider, string> = { google: "Google", apple: "Apple", microsoft: "Microsoft" };

export const SIGN_IN_INTENTS = ["signin", "signup", "link"] as const;
export const SignInIntent = z.enum(SIGN_IN_INTENTS);
export type SignInIntent = z.infer<typeof SignInIntent>;

/** The spec's identity errors; each leaves the session as it was. */
export const IDENTITY_ERRORS = {
  identity_already_exists: "That account is already linked to another Vitalog account.",
  identity_not_found: "That sign-in method is not linked to your account.",
  single_identity_not_deletable: "You cannot remove your only way to sign in. Add a password, a passkey or another account first.",
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

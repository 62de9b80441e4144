import { IDENTITY_ERRORS, PROVIDER_LABELS, Provider, type IdentityErrorCode } from "../../contract/providers";

/** Where the provider's answer was shown: the sign-in card, or Settings after linking. */
export type ProviderErrorPlace = "signin" | "link";

const isIdentityError = (code: string): code is IdentityErrorCode => Object.hasOwn(IDENTITY_ERRORS, code);

/** The provider named by a redirect's `provider` parameter, or null when it names none we know. */
export function providerFromParam(value: string | null): Provider | null {
  const parsed = Provider.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The words for `?error=<code>` of a provider redirect (contract/providers.ts). `access_denied` is
 * the OpenID Connect code for a person who said no on the provider's page (RFC 6749, 4.1.2.1): not
 * a failure, so it reads as a cancellation. The spec's identity errors keep their own texts; any
 * other code is a sign-in that did not work, said without the provider's technical detail.
 */
export function providerErrorMessage(code: string, provider: Provider | null, place: ProviderErrorPlace = "signin"): string {
  const name = provider ? PROVIDER_LABELS[provider] : null;
  if (isIdentityError(code)) return IDENTITY_ERRORS[code];
  if (code === "access_denied") {
    if (place === "link") return name ? `Linking ${name} was cancelled.` : "Linking was cancelled.";
    return name ? `Sign-in with ${name} was cancelled.` : "Sign-in was cancelled.";
  }
  if (code === "flow_expired") {
    return "That sign-in took too long or was opened in another browser. Please start again.";
  }
  if (place === "link") {
    return name ? `Linking ${name} did not work. Please try again.` : "Linking did not work. Please try again.";
  }
  return name
    ? `Signing in with ${name} did not work. Please try again, or sign in another way.`
    : "Signing in did not work. Please try again, or sign in another way.";
}

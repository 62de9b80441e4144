import {
  PROVIDER_ERRORS,
  PROVIDER_LABELS,
  Provider,
  type ProviderErrorCode,
} from "../../contract/providers";

/** Where the provider's answer was shown: the sign-in card, or Settings after linking. */
export type ProviderErrorPlace = "signin" | "link";

const isKnownError = (code: string): code is ProviderErrorCode =>
  Object.hasOwn(PROVIDER_ERRORS, code);

/** The provider named by a redirect's `provider` parameter, or null when it names none we know. */
export function providerFromParam(value: string | null): Provider | null {
  const parsed = Provider.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The words for `?error=<code>` of a provider redirect (PROVIDER_ERRORS of the contract). A person
 * who said no on the provider's page (the server's provider_denied; OpenID Connect calls it
 * access_denied, RFC 6749 4.1.2.1) cancelled rather than failed, and is told so with the provider's
 * name when the redirect gives it. The server's other codes keep the contract's texts; a code we do
 * not know is a sign-in that did not work, said without repeating the code.
 */
export function providerErrorMessage(
  code: string,
  provider: Provider | null,
  place: ProviderErrorPlace = "signin",
): string {
  const name = provider ? PROVIDER_LABELS[provider] : null;
  if (code === "provider_denied" || code === "access_denied") {
    if (place === "link") return name ? `Linking ${name} was cancelled.` : "Linking was cancelled.";
    return name ? `Sign-in with ${name} was cancelled.` : PROVIDER_ERRORS.provider_denied;
  }
  if (isKnownError(code)) return PROVIDER_ERRORS[code];
  return PROVIDER_ERRORS.provider_failed;
}

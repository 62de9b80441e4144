import { useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { PROVIDER_LABELS, type Provider } from "../../contract/providers";
import { buttonClass } from "../components/ui/button";
import { useProviders } from "./api/provider-list";
import { providerStartUrl } from "./api/provider-start";
import { providerErrorMessage, providerFromParam } from "./provider-errors";
import { ProviderIcon } from "./provider-icons";

type Mode = "signin" | "signup";

const subscribeToNothing = () => () => {};

/**
 * False in the prerendered HTML of /login and /signup and during hydration, true after: the HTML is
 * made without a URL, so a ?error= message drawn at hydration would not match it (React error 418).
 */
function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The provider links as drawn: "or", then one full-width link per configured provider. Real links,
 * because the server answers the start with a redirect to the provider's page.
 */
export function ProviderLinks({
  providers,
  mode,
  next,
  errorMessage,
}: {
  providers: readonly Provider[];
  mode: Mode;
  next: string | null;
  errorMessage: string | null;
}) {
  // The "or" divides the card's form from what follows; when another way in (the passkey button)
  // already stands between them, that one has said "or" and this one is left out.
  return (
    <div className="group mt-6 grid gap-4">
      {errorMessage ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {errorMessage}
        </p>
      ) : null}
      {providers.length > 0 ? (
        <>
          <div className="flex items-center gap-3 group-[:not(form)+*]:hidden" aria-hidden>
            <span className="h-px flex-1 bg-slate-200" />
            <span className="text-sm text-slate-600">or</span>
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <ul
            className="grid gap-3"
            aria-label={
              mode === "signup" ? "Sign up with another account" : "Sign in with another account"
            }
          >
            {providers.map((provider) => (
              <li key={provider}>
                <a
                  href={providerStartUrl(provider, mode, next)}
                  className={buttonClass("secondary", "w-full")}
                >
                  <ProviderIcon provider={provider} />
                  Continue with {PROVIDER_LABELS[provider]}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * Google, Apple and Microsoft on the sign-in and sign-up cards, only those the server is configured
 * for (none: nothing is drawn, not a dead button). A provider that sent the user back with
 * /login?error=<code>&provider=<name> is explained here in words, inside the card.
 */
export function ProviderButtons({ mode = "signin" }: { mode?: Mode }) {
  const [params] = useSearchParams();
  const { data } = useProviders();
  const isHydrated = useIsHydrated();
  const error = isHydrated ? params.get("error") : null;
  const errorMessage = error
    ? providerErrorMessage(error, providerFromParam(params.get("provider")))
    : null;
  const providers = data?.providers ?? [];
  if (!errorMessage && providers.length === 0) return null;
  return (
    <ProviderLinks
      providers={providers}
      mode={mode}
      next={params.get("next")}
      errorMessage={errorMessage}
    />
  );
}

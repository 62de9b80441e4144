import { PROVIDER_LABELS } from "../../contract/providers";
import { providerStartUrl } from "../auth/api/provider-start";
import { ProviderIcon } from "../auth/provider-icons";
import { buttonClass } from "../components/ui/button";
import { isApiError } from "../lib/api-client";
import { useIdentities } from "./api/identities-list";

/** The server's answer to a step that needs a recent sign-in and has none (403 reauthentication_required). */
export const isReauthenticationRequired = (error: unknown) =>
  isApiError(error, 403) && error.code === "reauthentication_required";

/**
 * An account without a password proves it is its owner by a round trip to one of its linked
 * providers (intent "reauth"), which brings the browser back to `next` with a fresh proof.
 */
export function ReauthenticateLinks({ next }: { next: string }) {
  const { data } = useIdentities();
  const linked = [
    ...new Set(
      (data?.methods ?? []).flatMap((method) => (method.kind === "password" ? [] : [method.kind])),
    ),
  ];
  if (linked.length === 0) return null;
  return (
    <div className="grid gap-2 sm:flex sm:flex-wrap">
      {linked.map((provider) => (
        <a
          key={provider}
          href={providerStartUrl(provider, "reauth", next)}
          className={buttonClass("secondary")}
        >
          <ProviderIcon provider={provider} />
          Confirm with {PROVIDER_LABELS[provider]}
        </a>
      ))}
    </div>
  );
}

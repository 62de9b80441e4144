import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../../contract/auth-api";
import type { Passkey } from "../../../contract/passkeys";
import { loadWebAuthn } from "../../auth/api/passkey-browser";
import { call } from "../../lib/api-client";
import { IDENTITIES_QUERY_KEY } from "./identities-list";
import { PASSKEYS_QUERY_KEY } from "./passkey-list";

/** The server's options, the browser's prompt to create the passkey, then the server's check. */
export async function addPasskey(name: string): Promise<Passkey> {
  const { options } = await call(authApi.passkeyRegistrationOptions);
  const { startRegistration } = await loadWebAuthn();
  // The server's options are the library's own (the contract checks only the challenge).
  const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
  const response = await startRegistration({ optionsJSON });
  // Spread: the library's interface becomes a plain object type the contract's record accepts.
  const clientExtensionResults = { ...response.clientExtensionResults };
  return call(authApi.registerPasskey, {
    body: { name, response: { ...response, clientExtensionResults } },
  });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    // Connected accounts counts passkeys among the ways to sign in.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: IDENTITIES_QUERY_KEY }),
      ]),
  });
}

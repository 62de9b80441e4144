import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useMutation } from "@tanstack/react-query";
import { authApi } from "../../../contract/auth-api";
import type { ReauthenticatedResponse } from "../../../contract/passkeys";
import { loadWebAuthn } from "../../auth/api/passkey-browser";
import { call } from "../../lib/api-client";

/**
 * Proves it is still the signed-in user with one of their passkeys, for a step that asks for it
 * instead of the password (turning two-factor off): the server records the time on the session,
 * and the step's own request, made within five minutes, is then accepted.
 */
export async function reauthenticateWithPasskey(): Promise<ReauthenticatedResponse> {
  const { options } = await call(authApi.passkeyReauthenticationOptions);
  const { startAuthentication } = await loadWebAuthn();
  // The server's options are the library's own (the contract checks only the challenge).
  const optionsJSON = options as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON });
  // Spread: the library's interface becomes a plain object type the contract's record accepts.
  const clientExtensionResults = { ...response.clientExtensionResults };
  return call(authApi.reauthenticateWithPasskey, {
    body: { response: { ...response, clientExtensionResults } },
  });
}

export function usePasskeyReauthentication() {
  return useMutation({ mutationFn: reauthenticateWithPasskey });
}

import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MeResponse } from "../../../contract/auth";
import { authApi } from "../../../contract/auth-api";
import { call } from "../../lib/api-client";
import { ME_QUERY_KEY } from "./get-me";
import { loadWebAuthn } from "./passkey-browser";

/**
 * Signs in with any passkey this browser holds for the site: the server's challenge, the browser's
 * prompt, then the server's check, which sets the session cookie and answers the profile.
 */
export async function signInWithPasskey(): Promise<MeResponse> {
  const { options } = await call(authApi.passkeySignInOptions);
  const { startAuthentication } = await loadWebAuthn();
  // The server's options are the library's own (the contract checks only the challenge).
  const optionsJSON = options as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON });
  // Spread: the library's interface becomes a plain object type the contract's record accepts.
  const clientExtensionResults = { ...response.clientExtensionResults };
  return call(authApi.signInWithPasskey, {
    body: { response: { ...response, clientExtensionResults }, rememberMe: false },
  });
}

export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: ({ profile }) => {
      // Another user's cached data must never show: start from an empty cache, as the password sign-in does.
      queryClient.clear();
      queryClient.setQueryData(ME_QUERY_KEY, profile);
    },
  });
}

import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MeResponse } from "../../../contract/auth";
import { api } from "../../lib/api-client";
import { ME_QUERY_KEY } from "./get-me";
import { loadWebAuthn } from "./passkey-browser";

/**
 * Signs in with any passkey this browser holds for the site: the server's challenge, the browser's
 * prompt, then the server's check, which sets the session cookie and answers the profile.
 */
export async function signInWithPasskey(): Promise<MeResponse> {
  const { options } = await api<{ options: PublicKeyCredentialRequestOptionsJSON }>(
    "/api/auth/passkeys/authentication-options",
    { method: "POST" },
  );
  const { startAuthentication } = await loadWebAuthn();
  const response = await startAuthentication({ optionsJSON: options });
  return api<MeResponse>("/api/auth/passkeys/authentication", {
    method: "POST",
    body: { response, rememberMe: false },
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

import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useMutation } from "@tanstack/react-query";
import type { ReauthenticatedResponse } from "../../../contract/passkeys";
import { loadWebAuthn } from "../../auth/api/passkey-browser";
import { api } from "../../lib/api-client";

/**
 * Proves it is still the signed-in user with one of their passkeys, for a step that asks for it
 * instead of the password (turning two-factor off): the server records the time on the session,
 * and the step's own request, made within five minutes, is then accepted.
 */
export async function reauthenticateWithPasskey(): Promise<ReauthenticatedResponse> {
  const { options } = await api<{ options: PublicKeyCredentialRequestOptionsJSON }>(
    "/api/auth/passkeys/reauthentication-options",
    { method: "POST" },
  );
  const { startAuthentication } = await loadWebAuthn();
  const response = await startAuthentication({ optionsJSON: options });
  return api<ReauthenticatedResponse>("/api/auth/passkeys/reauthenticate", {
    method: "POST",
    body: { response },
  });
}

export function usePasskeyReauthentication() {
  return useMutation({ mutationFn: reauthenticateWithPasskey });
}

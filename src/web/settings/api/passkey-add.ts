import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Passkey } from "../../../contract/passkeys";
import { loadWebAuthn } from "../../auth/api/passkey-browser";
import { api } from "../../lib/api-client";
import { IDENTITIES_QUERY_KEY } from "./identities-list";
import { PASSKEYS_QUERY_KEY } from "./passkey-list";

/** The server's options, the browser's prompt to create the passkey, then the server's check. */
export async function addPasskey(name: string): Promise<Passkey> {
  const { options } = await api<{ options: PublicKeyCredentialCreationOptionsJSON }>(
    "/api/auth/passkeys/registration-options",
    { method: "POST" },
  );
  const { startRegistration } = await loadWebAuthn();
  const response = await startRegistration({ optionsJSON: options });
  return api<Passkey>("/api/auth/passkeys/registration", {
    method: "POST",
    body: { name, response },
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

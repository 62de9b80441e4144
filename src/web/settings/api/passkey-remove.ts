import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { IDENTITIES_QUERY_KEY } from "./identities-list";
import { PASSKEYS_QUERY_KEY } from "./passkey-list";

export const removePasskey = (id: string) =>
  api<{ ok: true }>(`/api/auth/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    // Connected accounts counts passkeys among the ways to sign in.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: IDENTITIES_QUERY_KEY }),
      ]),
  });
}

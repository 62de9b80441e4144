import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../../contract/auth-api";
import { call } from "../../lib/api-client";
import { IDENTITIES_QUERY_KEY } from "./identities-list";
import { PASSKEYS_QUERY_KEY } from "./passkey-list";

export const removePasskey = (id: string) => call(authApi.removePasskey, { params: { id } });

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

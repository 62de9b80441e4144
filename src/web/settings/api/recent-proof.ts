import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authApi } from "../../../contract/auth-api";
import type { PasswordReauthenticationBody } from "../../../contract/reauthentication";
import { call } from "../../lib/api-client";

export const RECENT_PROOF_QUERY_KEY = ["auth", "recent-proof"] as const;

/**
 * Whether this session proved it is the user in the last five minutes. Read fresh each time: the
 * answer ages by itself, so a cached "yes" would offer a link the server then refuses.
 */
export function useRecentProof() {
  return useQuery({
    queryKey: RECENT_PROOF_QUERY_KEY,
    queryFn: () => call(authApi.recentProof),
    staleTime: 0,
    refetchInterval: 60 * 1000,
  });
}

/** Gives the password again; the session then counts as proven for five minutes. */
export function useConfirmWithPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordReauthenticationBody) =>
      call(authApi.reauthenticateWithPassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECENT_PROOF_QUERY_KEY }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RevokedCount } from "../../../contract/profile";
import { api } from "../../lib/api-client";
import { SESSIONS_QUERY_KEY } from "./get-sessions";

export const revokeSession = (id: string) =>
  api<{ ok: true }>(`/api/profile/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });

export const revokeOtherSessions = () =>
  api<RevokedCount>("/api/profile/sessions", { method: "DELETE" });

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

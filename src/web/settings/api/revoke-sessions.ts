import { useMutation, useQueryClient } from "@tanstack/react-query";
import { profileApi } from "../../../contract/profile";
import { call } from "../../lib/api-client";
import { SESSIONS_QUERY_KEY } from "./get-sessions";

export const revokeSession = (id: string) => call(profileApi.revokeSession, { params: { id } });

export const revokeOtherSessions = () => call(profileApi.revokeOtherSessions);

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

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionList } from "../../../contract/profile";
import { api } from "../../lib/api-client";

export const SESSIONS_QUERY_KEY = ["profile", "sessions"] as const;

export const sessionsQueryOptions = queryOptions({
  queryKey: SESSIONS_QUERY_KEY,
  queryFn: async () => (await api<SessionList>("/api/profile/sessions")).sessions,
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { profileApi } from "../../../contract/profile";
import { call } from "../../lib/api-client";

export const SESSIONS_QUERY_KEY = ["profile", "sessions"] as const;

export const sessionsQueryOptions = queryOptions({
  queryKey: SESSIONS_QUERY_KEY,
  queryFn: async () => (await call(profileApi.sessions)).sessions,
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}

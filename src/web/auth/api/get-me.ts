import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Profile, SessionResponse } from "../../../contract/auth";
import { api } from "../../lib/api-client";

export const ME_QUERY_KEY = ["me"] as const;

/** The signed-in user's profile, or null for an anonymous visitor. */
export async function getMe(): Promise<Profile | null> {
  return (await api<SessionResponse>("/api/auth/session")).profile;
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: getMe,
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

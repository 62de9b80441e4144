import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Profile } from "../../../contract/auth";
import { authApi } from "../../../contract/auth-api";
import { call } from "../../lib/api-client";

export const ME_QUERY_KEY = ["me"] as const;

/** The signed-in user's profile, or null for an anonymous visitor. */
export async function getMe(): Promise<Profile | null> {
  return (await call(authApi.session)).profile;
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: getMe,
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

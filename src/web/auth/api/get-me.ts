import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Profile, SessionResponse } from "../../../contract/auth";
import { api } from "../../lib/api-client";

export const ME_QUERY_KEY = ["me"] as const;

/**
 * The signed-in user's profile, or null for an anonymous visitor. Not through authApi.session: this
 * module is in the app's first script (main.tsx reads it), and a declaration would bring zod and the
 * auth schemas along, to every page, before main.tsx has told zod to parse without eval (which the
 * CSP forbids, so the browser would report zod's probe).
 */
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

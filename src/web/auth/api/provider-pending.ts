import { queryOptions, useQuery } from "@tanstack/react-query";
import { authApi } from "../../../contract/auth-api";
import type { PendingProviderSignIn } from "../../../contract/providers";
import { call, isApiError } from "../../lib/api-client";

export const PENDING_PROVIDER_QUERY_KEY = ["auth", "providers", "pending"] as const;

/** The provider sign-up or link waiting in this browser, or null when there is none (the server's 404). */
export async function getPendingProviderSignIn(): Promise<PendingProviderSignIn | null> {
  try {
    return await call(authApi.pendingProviderSignIn);
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const pendingProviderQueryOptions = queryOptions({
  queryKey: PENDING_PROVIDER_QUERY_KEY,
  queryFn: getPendingProviderSignIn,
  // The flow is spent by finishing it: a refetch on focus must not swap the form for "nothing pending".
  refetchOnWindowFocus: false,
});

export function usePendingProviderSignIn() {
  return useQuery(pendingProviderQueryOptions);
}

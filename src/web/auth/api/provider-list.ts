import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProvidersResponse } from "../../../contract/providers";
import { api } from "../../lib/api-client";

/** Which providers this installation is configured for: set at start-up, so read once per visit. */
export const providersQueryOptions = queryOptions({
  queryKey: ["auth", "providers"],
  queryFn: () => api<ProvidersResponse>("/api/auth/providers"),
  staleTime: Infinity,
});

export function useProviders() {
  return useQuery(providersQueryOptions);
}

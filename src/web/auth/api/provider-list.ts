import { queryOptions, useQuery } from "@tanstack/react-query";
import { authApi } from "../../../contract/auth-api";
import { call } from "../../lib/api-client";

/** Which providers this installation is configured for: set at start-up, so read once per visit. */
export const providersQueryOptions = queryOptions({
  queryKey: ["auth", "providers"],
  queryFn: () => call(authApi.listProviders),
  staleTime: Infinity,
});

export function useProviders() {
  return useQuery(providersQueryOptions);
}

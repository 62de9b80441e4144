import { queryOptions, useQuery } from "@tanstack/react-query";
import { authApi } from "../../../contract/auth-api";
import { call } from "../../lib/api-client";

export const IDENTITIES_QUERY_KEY = ["auth", "identities"] as const;

export const identitiesQueryOptions = queryOptions({
  queryKey: IDENTITIES_QUERY_KEY,
  queryFn: () => call(authApi.listIdentities),
});

/** The ways the signed-in user can sign in (password, providers), and the providers left to link. */
export function useIdentities() {
  return useQuery(identitiesQueryOptions);
}

/** Whether the account has a password; undefined until the list has loaded. */
export function useHasPassword(): boolean | undefined {
  const { data } = useIdentities();
  return data ? data.methods.some((method) => method.kind === "password") : undefined;
}

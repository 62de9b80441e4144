import { queryOptions, useQuery } from "@tanstack/react-query";
import { authApi } from "../../../contract/auth-api";
import { call } from "../../lib/api-client";

export const PASSKEYS_QUERY_KEY = ["auth", "passkeys"] as const;

export const passkeysQueryOptions = queryOptions({
  queryKey: PASSKEYS_QUERY_KEY,
  queryFn: async () => (await call(authApi.listPasskeys)).passkeys,
});

export function usePasskeys() {
  return useQuery(passkeysQueryOptions);
}

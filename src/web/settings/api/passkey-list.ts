import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PasskeyList } from "../../../contract/passkeys";
import { api } from "../../lib/api-client";

export const PASSKEYS_QUERY_KEY = ["auth", "passkeys"] as const;

export const passkeysQueryOptions = queryOptions({
  queryKey: PASSKEYS_QUERY_KEY,
  queryFn: async () => (await api<PasskeyList>("/api/auth/passkeys")).passkeys,
});

export function usePasskeys() {
  return useQuery(passkeysQueryOptions);
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { rbacApi } from "../../../contract/admin-me";
import { call } from "../../lib/api-client";

export const ADMIN_ME_QUERY_KEY = ["admin", "me"] as const;

/** The viewer's staff context; a 403 means "not staff" and is answered by the Access Denied page. */
export const adminMeQueryOptions = queryOptions({
  queryKey: ADMIN_ME_QUERY_KEY,
  queryFn: ({ signal }) => call(rbacApi.me, { signal }),
  staleTime: 60_000,
  // A refusal is an answer, not a glitch: asking again would only log more denied attempts.
  retry: false,
});

export function useAdminMe(options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminMeQueryOptions, enabled: options.enabled ?? true });
}

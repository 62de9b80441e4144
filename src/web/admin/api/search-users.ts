import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminUsersApi } from "../../../contract/admin-users";
import { call } from "../../lib/api-client";

export const searchUsersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ["admin", "users", "search", q],
    queryFn: ({ signal }) => call(adminUsersApi.search, { query: { q }, signal }),
    staleTime: 30_000,
  });

/** Header search hits; asks only once there is something to look for. */
export function useSearchUsers(q: string) {
  const text = q.trim();
  return useQuery({ ...searchUsersQueryOptions(text), enabled: text.length > 0 });
}

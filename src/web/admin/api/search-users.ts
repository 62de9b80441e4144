import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserSearchResponse } from "../../../contract/admin-me";
import { api } from "../../lib/api-client";

export const searchUsersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ["admin", "users", "search", q],
    queryFn: ({ signal }) =>
      api<UserSearchResponse>(`/api/admin/users/search?q=${encodeURIComponent(q)}`, { signal }),
    staleTime: 30_000,
  });

/** Header search hits; asks only once there is something to look for. */
export function useSearchUsers(q: string) {
  const text = q.trim();
  return useQuery({ ...searchUsersQueryOptions(text), enabled: text.length > 0 });
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { rbacApi } from "../../../contract/admin-me";
import { call } from "../../lib/api-client";

export const notificationsQueryOptions = queryOptions({
  queryKey: ["admin", "notifications"],
  queryFn: ({ signal }) => call(rbacApi.notifications, { signal }),
  refetchInterval: 60_000,
});

export function useAdminNotifications() {
  return useQuery(notificationsQueryOptions);
}

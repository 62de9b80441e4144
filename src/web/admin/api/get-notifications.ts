import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminNotificationsResponse } from "../../../contract/admin-me";
import { api } from "../../lib/api-client";

export const notificationsQueryOptions = queryOptions({
  queryKey: ["admin", "notifications"],
  queryFn: ({ signal }) => api<AdminNotificationsResponse>("/api/admin/notifications", { signal }),
  refetchInterval: 60_000,
});

export function useAdminNotifications() {
  return useQuery(notificationsQueryOptions);
}

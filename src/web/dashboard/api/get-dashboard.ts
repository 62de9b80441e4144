import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Dashboard } from "../../../contract/dashboard";
import { api } from "../../lib/api-client";

export const DASHBOARD_QUERY_KEY = ["dashboard"] as const;

export const getDashboard = () => api<Dashboard>("/api/dashboard");

/** Everything the dashboard shows, in one request. */
export const dashboardQueryOptions = queryOptions({
  queryKey: DASHBOARD_QUERY_KEY,
  queryFn: getDashboard,
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { dashboardApi } from "../../../contract/dashboard";
import { call } from "../../lib/api-client";

export const DASHBOARD_QUERY_KEY = ["dashboard"] as const;

export const getDashboard = () => call(dashboardApi.get);

/** Everything the dashboard shows, in one request. */
export const dashboardQueryOptions = queryOptions({
  queryKey: DASHBOARD_QUERY_KEY,
  queryFn: getDashboard,
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { myPlanApi } from "../../../contract/my-plan";
import { call } from "../../lib/api-client";

export const PLAN_QUERY_KEY = ["plan"] as const;

export const getPlan = () => call(myPlanApi.get);

/**
 * Always read afresh when a screen mounts: usage moves with every entry logged elsewhere, and a plan
 * staff just assigned must show without waiting out the app's 30 s cache.
 */
export const planQueryOptions = queryOptions({
  queryKey: PLAN_QUERY_KEY,
  queryFn: getPlan,
  staleTime: 0,
});

export function usePlan() {
  return useQuery(planQueryOptions);
}

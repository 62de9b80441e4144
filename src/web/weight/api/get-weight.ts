import { queryOptions, useQuery } from "@tanstack/react-query";
import { weightApi } from "../../../contract/weight";
import { call } from "../../lib/api-client";

export const WEIGHT_QUERY_KEY = ["weight"] as const;

export const getWeight = () => call(weightApi.page, { query: { days: 365 } });

export const weightQueryOptions = queryOptions({ queryKey: WEIGHT_QUERY_KEY, queryFn: getWeight });

export function useWeight() {
  return useQuery(weightQueryOptions);
}

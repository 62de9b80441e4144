import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WeightPage } from "../../../contract/weight";
import { api } from "../../lib/api-client";

export const WEIGHT_QUERY_KEY = ["weight"] as const;

export const getWeight = () => api<WeightPage>("/api/weight?days=365");

export const weightQueryOptions = queryOptions({ queryKey: WEIGHT_QUERY_KEY, queryFn: getWeight });

export function useWeight() {
  return useQuery(weightQueryOptions);
}

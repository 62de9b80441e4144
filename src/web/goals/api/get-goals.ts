import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GoalsResponse } from "../../../contract/goals";
import { api } from "../../lib/api-client";

export const GOALS_QUERY_KEY = ["goals"] as const;

export const getGoals = () => api<GoalsResponse>("/api/goals");

export const goalsQueryOptions = queryOptions({ queryKey: GOALS_QUERY_KEY, queryFn: getGoals });

export function useGoals() {
  return useQuery(goalsQueryOptions);
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { goalsApi } from "../../../contract/goals";
import { call } from "../../lib/api-client";

export const GOALS_QUERY_KEY = ["goals"] as const;

export const getGoals = () => call(goalsApi.get);

export const goalsQueryOptions = queryOptions({ queryKey: GOALS_QUERY_KEY, queryFn: getGoals });

export function useGoals() {
  return useQuery(goalsQueryOptions);
}

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  goalsApi,
  type GoalSetupBody,
  type GoalsResponse,
  type SaveGoalsBody,
} from "../../../contract/goals";
import { ME_QUERY_KEY } from "../../auth/api/get-me";
import { call } from "../../lib/api-client";
import { GOALS_QUERY_KEY } from "./get-goals";

export const saveGoals = (body: SaveGoalsBody) => call(goalsApi.save, { body });
export const setUpGoals = (body: GoalSetupBody) => call(goalsApi.setUp, { body });

/** Targets show on the dashboard, water and weight screens; set-up also writes the profile and a weigh-in. */
async function refresh(queryClient: QueryClient, data: GoalsResponse) {
  queryClient.setQueryData(GOALS_QUERY_KEY, data);
  await Promise.all(
    [["dashboard"], ["water"], ["weight"], ["progress"], ME_QUERY_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useSaveGoals() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveGoals, onSuccess: (data) => refresh(queryClient, data) });
}

export function useSetUpGoals() {
  const queryClient = useQueryClient();
  // The cache holds the goals only; whether the weigh-in was saved is this answer's own news.
  return useMutation({
    mutationFn: setUpGoals,
    onSuccess: ({ goals, about }) => refresh(queryClient, { goals, about }),
  });
}

export type SetUpGoalsMutation = ReturnType<typeof useSetUpGoals>;

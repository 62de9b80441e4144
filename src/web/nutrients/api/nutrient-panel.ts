import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { nutrientPanelApi, type NutrientTargetsBody } from "../../../contract/nutrient-panel";
import { call } from "../../lib/api-client";

/** Under ["meals"], so logging, editing or deleting an entry (which invalidates ["meals"]) refreshes it. */
export const useDayPanel = (date: string | undefined) =>
  useQuery({
    queryKey: ["meals", "panel", date ?? "today"],
    queryFn: () => call(nutrientPanelApi.day, { query: { date } }),
    placeholderData: keepPreviousData,
  });

export const useFoodPanel = (foodId: string | null) =>
  useQuery({
    queryKey: ["foods", "panel", foodId],
    queryFn: () => call(nutrientPanelApi.food, { params: { id: foodId ?? "" } }),
    enabled: foodId !== null,
    staleTime: Infinity,
  });

/** Replaces the user's own targets; every day's panel shows them, so all are refetched. */
export function useSaveNutrientTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NutrientTargetsBody) => call(nutrientPanelApi.saveTargets, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["meals", "panel"] }),
  });
}

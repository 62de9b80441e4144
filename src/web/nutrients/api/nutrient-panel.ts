import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  DayPanel,
  FoodPanel,
  NutrientTargets,
  NutrientTargetsBody,
} from "../../../contract/nutrient-panel";
import { api } from "../../lib/api-client";

/** Under ["meals"], so logging, editing or deleting an entry (which invalidates ["meals"]) refreshes it. */
export const useDayPanel = (date: string | undefined) =>
  useQuery({
    queryKey: ["meals", "panel", date ?? "today"],
    queryFn: () => api<DayPanel>(date ? `/api/meals/panel?date=${date}` : "/api/meals/panel"),
    placeholderData: keepPreviousData,
  });

export const useFoodPanel = (foodId: string | null) =>
  useQuery({
    queryKey: ["foods", "panel", foodId],
    queryFn: () => api<FoodPanel>(`/api/foods/usda/${foodId}/panel`),
    enabled: foodId !== null,
    staleTime: Infinity,
  });

/** Replaces the user's own targets; every day's panel shows them, so all are refetched. */
export function useSaveNutrientTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NutrientTargetsBody) =>
      api<NutrientTargets>("/api/nutrient-targets", { method: "PUT", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["meals", "panel"] }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WeightUnit } from "../../../contract/weight";
import { api } from "../../lib/api-client";
import { invalidateWeightViews } from "./invalidate";

export const setWeightUnit = (unit: WeightUnit) =>
  api<{ ok: true }>("/api/weight/unit", { method: "PUT", body: { unit } });

export function useSetWeightUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWeightUnit,
    onSuccess: () => invalidateWeightViews(queryClient),
  });
}

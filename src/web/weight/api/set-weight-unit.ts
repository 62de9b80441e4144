import { useMutation, useQueryClient } from "@tanstack/react-query";
import { weightApi, type WeightUnit } from "../../../contract/weight";
import { call } from "../../lib/api-client";
import { invalidateWeightViews } from "./invalidate";

export const setWeightUnit = (unit: WeightUnit) => call(weightApi.setUnit, { body: { unit } });

export function useSetWeightUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWeightUnit,
    onSuccess: () => invalidateWeightViews(queryClient),
  });
}

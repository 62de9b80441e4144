import { useMutation, useQueryClient } from "@tanstack/react-query";
import { weightApi } from "../../../contract/weight";
import { call } from "../../lib/api-client";
import { invalidateWeightViews } from "./invalidate";

export const deleteWeight = (id: string) => call(weightApi.remove, { params: { id } });

export function useDeleteWeight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWeight,
    onSuccess: () => invalidateWeightViews(queryClient),
  });
}

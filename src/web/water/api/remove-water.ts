import { useMutation, useQueryClient } from "@tanstack/react-query";
import { waterApi } from "../../../contract/water";
import { call } from "../../lib/api-client";
import { invalidateWaterViews } from "./add-water";

export const removeWater = (id: string) => call(waterApi.remove, { params: { id } });

export function useRemoveWater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWater,
    onSuccess: () => invalidateWaterViews(queryClient),
  });
}

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { AddWaterBody, WaterEntry } from "../../../contract/water";
import { api } from "../../lib/api-client";

export const addWater = (body: AddWaterBody) =>
  api<WaterEntry>("/api/water", { method: "POST", body });

/** Water shows on its own screen, the dashboard and progress. */
export const invalidateWaterViews = (queryClient: QueryClient) =>
  Promise.all(
    [["water"], ["dashboard"], ["progress"]].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

export function useAddWater() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addWater, onSuccess: () => invalidateWaterViews(queryClient) });
}

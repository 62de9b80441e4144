import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { waterApi, type AddWaterBody } from "../../../contract/water";
import { call } from "../../lib/api-client";

export const addWater = (body: AddWaterBody) => call(waterApi.add, { body });

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

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WaterDay } from "../../../contract/water";
import { api } from "../../lib/api-client";

export const WATER_QUERY_KEY = ["water"] as const;

export const getWaterDay = () => api<WaterDay>("/api/water");

/** Today's drinks (the server knows the user's today) and the week up to it. */
export const waterQueryOptions = queryOptions({ queryKey: WATER_QUERY_KEY, queryFn: getWaterDay });

export function useWaterDay() {
  return useQuery(waterQueryOptions);
}

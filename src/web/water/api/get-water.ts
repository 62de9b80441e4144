import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { waterApi } from "../../../contract/water";
import { call } from "../../lib/api-client";

/** Every water query starts with this, so one invalidation (see add-water.ts) refreshes every day. */
export const WATER_QUERY_KEY = ["water"] as const;

/** One day's drinks; without a date the server answers for the user's today (it knows their time zone). */
export const getWaterDay = (date?: string) => call(waterApi.day, { query: { date } });

export const waterQueryOptions = (date?: string) =>
  queryOptions({
    queryKey: [...WATER_QUERY_KEY, date ?? "today"],
    queryFn: () => getWaterDay(date),
  });

/**
 * The day's drinks and the week up to it. The previous day stays on screen while the next one loads,
 * so the day navigator keeps its place (and keyboard focus) instead of giving way to a spinner.
 */
export function useWaterDay(date?: string) {
  return useQuery({ ...waterQueryOptions(date), placeholderData: keepPreviousData });
}

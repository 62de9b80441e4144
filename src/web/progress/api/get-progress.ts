import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { progressApi } from "../../../contract/progress";
import { call } from "../../lib/api-client";

export const PROGRESS_QUERY_KEY = ["progress"] as const;

export const getProgress = (range: { from: string; to: string }, signal?: AbortSignal) =>
  call(progressApi.get, { query: range, signal });

export const progressQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...PROGRESS_QUERY_KEY, range],
    queryFn: ({ signal }) => getProgress(range, signal),
    placeholderData: keepPreviousData,
  });

/** Every chart of the progress page for one range, in one request. */
export function useProgress(range: { from: string; to: string }) {
  return useQuery(progressQueryOptions(range));
}

import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ProgressResponse } from "../../../contract/progress";
import { api } from "../../lib/api-client";

export const PROGRESS_QUERY_KEY = ["progress"] as const;

export const getProgress = (range: { from: string; to: string }, signal?: AbortSignal) =>
  api<ProgressResponse>(`/api/progress?from=${range.from}&to=${range.to}`, { signal });

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

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QueueFiltersResponse, QueueFilterSet } from "../../../contract/ticket-queue";
import { api } from "../../lib/api-client";

const KEY = ["admin", "tickets", "queue-filters"] as const;

/** The viewer's remembered queue filters (or their defaults) and the departments "My departments" means. */
export const useRememberedQueueFilters = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api<QueueFiltersResponse>("/api/admin/tickets/queue-filters", { signal }),
    staleTime: Infinity,
    retry: false,
  });

/** Remembers the filters the agent chose, on the server, so any device opens the queue the same way. */
export function useSaveQueueFilters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filters: QueueFilterSet) =>
      api<QueueFiltersResponse>("/api/admin/tickets/queue-filters", {
        method: "PUT",
        body: filters,
      }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}

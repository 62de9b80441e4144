import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QueueFilterSet } from "../../../contract/ticket-queue";
import { ticketsApi } from "../../../contract/tickets-api";
import { call } from "../../lib/api-client";

const KEY = ["admin", "tickets", "queue-filters"] as const;

/** The viewer's remembered queue filters (or their defaults) and the departments "My departments" means. */
export const useRememberedQueueFilters = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(ticketsApi.getQueueFilters, { signal }),
    staleTime: Infinity,
    retry: false,
  });

/** Remembers the filters the agent chose, on the server, so any device opens the queue the same way. */
export function useSaveQueueFilters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filters: QueueFilterSet) => call(ticketsApi.saveQueueFilters, { body: filters }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { slaApi, type SlaTargetsBody } from "../../../contract/ticket-sla";
import { call } from "../../lib/api-client";

export const SLA_TARGETS_QUERY_KEY = ["admin", "sla-targets"] as const;

export const slaTargetsQueryOptions = queryOptions({
  queryKey: SLA_TARGETS_QUERY_KEY,
  queryFn: ({ signal }) => call(slaApi.get, { signal }),
});

export const useSlaTargets = () => useQuery(slaTargetsQueryOptions);

/** settings.edit only. New targets change every ticket's time left, so the queue and dashboard are read again. */
export function useSaveSlaTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SlaTargetsBody) => call(slaApi.update, { body }),
    onSuccess: async (data) => {
      queryClient.setQueryData(SLA_TARGETS_QUERY_KEY, data);
      await queryClient.invalidateQueries({ queryKey: ["admin", "tickets"] });
      await queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] });
    },
  });
}

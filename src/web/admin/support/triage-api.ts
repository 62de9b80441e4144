import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TicketDetail } from "../../../contract/tickets";
import { ticketsApi } from "../../../contract/tickets-api";
import type { TicketPriority } from "../../../domain/tickets";
import { call } from "../../lib/api-client";
import { useTicketWrite } from "./api";

const TAGS = ["admin", "tickets", "tags"] as const;
const mergeTargetsKey = (id: string) => ["admin", "tickets", "merge-targets", id] as const;

/** Tags already in use, most used first: suggestions for the tag inputs and the queue's tag filter. */
export const useTicketTags = () =>
  useQuery({
    queryKey: TAGS,
    queryFn: ({ signal }) => call(ticketsApi.listTags, { signal }),
    staleTime: 60_000,
  });

/** The customer's other open tickets this one may be merged into. */
export const useMergeTargets = (id: string) =>
  useQuery({
    queryKey: mergeTargetsKey(id),
    queryFn: ({ signal }) => call(ticketsApi.listMergeTargets, { params: { id }, signal }),
  });

export const useSetTicketPriority = () =>
  useTicketWrite(({ id, priority }: { id: string; priority: TicketPriority }) =>
    call(ticketsApi.setPriority, { params: { id }, body: { priority } }),
  );

export const useSetTicketDepartment = () =>
  useTicketWrite(({ id, departmentId }: { id: string; departmentId: string | null }) =>
    call(ticketsApi.setDepartment, { params: { id }, body: { departmentId } }),
  );

/** A tag write also refreshes the suggestions: a new tag is one to offer, a removed one may be the last. */
function useTagWrite<V>(request: (vars: V) => Promise<TicketDetail>) {
  const queryClient = useQueryClient();
  const write = useTicketWrite(request);
  return useMutation({
    mutationFn: (vars: V) => write.mutateAsync(vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TAGS }),
  });
}

export const useAddTicketTag = () =>
  useTagWrite(({ id, tag }: { id: string; tag: string }) =>
    call(ticketsApi.addTag, { params: { id }, body: { tag } }),
  );

export const useRemoveTicketTag = () =>
  useTagWrite(({ id, tag }: { id: string; tag: string }) =>
    call(ticketsApi.removeTag, { params: { id, tag } }),
  );

/** Merging changes the target too (its thread grew): its cached page and the merge choices are refetched. */
export function useMergeTicket() {
  const queryClient = useQueryClient();
  const write = useTicketWrite(({ id, targetId }: { id: string; targetId: string }) =>
    call(ticketsApi.merge, { params: { id }, body: { targetId } }),
  );
  return useMutation({
    mutationFn: (vars: { id: string; targetId: string }) => write.mutateAsync(vars),
    onSuccess: async (_ticket, { targetId }) => {
      await queryClient.invalidateQueries({ queryKey: ["admin", "tickets", "one", targetId] });
      await queryClient.invalidateQueries({ queryKey: ["admin", "tickets", "merge-targets"] });
    },
  });
}

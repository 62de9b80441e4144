import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MergeTargetsResponse, TicketTagsResponse } from "../../../contract/ticket-triage";
import type { TicketDetail } from "../../../contract/tickets";
import type { TicketPriority } from "../../../domain/tickets";
import { api } from "../../lib/api-client";
import { useTicketWrite } from "./api";

const TAGS = ["admin", "tickets", "tags"] as const;
const mergeTargetsKey = (id: string) => ["admin", "tickets", "merge-targets", id] as const;

/** Tags already in use, most used first: suggestions for the tag inputs and the queue's tag filter. */
export const useTicketTags = () =>
  useQuery({
    queryKey: TAGS,
    queryFn: ({ signal }) => api<TicketTagsResponse>("/api/admin/tickets/tags", { signal }),
    staleTime: 60_000,
  });

/** The customer's other open tickets this one may be merged into. */
export const useMergeTargets = (id: string) =>
  useQuery({
    queryKey: mergeTargetsKey(id),
    queryFn: ({ signal }) =>
      api<MergeTargetsResponse>(`/api/admin/tickets/${id}/merge-targets`, { signal }),
  });

export const useSetTicketPriority = () =>
  useTicketWrite(({ id, priority }: { id: string; priority: TicketPriority }) =>
    api<TicketDetail>(`/api/admin/tickets/${id}/priority`, { method: "PATCH", body: { priority } }),
  );

export const useSetTicketDepartment = () =>
  useTicketWrite(({ id, departmentId }: { id: string; departmentId: string | null }) =>
    api<TicketDetail>(`/api/admin/tickets/${id}/department`, {
      method: "PATCH",
      body: { departmentId },
    }),
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
    api<TicketDetail>(`/api/admin/tickets/${id}/tags`, { method: "POST", body: { tag } }),
  );

export const useRemoveTicketTag = () =>
  useTagWrite(({ id, tag }: { id: string; tag: string }) =>
    api<TicketDetail>(`/api/admin/tickets/${id}/tags/${encodeURIComponent(tag)}`, {
      method: "DELETE",
    }),
  );

/** Merging changes the target too (its thread grew): its cached page and the merge choices are refetched. */
export function useMergeTicket() {
  const queryClient = useQueryClient();
  const write = useTicketWrite(({ id, targetId }: { id: string; targetId: string }) =>
    api<TicketDetail>(`/api/admin/tickets/${id}/merge`, { method: "POST", body: { targetId } }),
  );
  return useMutation({
    mutationFn: (vars: { id: string; targetId: string }) => write.mutateAsync(vars),
    onSuccess: async (_ticket, { targetId }) => {
      await queryClient.invalidateQueries({ queryKey: ["admin", "tickets", "one", targetId] });
      await queryClient.invalidateQueries({ queryKey: ["admin", "tickets", "merge-targets"] });
    },
  });
}

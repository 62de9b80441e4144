import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  StaffCreateTicketBody,
  TicketDetail,
  TicketQueueQuery,
} from "../../../contract/tickets";
import { ticketsApi } from "../../../contract/tickets-api";
import type { TicketStatus } from "../../../domain/tickets";
import { TICKET_QUEUE_TOPIC } from "../../../contract/realtime";
import { call } from "../../lib/api-client";
import { shouldRefetch, useRealtimeTopic } from "../../lib/realtime";

const QUEUE = ["admin", "tickets"] as const;

/**
 * The queue's filters as they stand in the address; "" means not set. `view` is "", "mine" or
 * "unassigned" ("" = All); `departmentId` a department's id, "mine" (My departments) or "";
 * `slaBreached` is "true" or "".
 */
export interface QueueFilters {
  view: string;
  status: string;
  priority: string;
  departmentId: string;
  slaBreached: string;
  /** A tag the tickets carry (issue 16). */
  tag: string;
  q: string;
  page: number;
}

/** The filters kept in the address and remembered per agent (all but the page). */
export const QUEUE_FILTER_KEYS = [
  "view",
  "status",
  "priority",
  "departmentId",
  "slaBreached",
  "tag",
  "q",
] as const;

/**
 * The address's filters as the queue's query (the unset ones, "", are left out of the URL). They are
 * the address's words, not yet checked: the server's schema judges them, as it would an edited link.
 */
const queueQuery = (f: QueueFilters) =>
  ({
    ...Object.fromEntries(QUEUE_FILTER_KEYS.map((key) => [key, f[key]])),
    page: f.page,
  }) as z.input<typeof TicketQueueQuery>;

/** `enabled` false while the agent's remembered filters are still being put in the address. */
export const useTicketQueue = (filters: QueueFilters, enabled = true) =>
  useQuery({
    queryKey: [...QUEUE, "list", filters],
    queryFn: ({ signal }) => call(ticketsApi.queue, { query: queueQuery(filters), signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Every department, inactive ones too, for the queue's filter (tickets keep an inactive department). */
export const useQueueDepartments = () =>
  useQuery({
    queryKey: [...QUEUE, "departments"],
    queryFn: ({ signal }) => call(ticketsApi.listDepartments, { signal }),
    staleTime: 5 * 60_000,
  });

export const staffTicketKey = (id: string) => [...QUEUE, "one", id] as const;

export const useStaffTicket = (id: string) =>
  useQuery({
    queryKey: staffTicketKey(id),
    queryFn: ({ signal }) => call(ticketsApi.get, { params: { id }, signal }),
    retry: false,
  });

export const useStaffOptions = () =>
  useQuery({
    queryKey: [...QUEUE, "staff"],
    queryFn: ({ signal }) => call(ticketsApi.listStaff, { signal }),
    staleTime: 5 * 60_000,
  });

/** Every ticket write answers with the ticket: cache it, then refresh the queue, cards and bell. */
export function useTicketWrite<V>(request: (vars: V) => Promise<TicketDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (ticket) => {
      queryClient.setQueryData([...QUEUE, "one", ticket.id], ticket);
      await queryClient.invalidateQueries({ queryKey: [...QUEUE, "list"] });
      await queryClient.invalidateQueries({ queryKey: ["admin", "notifications"] });
    },
  });
}

/** The Support Queue follows tickets:queue: any ticket written anywhere refreshes the list, its cards and the bell. */
export function useLiveQueue(): void {
  const queryClient = useQueryClient();
  useRealtimeTopic(TICKET_QUEUE_TOPIC, {
    onFrame(frame, context) {
      if (!shouldRefetch(frame, "none", context)) return;
      void queryClient.invalidateQueries({ queryKey: [...QUEUE, "list"] });
      void queryClient.invalidateQueries({ queryKey: ["admin", "notifications"] });
    },
  });
}

export const useSetTicketStatus = () =>
  useTicketWrite(({ id, status }: { id: string; status: TicketStatus }) =>
    call(ticketsApi.setStatus, { params: { id }, body: { status } }),
  );

export const useAssignTicket = () =>
  useTicketWrite(({ id, assignedTo }: { id: string; assignedTo: string | null }) =>
    call(ticketsApi.assign, { params: { id }, body: { assignedTo } }),
  );

export const useStaffReply = () =>
  useTicketWrite(({ id, body, internal }: { id: string; body: string; internal: boolean }) =>
    call(ticketsApi.reply, { params: { id }, body: { body, internal } }),
  );

export const useCreateTicketForUser = () =>
  useTicketWrite((body: StaffCreateTicketBody) => call(ticketsApi.openForUser, { body }));

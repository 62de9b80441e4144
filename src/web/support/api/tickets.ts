import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { departmentsApi } from "../../../contract/departments";
import type { CreateTicketBody } from "../../../contract/tickets";
import { ticketsApi } from "../../../contract/tickets-api";
import { call } from "../../lib/api-client";

export const MY_TICKETS = ["tickets", "mine"] as const;

export const myTicketsQueryOptions = queryOptions({
  queryKey: MY_TICKETS,
  queryFn: ({ signal }) => call(ticketsApi.listMine, { signal }),
});
export const useMyTickets = () => useQuery(myTicketsQueryOptions);

export const useMyTicket = (id: string) =>
  useQuery({
    queryKey: [...MY_TICKETS, id],
    queryFn: ({ signal }) => call(ticketsApi.getMine, { params: { id }, signal }),
    // Staff answers arrive over /api/realtime (useLiveTicket); this slow poll is the fallback for a
    // network that lets no WebSocket through.
    refetchInterval: 60_000,
    retry: false,
  });

/** Active departments a user may file a ticket under, in the desk's order. */
export const useActiveDepartments = () =>
  useQuery({
    queryKey: ["departments", "active"],
    queryFn: ({ signal }) => call(departmentsApi.listActive, { signal }),
    staleTime: 5 * 60_000,
  });

export function useOpenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTicketBody) => call(ticketsApi.open, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_TICKETS }),
  });
}

export function useAnswerTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => call(ticketsApi.answer, { params: { id }, body: { body } }),
    onSuccess: (ticket) => {
      queryClient.setQueryData([...MY_TICKETS, id], ticket);
      return queryClient.invalidateQueries({ queryKey: MY_TICKETS, exact: true });
    },
  });
}

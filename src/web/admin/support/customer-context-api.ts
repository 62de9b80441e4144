import { useQuery } from "@tanstack/react-query";
import type { TicketCustomerContext } from "../../../contract/ticket-context";
import { api } from "../../lib/api-client";

/** Who is behind ticket `id`: their account, plan, other tickets and chats; a visitor's contact; or deleted. */
export const useTicketCustomer = (id: string) =>
  useQuery({
    queryKey: ["admin", "tickets", "one", id, "customer"],
    queryFn: ({ signal }) =>
      api<TicketCustomerContext>(`/api/admin/tickets/${id}/customer`, { signal }),
    retry: false,
  });

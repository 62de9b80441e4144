import { useQuery } from "@tanstack/react-query";
import { ticketsApi } from "../../../contract/tickets-api";
import { call } from "../../lib/api-client";

/** Who is behind ticket `id`: their account, plan, other tickets and chats; a visitor's contact; or deleted. */
export const useTicketCustomer = (id: string) =>
  useQuery({
    queryKey: ["admin", "tickets", "one", id, "customer"],
    queryFn: ({ signal }) => call(ticketsApi.getCustomer, { params: { id }, signal }),
    retry: false,
  });

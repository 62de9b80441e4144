import { useQuery } from "@tanstack/react-query";
import { ticketsApi } from "../../../contract/tickets-api";
import { call } from "../../lib/api-client";

/** The live chat's saved replies, read for the ticket reply form (support.respond; the same store as chat). */
export const useTicketSavedReplies = () =>
  useQuery({
    queryKey: ["admin", "tickets", "saved-replies"],
    queryFn: ({ signal }) => call(ticketsApi.listSavedReplies, { signal }),
    staleTime: 60_000,
  });

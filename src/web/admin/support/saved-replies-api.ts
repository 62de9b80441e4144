import { useQuery } from "@tanstack/react-query";
import type { SavedRepliesResponse } from "../../../contract/chat";
import { api } from "../../lib/api-client";

/** The live chat's saved replies, read for the ticket reply form (support.respond; the same store as chat). */
export const useTicketSavedReplies = () =>
  useQuery({
    queryKey: ["admin", "tickets", "saved-replies"],
    queryFn: ({ signal }) =>
      api<SavedRepliesResponse>("/api/admin/tickets/saved-replies", { signal }),
    staleTime: 60_000,
  });

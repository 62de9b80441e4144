import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { ticketTopic } from "../../../contract/realtime";
import type { TicketMessage } from "../../../contract/tickets";
import { shouldRefetch, useRealtimeTopic } from "../../lib/realtime";
import { byCreatedAt, mergeLiveMessages, newestMessageId } from "../../lib/live-messages";

/**
 * Keeps a ticket page's cached ticket live: new messages are shown as they arrive, and a change of
 * status or assignee, or a re-subscribe after being offline (the replay brings the messages, not the
 * status), refetches the ticket; the first subscribe does not, as the page has just fetched it. The
 * server decides what this viewer may see; the customer's and the staff's caches get their own views.
 */
export function useLiveTicket<T extends { messages: TicketMessage[] }>(
  id: string,
  queryKey: QueryKey,
  ticket: T | undefined,
): void {
  const queryClient = useQueryClient();
  useRealtimeTopic(ticket ? ticketTopic(id) : null, {
    lastMessageId: ticket ? newestMessageId(ticket.messages, byCreatedAt) : undefined,
    onFrame(frame, context) {
      if (frame.type === "messages") {
        queryClient.setQueryData<T>(queryKey, (old) =>
          old
            ? { ...old, messages: mergeLiveMessages(old.messages, frame.messages, byCreatedAt) }
            : old,
        );
      } else if (shouldRefetch(frame, "messages", context)) {
        void queryClient.invalidateQueries({ queryKey, exact: true });
      }
    },
  });
}

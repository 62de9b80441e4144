import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { ticketTopic } from "../../../contract/realtime";
import type { TicketMessage } from "../../../contract/tickets";
import { useRealtimeTopic } from "../../lib/realtime";
import { byCreatedAt, mergeLiveMessages, newestMessageId } from "../../lib/live-messages";

/**
 * Keeps a ticket page's cached ticket live: new messages are shown as they arrive, and a change of
 * status or assignee (or a re-subscribe after being offline) refetches the ticket. The server decides
 * what this viewer may see; the customer's and the staff's caches get their own views.
 */
export function useLiveTicket<T extends { messages: TicketMessage[] }>(
  id: string,
  queryKey: QueryKey,
  ticket: T | undefined,
): void {
  const queryClient = useQueryClient();
  useRealtimeTopic(ticket ? ticketTopic(id) : null, {
    lastMessageId: ticket ? newestMessageId(ticket.messages, byCreatedAt) : undefined,
    onFrame(frame) {
      if (frame.type === "messages") {
        queryClient.setQueryData<T>(queryKey, (old) =>
          old
            ? { ...old, messages: mergeLiveMessages(old.messages, frame.messages, byCreatedAt) }
            : old,
        );
      } else if (frame.type === "changed" || frame.type === "subscribed") {
        void queryClient.invalidateQueries({ queryKey, exact: true });
      }
    },
  });
}

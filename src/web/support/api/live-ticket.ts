import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { ticketTopic } from "../../../contract/realtime";
import type { TicketMessage } from "../../../contract/tickets";
import { useRealtimeTopic } from "../../lib/realtime";

/** Adds the messages a ticket's cached thread does not hold yet: a replay may overlap what a fetch brought. */
function withMessages<T extends { messages: TicketMessage[] }>(
  ticket: T,
  messages: TicketMessage[],
): T {
  const held = new Set(ticket.messages.map((m) => m.id));
  const fresh = messages.filter((m) => !held.has(m.id));
  return fresh.length === 0 ? ticket : { ...ticket, messages: [...ticket.messages, ...fresh] };
}

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
    lastMessageId: ticket?.messages.at(-1)?.id,
    onFrame(frame) {
      if (frame.type === "messages") {
        queryClient.setQueryData<T>(queryKey, (old) =>
          old ? withMessages(old, frame.messages) : old,
        );
      } else if (frame.type === "changed" || frame.type === "subscribed") {
        void queryClient.invalidateQueries({ queryKey, exact: true });
      }
    },
  });
}

import type { TicketMessage } from "../../contract/tickets";
import { TICKET_QUEUE_TOPIC, ticketTopic } from "../../contract/realtime";
import type { Db } from "../db/client";
import { AppError } from "../errors";
import type { Viewer } from "../http/viewer";
import type { Following, TopicFollower, TopicsFactory, ViewerCheck } from "../realtime/topics";
import { TICKETS_CHANNEL } from "./doorbell";
import { loadOwnTicket, loadTicket } from "./read";

const TICKET_PREFIX = "ticket:";

/**
 * The ticket's thread as this viewer may read it right now, as the HTTP routes serve it: the whole
 * thread to staff with support.view, the owner's view (no internal notes) to the customer, and null
 * to anyone else — so a lost permission or a ticket no longer theirs stops delivery at once.
 */
export async function readThreadAs(
  db: Db,
  options: { viewer: Viewer<unknown>; ticketId: string; check: ViewerCheck },
): Promise<TicketMessage[] | null> {
  const { viewer, ticketId } = options;
  if (viewer.kind !== "user") return null;
  try {
    const detail = options.check.permissions.has("support.view")
      ? await loadTicket(db, { id: ticketId })
      : await loadOwnTicket(db, { id: ticketId, ownerId: viewer.userId });
    return detail.messages;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The messages after the client's cursor. Ticket messages have uuid ids, so "newer" is the thread's
 * order (created_at, the clock under the ticket's row lock: see replyAsStaff). An unknown cursor
 * (never sent to this viewer), or none (the client holds no message yet), replays the whole thread.
 */
export function messagesAfter(
  thread: TicketMessage[],
  lastMessageId: string | undefined,
): TicketMessage[] {
  if (!lastMessageId) return thread;
  const index = thread.findIndex((m) => m.id === lastMessageId);
  return index === -1 ? thread : thread.slice(index + 1);
}

/** tickets:queue: staff with support.view are told when any ticket changed, and refetch the queue. */
function queueFollower(following: Following<unknown>): TopicFollower {
  return {
    deliver(ring, check) {
      if (!check.permissions.has("support.view")) return following.refuse();
      following.send(
        ring.isSubscribe
          ? { type: "subscribed", topic: following.topic }
          : { type: "changed", topic: following.topic },
      );
    },
  };
}

/** ticket:<id>: the thread's messages after the cursor, then `changed` (its status, its assignee). */
function threadFollower(
  db: Db,
  following: Following<unknown>,
  cursor: string | undefined,
): TopicFollower {
  const { topic } = following;
  const ticketId = topic.slice(TICKET_PREFIX.length);
  return {
    async deliver({ isSubscribe }, check) {
      const thread = await readThreadAs(db, { viewer: following.viewer, ticketId, check });
      if (!thread) return following.refuse();
      if (!following.isCurrent()) return;
      const fresh = messagesAfter(thread, cursor);
      cursor = thread.at(-1)?.id ?? cursor;
      if (isSubscribe) following.send({ type: "subscribed", topic });
      if (fresh.length > 0)
        following.send({ type: "messages", topic, replay: isSubscribe, messages: fresh });
      if (!isSubscribe) following.send({ type: "changed", topic });
    },
  };
}

/** Support tickets on the socket: each ticket's thread, and the staff queue. */
export const ticketTopics: TopicsFactory<unknown> = ({ db, doorbells }) => ({
  owns: (topic) => topic === TICKET_QUEUE_TOPIC || topic.startsWith(TICKET_PREFIX),
  follow: (following, cursor) =>
    following.topic === TICKET_QUEUE_TOPIC
      ? queueFollower(following)
      : threadFollower(db, following, cursor),
  channels: {
    // The payload is a ticket id (notifyTicketChanged): its thread and the queue re-read.
    [TICKETS_CHANNEL]: (ticketId) => {
      doorbells.ring(ticketTopic(ticketId));
      doorbells.ring(TICKET_QUEUE_TOPIC);
    },
  },
});

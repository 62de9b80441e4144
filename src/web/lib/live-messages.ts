/**
 * One merge for every live thread (the chat widget, the chat console, a ticket): the socket's replay
 * after a (re)subscribe may overlap what the fetch brought, and a message we sent comes back over the
 * socket as well as in the POST's answer. Whichever copy arrives second is dropped, by id.
 */

/** How a thread orders its messages: by sequence (chat) or by time (tickets, whose ids are uuids). */
export type MessageOrder<M> = (a: M, b: M) => number;

/**
 * Chat message ids are increasing decimal strings (bigint identities), compared as numbers without
 * parsing them: a longer string is a bigger number, equal lengths compare as text.
 */
export function compareSequenceIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

export const bySequenceId: MessageOrder<{ id: string }> = (a, b) => compareSequenceIds(a.id, b.id);

/** ISO instants of one format (the server's toISOString) order as text; equal ones keep arrival order. */
export const byCreatedAt: MessageOrder<{ createdAt: string }> = (a, b) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;

/**
 * The thread with `incoming` merged in: each id once (the copy held wins), in the thread's order.
 * Returns `held` itself when nothing is new, so the cache keeps its reference and React skips the render.
 */
export function mergeLiveMessages<M extends { id: string }>(
  held: readonly M[],
  incoming: readonly M[],
  order: MessageOrder<M>,
): M[] {
  const ids = new Set(held.map((message) => message.id));
  const fresh = incoming.filter((message) => {
    if (ids.has(message.id)) return false;
    ids.add(message.id);
    return true;
  });
  if (fresh.length === 0) return held as M[];
  return [...held, ...fresh].sort(order);
}

/**
 * The replay cursor sent when (re)subscribing: the newest message held, whatever order it came in;
 * of equal ones the last held, as the server's thread lists them.
 */
export function newestMessageId<M extends { id: string }>(
  messages: readonly M[],
  order: MessageOrder<M>,
): string | undefined {
  let newest: M | undefined;
  for (const message of messages) if (!newest || order(message, newest) >= 0) newest = message;
  return newest?.id;
}

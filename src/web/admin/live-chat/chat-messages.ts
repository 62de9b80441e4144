import type { ChatMessage } from "../../../contract/chat";

/**
 * Message ids are increasing decimal strings (bigint identities), so they are compared as numbers
 * without parsing them: a longer string is a bigger number, equal lengths compare as text.
 */
export function compareMessageIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The conversation with `incoming` merged in by id: a replay after a (re)subscribe may overlap what
 * the fetch brought, and a frame may arrive before the POST that sent it answers. Each id is kept
 * once, in id order; the same array comes back when nothing is new, so React skips the render.
 */
export function mergeChatMessages(
  held: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const known = new Set(held.map((m) => m.id));
  const fresh = incoming.filter(
    (m, index) => !known.has(m.id) && incoming.findIndex((o) => o.id === m.id) === index,
  );
  if (fresh.length === 0) return held as ChatMessage[];
  return [...held, ...fresh].sort((a, b) => compareMessageIds(a.id, b.id));
}

/** The replay cursor: the newest id held, sent as lastMessageId when (re)subscribing. */
export function newestMessageId(messages: readonly ChatMessage[]): string | undefined {
  let newest: string | undefined;
  for (const m of messages)
    if (newest === undefined || compareMessageIds(m.id, newest) > 0) newest = m.id;
  return newest;
}

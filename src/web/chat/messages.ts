import type { ChatMessage } from "../../contract/chat";

/** Message ids are increasing decimal strings (bigint identities): compare them as numbers, not text. */
function compareIds(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The thread with `incoming` added, oldest first, each message once. A replay after a reconnect can
 * overlap what the page already holds, and a message we sent comes back over the socket as well as
 * in the POST's answer: whichever arrives second is dropped. Returns `held` itself when nothing is new.
 */
export function mergeMessages(
  held: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const ids = new Set(held.map((message) => message.id));
  const fresh = incoming.filter((message) => {
    if (ids.has(message.id)) return false;
    ids.add(message.id);
    return true;
  });
  if (fresh.length === 0) return held as ChatMessage[];
  return [...held, ...fresh].sort((a, b) => compareIds(a.id, b.id));
}

/** The cursor the socket resumes after: the newest message held. */
export function newestMessageId(messages: readonly ChatMessage[]): string | undefined {
  return messages.at(-1)?.id;
}

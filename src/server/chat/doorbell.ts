import type { Db } from "../db/client";
import { ringDoorbell } from "../realtime/notify";

/** The coarse channel of live chat: messages, session changes, typing, agents' availability. */
export const CHATS_CHANNEL = "vitalog_chats";

/**
 * A chat doorbell, parsed. Payloads are ids and a kind only (at most 48 bytes):
 * `m:<session>` a new message; `s:<session>` the session's status, agent or department changed (which
 * may move every waiting session's queue position); `t:<session>:<side>` someone typed; `a` an agent's
 * availability or presence changed.
 */
export type ChatEvent =
  | { kind: "message"; sessionId: string }
  | { kind: "state"; sessionId: string }
  | { kind: "typing"; sessionId: string; from: "visitor" | "agent" }
  | { kind: "agents" };

export function encodeChatEvent(event: ChatEvent): string {
  switch (event.kind) {
    case "message":
      return `m:${event.sessionId}`;
    case "state":
      return `s:${event.sessionId}`;
    case "typing":
      return `t:${event.sessionId}:${event.from}`;
    case "agents":
      return "a";
  }
}

const UUID = /^[0-9a-f-]{36}$/;

/** null for anything not ours (another app's NOTIFY on the channel is ignored, not trusted). */
export function decodeChatEvent(payload: string): ChatEvent | null {
  if (payload === "a") return { kind: "agents" };
  const [kind, sessionId = "", from] = payload.split(":");
  if (!UUID.test(sessionId)) return null;
  if (kind === "m") return { kind: "message", sessionId };
  if (kind === "s") return { kind: "state", sessionId };
  if (kind === "t" && (from === "visitor" || from === "agent"))
    return { kind: "typing", sessionId, from };
  return null;
}

/**
 * Rings the chat doorbell inside the write's transaction (delivered on commit only). A message insert
 * must hold the session's row lock (select … for update) so that ids commit in order within a session.
 */
export async function notifyChat(tx: Db, event: ChatEvent): Promise<void> {
  await ringDoorbell(tx, CHATS_CHANNEL, encodeChatEvent(event));
}

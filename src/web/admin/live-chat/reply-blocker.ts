import type { AgentChatDetail } from "../../../contract/chat";
import { isOpenChat } from "../../../domain/chat";

/** Why the agent cannot reply here, or null when they can (the server refuses the same cases). */
export function replyBlocker(
  chat: Pick<AgentChatDetail, "status" | "assignedTo">,
  meId: string,
  canRespond: boolean,
): string | null {
  if (!isOpenChat(chat.status)) return "This chat has ended. You cannot reply.";
  if (!canRespond) return "You cannot reply in live chats.";
  if (chat.status === "waiting") return "Accept the chat to reply.";
  if (chat.assignedTo?.id !== meId)
    return `Only ${chat.assignedTo?.name ?? "the assigned agent"} can reply in this chat.`;
  return null;
}

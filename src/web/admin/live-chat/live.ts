import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { AgentChatDetail } from "../../../contract/chat";
import { CHAT_QUEUE_TOPIC, chatTopic } from "../../../contract/realtime";
import { TYPING_EXPIRY_MS } from "../../../domain/chat";
import { shouldRefetch, useRealtimeTopic } from "../../lib/realtime";
import { chatKeys } from "./api";
import { bySequenceId, mergeLiveMessages, newestMessageId } from "../../lib/live-messages";

/**
 * Follows chat:queue: any session started, accepted, ended or moved anywhere, or an agent's changed
 * availability, refreshes the stats, the list and the table (and the bell, which reads the overview).
 * `subscribed` refreshes too: whatever changed while the socket was down is fetched again.
 */
export function useLiveChatQueue(enabled = true): void {
  const queryClient = useQueryClient();
  useRealtimeTopic(enabled ? CHAT_QUEUE_TOPIC : null, {
    onFrame(frame, context) {
      if (!shouldRefetch(frame, "none", context)) return;
      void queryClient.invalidateQueries({ queryKey: chatKeys.overview });
      void queryClient.invalidateQueries({ queryKey: chatKeys.inbox });
      void queryClient.invalidateQueries({ queryKey: chatKeys.sessions });
    },
  });
}

/** Refreshes `queryKey` whenever chat:queue rings: figures outside the console that count chats. */
export function useRefreshOnChatQueue(queryKey: QueryKey, enabled: boolean): void {
  const queryClient = useQueryClient();
  useRealtimeTopic(enabled ? CHAT_QUEUE_TOPIC : null, {
    onFrame(frame) {
      if (frame.type === "changed") void queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}

const firstName = (name: string | undefined) => name?.trim().split(/\s+/)[0] ?? null;

/**
 * Keeps the open conversation live on chat:<id>: new messages merge in by id (the subscription
 * carries the newest id held, so a reconnect replays only what was missed); a state frame sets the
 * status at once and, when the agent or department moved, refetches the chat for the new names.
 * Returns whether the visitor is typing (shown until 4 s after their last typing frame).
 */
export function useLiveChatSession(chat: AgentChatDetail | undefined): {
  isVisitorTyping: boolean;
} {
  const queryClient = useQueryClient();
  const [isVisitorTyping, setVisitorTyping] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const id = chat?.id ?? null;
  const key = chatKeys.session(id ?? "");

  // Another chat opened: the last one's visitor was typing there, not here. Cleared in this render,
  // so the new chat never shows the old indicator even for one frame.
  const [typingChatId, setTypingChatId] = useState(id);
  if (typingChatId !== id) {
    setTypingChatId(id);
    setVisitorTyping(false);
  }
  useEffect(() => () => window.clearTimeout(timer.current), [id]);

  useRealtimeTopic(id ? chatTopic(id) : null, {
    lastMessageId: chat ? newestMessageId(chat.messages, bySequenceId) : undefined,
    onFrame(frame) {
      if (frame.type === "chat_messages") {
        queryClient.setQueryData<AgentChatDetail>(key, (old) =>
          old
            ? { ...old, messages: mergeLiveMessages(old.messages, frame.messages, bySequenceId) }
            : old,
        );
        // The visitor's message arrived: they stopped typing it.
        if (frame.messages.some((m) => m.senderRole === "visitor")) setVisitorTyping(false);
      } else if (frame.type === "chat_state") {
        const state = frame.session;
        const old = queryClient.getQueryData<AgentChatDetail>(key);
        if (!old) return;
        const moved =
          state.status !== old.status ||
          state.departmentId !== (old.department?.id ?? null) ||
          state.agentFirstName !== firstName(old.assignedTo?.name);
        queryClient.setQueryData<AgentChatDetail>(key, {
          ...old,
          status: state.status,
          endedAt: state.endedAt,
        });
        if (moved) void queryClient.invalidateQueries({ queryKey: key, exact: true });
      } else if (frame.type === "typing" && frame.from === "visitor") {
        setVisitorTyping(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setVisitorTyping(false), TYPING_EXPIRY_MS);
      }
    },
  });
  return { isVisitorTyping };
}

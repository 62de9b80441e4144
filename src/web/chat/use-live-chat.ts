import { useEffect, useMemo, useState } from "react";
import type { VisitorChat } from "../../contract/chat";
import { chatTopic } from "../../contract/realtime";
import { useRealtimeStatus, useRealtimeTopic } from "../lib/realtime";
import { bySequenceId, mergeLiveMessages, newestMessageId } from "../lib/live-messages";
import { createTypingExpiry } from "./typing";
import type { UpdateChat } from "./update-chat";

/**
 * Follows chat:<id>: messages are merged by id, the session state is replaced by each chat_state
 * (sent after every change and every re-subscribe), and the agent's typing frames drive the indicator.
 * `isLive` is false until the server's first state after (re)subscribing: the status line says
 * 'Connecting...' until then and while the socket is down.
 */
export function useLiveChat(chat: VisitorChat | null, update: UpdateChat) {
  const sessionId = chat?.session.id ?? null;
  const realtimeStatus = useRealtimeStatus();
  const [liveSessionId, setLiveSessionId] = useState<string | null>(null);
  const [isAgentTyping, setAgentTyping] = useState(false);
  const expiry = useMemo(() => createTypingExpiry(setAgentTyping), []);
  useEffect(() => () => expiry.dispose(), [expiry]);

  useRealtimeTopic(sessionId ? chatTopic(sessionId) : null, {
    lastMessageId: chat ? newestMessageId(chat.messages, bySequenceId) : undefined,
    onFrame(frame) {
      if (frame.type === "chat_messages") {
        update((old) => ({
          ...old,
          messages: mergeLiveMessages(old.messages, frame.messages, bySequenceId),
        }));
        if (frame.messages.some((message) => message.senderRole === "agent")) expiry.clear();
      } else if (frame.type === "chat_state" && frame.session.id === sessionId) {
        update((old) => ({ ...old, session: frame.session }));
        setLiveSessionId(frame.session.id);
      } else if (frame.type === "typing" && frame.from === "agent") {
        expiry.ping();
      }
    },
  });

  // A drop means frames may have been missed: not live again until the re-subscribe's chat_state.
  // Not derivable from the status alone (once back online the chat waits for that frame), so the
  // drop is noted while rendering the status change, sparing the extra render of an effect.
  const [seenStatus, setSeenStatus] = useState(realtimeStatus);
  if (realtimeStatus !== seenStatus) {
    setSeenStatus(realtimeStatus);
    if (realtimeStatus !== "online") setLiveSessionId(null);
  }

  return { isLive: sessionId !== null && liveSessionId === sessionId, isAgentTyping };
}

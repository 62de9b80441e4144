import { useMemo, useState, type FormEvent } from "react";
import type { ChatSessionState } from "../../contract/chat";
import { chatTopic } from "../../contract/realtime";
import { CHAT_MESSAGE_MAX, CHAT_WIDGET_ERRORS, isOpenChat } from "../../domain/chat";
import { Button } from "../components/ui/button";
import { sendTyping } from "../lib/realtime";
import { sendChatMessage } from "./api/chat-actions";
import type { UpdateChat } from "./update-chat";
import { bySequenceId, mergeLiveMessages } from "../lib/live-messages";
import { SystemNotice } from "./system-notice";
import { createTypingThrottle } from "./typing";

/** The input and Send. A failed send keeps the text and says so (spec section 8). */
export function Composer({
  session,
  isDisabled,
  update,
}: {
  session: ChatSessionState;
  isDisabled: boolean;
  update: UpdateChat;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const throttle = useMemo(
    () => createTypingThrottle(() => sendTyping(chatTopic(session.id))),
    [session.id],
  );

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (message === "" || isSending || isDisabled) return;
    setSending(true);
    setError(null);
    try {
      const sent = await sendChatMessage(session.id, message);
      update((chat) => ({
        ...chat,
        messages: mergeLiveMessages(chat.messages, [sent], bySequenceId),
      }));
      setText("");
      throttle.reset();
    } catch {
      setError(CHAT_WIDGET_ERRORS.sendFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void send(event)}
      className="grid shrink-0 gap-2 border-t border-slate-200 p-3"
      aria-label="Send a message"
    >
      <SystemNotice text={error} />
      <div className="flex gap-2">
        <label htmlFor="chat-composer" className="sr-only">
          Your message
        </label>
        <input
          id="chat-composer"
          autoComplete="off"
          maxLength={CHAT_MESSAGE_MAX}
          disabled={isDisabled}
          placeholder={isDisabled ? "This chat has ended" : "Type your message..."}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // Typing frames go to whoever reads the chat; an ended chat refuses them anyway.
            if (event.target.value.trim() !== "" && isOpenChat(session.status)) throttle.typed();
          }}
          className="block min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100"
        />
        <Button type="submit" disabled={text.trim() === "" || isSending || isDisabled}>
          Send
        </Button>
      </div>
    </form>
  );
}

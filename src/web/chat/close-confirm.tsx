import { useEffect, useRef, useState } from "react";
import type { VisitorChat } from "../../contract/chat";
import { Button, buttonClass } from "../components/ui/button";
import { abandonChat } from "./api/chat-actions";

interface CloseConfirmProps {
  sessionId: string;
  onUpdated: (chat: VisitorChat) => void;
  onClosed: () => void;
  onCancel: () => void;
}

/**
 * Closing the widget with a chat open abandons it (spec section 4), so the visitor confirms first.
 * Asked inside the panel rather than with window.confirm, which would block the page and its socket.
 */
export function CloseConfirm({ sessionId, onUpdated, onClosed, onCancel }: CloseConfirmProps) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);

  const abandon = async () => {
    setPending(true);
    setError(null);
    try {
      onUpdated(await abandonChat(sessionId));
      onClosed();
    } catch {
      setError("Could not end the chat. Please try again.");
      setPending(false);
    }
  };

  return (
    <div
      role="group"
      aria-labelledby="chat-close-question"
      className="grid gap-2 border-b border-amber-200 bg-amber-50 px-4 py-3"
    >
      <p id="chat-close-question" className="font-semibold text-slate-900">
        End this chat?
      </p>
      <p className="text-sm text-slate-700">
        Closing the chat ends the conversation with our team.
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" disabled={isPending} onClick={() => void abandon()}>
          Yes, end chat
        </Button>
        <button ref={keep} type="button" className={buttonClass("secondary")} onClick={onCancel}>
          Keep chatting
        </button>
      </div>
    </div>
  );
}

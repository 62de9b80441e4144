import { useState } from "react";
import { Button } from "../components/ui/button";
import { endChat } from "./api/chat-actions";
import type { UpdateChat } from "./update-chat";
import { bySequenceId, mergeLiveMessages } from "../lib/live-messages";

/** Ends the chat as resolved; the server adds 'This chat session has ended.' to the thread. */
export function EndChatButton({ sessionId, update }: { sessionId: string; update: UpdateChat }) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const end = async () => {
    setPending(true);
    setError(null);
    try {
      const ended = await endChat(sessionId);
      update((chat) => ({
        session: ended.session,
        messages: mergeLiveMessages(chat.messages, ended.messages, bySequenceId),
      }));
    } catch {
      setError("Could not end the chat. Please try again.");
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex shrink-0 flex-col items-end">
      <Button
        variant="secondary"
        className="px-3 py-1.5"
        disabled={isPending}
        onClick={() => void end()}
      >
        End chat
      </Button>
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

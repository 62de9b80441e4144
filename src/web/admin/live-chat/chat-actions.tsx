import { CheckCircle2, FileText, LogOut, Shuffle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { AgentChatDetail, ChatAgent } from "../../../contract/chat";
import { isOpenChat } from "../../../domain/chat";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { usePermissions } from "../staff-context";
import { useAcceptChat, useConvertChat, useEndChat } from "./mutations";
import { TransferForm } from "./transfer-form";

/**
 * Accept (chat.accept), End chat (chat.end), Transfer (chat.accept) and Convert to ticket
 * (chat.respond + support.respond), each shown only to those the server would let through. A refusal
 * (another agent was faster, the limit) is shown as the server words it; the lists refresh with it.
 */
export function ChatActions({
  chat,
  agents,
  meId,
}: {
  chat: AgentChatDetail;
  agents: readonly ChatAgent[];
  meId: string;
}) {
  const { can, canAll } = usePermissions();
  const accept = useAcceptChat();
  const end = useEndChat();
  const convert = useConvertChat(chat.id);
  const [isTransferring, setTransferring] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isOpen = isOpenChat(chat.status);
  const onError = (err: Error) => setError(err.message);
  const run = (action: () => void) => {
    setError(null);
    action();
  };
  const ticketHref = convert.data
    ? `/admin/support/${convert.data.ticketId}`
    : `/admin/support?q=${encodeURIComponent(chat.convertedTicketNumber ?? "")}`;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {can("chat.accept") && chat.status === "waiting" ? (
          <Button
            disabled={accept.isPending}
            onClick={() => run(() => accept.mutate(chat.id, { onError }))}
          >
            <CheckCircle2 aria-hidden className="size-4" /> Accept
          </Button>
        ) : null}
        {can("chat.accept") && isOpen ? (
          <Button
            variant="secondary"
            aria-expanded={isTransferring}
            onClick={() => setTransferring((open) => !open)}
          >
            <Shuffle aria-hidden className="size-4" /> Transfer
          </Button>
        ) : null}
        {canAll(["chat.respond", "support.respond"]) && chat.convertedTicketNumber === null ? (
          <Button
            variant="secondary"
            disabled={convert.isPending}
            onClick={() => run(() => convert.mutate(undefined, { onError }))}
          >
            <FileText aria-hidden className="size-4" /> Convert to ticket
          </Button>
        ) : null}
        {can("chat.end") && isOpen ? (
          <Button
            variant="danger"
            disabled={end.isPending}
            onClick={() => run(() => end.mutate(chat.id, { onError }))}
          >
            <LogOut aria-hidden className="size-4" /> End chat
          </Button>
        ) : null}
      </div>
      {chat.convertedTicketNumber !== null && !convert.isPending ? (
        <Alert tone="success">
          Converted to ticket{" "}
          {can("support.view") ? (
            <Link to={ticketHref} className="font-semibold underline">
              {chat.convertedTicketNumber}
            </Link>
          ) : (
            <span className="font-semibold">{chat.convertedTicketNumber}</span>
          )}
          , with the transcript.
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {isTransferring && isOpen ? (
        <TransferForm
          chat={chat}
          agents={agents}
          meId={meId}
          onDone={() => setTransferring(false)}
        />
      ) : null}
    </div>
  );
}

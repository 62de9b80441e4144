import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Minus, X } from "lucide-react";
import type { VisitorChat } from "../../contract/chat";
import { isOpenChat } from "../../domain/chat";
import { useMe } from "../auth/api/get-me";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { useCurrentChat } from "./api/current-chat";
import { closeChat, minimiseChat } from "./chat-store";
import { CloseConfirm } from "./close-confirm";
import { ChatConversation } from "./conversation";
import { dismiss, isDismissed } from "./dismissed";
import { PANEL_HEIGHT_CLASS } from "./display-state";
import { StartChat } from "./start-chat";

/** An ended chat stays on screen for its rating and transcript, until the visitor closes it. */
function shownChat(chat: VisitorChat | null | undefined): VisitorChat | null {
  if (!chat) return null;
  if (isOpenChat(chat.session.status)) return chat;
  return chat.session.status === "resolved" && !isDismissed(chat.session.id) ? chat : null;
}

/**
 * The visitor's live chat panel (end-user spec section 2): bottom right, minimisable and closable. A
 * non-modal dialog, so the page stays usable beside it. It stays mounted while minimised, so the
 * conversation keeps following the socket.
 */
export default function ChatWidget({ isMinimised }: { isMinimised: boolean }) {
  const me = useMe();
  const viewer = me.data ?? null;
  const current = useCurrentChat(viewer?.id ?? null, !me.isPending);
  const chat = shownChat(current.data);
  const [isConfirmingClose, setConfirmingClose] = useState(false);
  const [visitorEmail, setVisitorEmail] = useState("");
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (isMinimised) return;
    // Opening moves focus into the panel: to its first field, or to the panel itself while loading.
    const first = panel.current?.querySelector<HTMLElement>(
      "select, textarea:not([disabled]), input:not([disabled])",
    );
    (first ?? panel.current)?.focus();
    // Only on opening (and once the chat has loaded): later renders must not pull focus from the visitor.
  }, [isMinimised, current.isSuccess]);

  const finish = () => {
    if (chat) dismiss(chat.session.id);
    setConfirmingClose(false);
    closeChat();
  };
  const requestClose = () =>
    chat && isOpenChat(chat.session.status) ? setConfirmingClose(true) : finish();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") minimiseChat();
  };

  const isStarted = chat !== null;
  return (
    <section
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-widget-title"
      tabIndex={-1}
      hidden={isMinimised}
      onKeyDown={onKeyDown}
      className={`fixed inset-x-0 bottom-0 z-50 flex max-h-dvh w-full flex-col overflow-hidden border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:bottom-4 sm:right-4 sm:max-h-[calc(100dvh-2rem)] sm:w-96 sm:rounded-2xl ${
        isStarted ? PANEL_HEIGHT_CLASS.conversation : PANEL_HEIGHT_CLASS.beforeStart
      }`}
    >
      <header className="flex items-center justify-between gap-2 bg-brand-700 px-4 py-3 text-white">
        <h2 id="chat-widget-title" className="text-base font-semibold">
          Live chat
        </h2>
        <div className="flex items-center gap-1">
          <HeaderButton
            label="Minimise chat"
            onClick={minimiseChat}
            icon={<Minus aria-hidden className="size-5" />}
          />
          <HeaderButton
            label="Close chat"
            onClick={requestClose}
            icon={<X aria-hidden className="size-5" />}
          />
        </div>
      </header>
      {isConfirmingClose && chat ? (
        <CloseConfirm
          sessionId={chat.session.id}
          onClosed={finish}
          onCancel={() => setConfirmingClose(false)}
          onUpdated={current.update}
        />
      ) : null}
      {current.isError ? (
        <div className="grid gap-3 p-4">
          <Alert tone="error">Could not load your chat. Please try again.</Alert>
          <Button variant="secondary" onClick={() => void current.refetch()}>
            Try again
          </Button>
        </div>
      ) : !current.isSuccess ? (
        <Spinner label="Loading chat..." />
      ) : chat ? (
        <ChatConversation
          chat={chat}
          isSignedIn={viewer !== null}
          visitorEmail={visitorEmail}
          update={current.update}
          onStartNew={() => {
            dismiss(chat.session.id);
            current.update(null);
          }}
        />
      ) : (
        <StartChat
          viewer={viewer}
          onStarted={(started, email) => {
            setVisitorEmail(email);
            current.update(started);
          }}
        />
      )}
    </section>
  );
}

function HeaderButton({
  label,
  onClick,
  icon,
}: {
  label: string;
  onClick: () => void;
  icon: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="rounded-lg p-1.5 text-white hover:bg-brand-800 focus-visible:outline-white"
    >
      {icon}
    </button>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Send } from "lucide-react";
import { chatTopic } from "../../../contract/realtime";
import { CHAT_MESSAGE_MAX } from "../../../domain/chat";
import { Button } from "../../components/ui/button";
import { sendTyping } from "../../lib/realtime";
import { useSavedReplies } from "./api";
import { useSendChatMessage } from "./mutations";
import { SlashMenu } from "./slash-menu";
import { filterSavedReplies, findSlashQuery, insertSavedReply } from "./slash-commands";
import { shouldSendTyping } from "./typing";

/** The menu shows this many matches at most, so it never needs a scrollbar of its own. */
const MENU_SIZE = 8;

/**
 * The agent's reply box. Typing `/` at the start of a word lists the department's saved replies,
 * narrowed as one types; arrow keys move, Enter (or a click) puts the reply's text in place of the
 * command, Escape closes the list. Enter sends, Shift+Enter starts a new line. While the agent types,
 * the visitor is told so at most every 2 s. `disabledNote` (a resolved chat, …) disables it and says why.
 */
export function Composer({
  sessionId,
  departmentId,
  disabledNote,
}: {
  sessionId: string;
  departmentId: string | null;
  disabledNote: string | null;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const lastTypingSent = useRef<number | null>(null);
  const send = useSendChatMessage(sessionId);
  const isDisabled = disabledNote !== null;
  const replies = useSavedReplies(departmentId, !isDisabled);

  const found = isDisabled ? null : findSlashQuery(text, caret);
  const slash = found && found.start !== dismissedAt ? found : null;
  const matches = slash
    ? filterSavedReplies(replies.data?.replies ?? [], slash.query).slice(0, MENU_SIZE)
    : [];
  const activeIndex = Math.min(active, Math.max(0, matches.length - 1));
  const listId = `${id}-replies`;
  const optionId = (index: number) => `${id}-reply-${index}`;

  useEffect(() => {
    if (pendingCaret.current === null || !box.current) return;
    box.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [text]);

  const insert = (index: number) => {
    const reply = matches[index];
    if (!slash || !reply) return;
    const next = insertSavedReply(text, slash, reply.body);
    pendingCaret.current = next.caret;
    setText(next.text);
    setCaret(next.caret);
    setActive(0);
  };

  const submit = () => {
    const message = text.trim();
    if (!message || isDisabled || send.isPending) return;
    setError(null);
    send.mutate(message, {
      onSuccess: () => {
        setText("");
        setCaret(0);
        setDismissedAt(null);
      },
      onError: (err) => setError(err.message),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (slash && matches.length > 0) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((activeIndex + step + matches.length) % matches.length);
        return;
      }
      if (event.key === "Enter" || event.key === "Tab") {
        event.preventDefault();
        insert(activeIndex);
        return;
      }
    }
    if (slash && event.key === "Escape") {
      event.preventDefault();
      setDismissedAt(slash.start);
      return;
    }
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="relative flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {slash ? (
        <SlashMenu
          id={listId}
          matches={matches}
          activeIndex={activeIndex}
          optionId={optionId}
          isLoading={replies.isPending}
          isError={replies.isError}
          onPick={insert}
        />
      ) : null}
      <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-800">
        Reply to visitor
      </label>
      <textarea
        ref={box}
        id={`${id}-text`}
        rows={2}
        maxLength={CHAT_MESSAGE_MAX}
        value={text}
        disabled={isDisabled}
        aria-describedby={`${id}-hint`}
        aria-controls={slash && matches.length > 0 ? listId : undefined}
        aria-activedescendant={slash && matches.length > 0 ? optionId(activeIndex) : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setCaret(e.target.selectionStart);
          setActive(0);
          if (e.target.value.length > 0 && shouldSendTyping(lastTypingSent.current, Date.now())) {
            lastTypingSent.current = Date.now();
            sendTyping(chatTopic(sessionId));
          }
        }}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100"
        placeholder={isDisabled ? "" : "Type a reply, or / for saved replies"}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {disabledNote ?? "Enter sends, Shift+Enter starts a new line. Type / for saved replies."}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={isDisabled || text.trim() === "" || send.isPending}>
          <Send aria-hidden className="size-4" /> Send
        </Button>
      </div>
    </form>
  );
}

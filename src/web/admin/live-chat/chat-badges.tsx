import { CHAT_STATUS_LABELS, type AgentAvailability, type ChatStatus } from "../../../domain/chat";

const pill =
  "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold";

const STATUS_TONES: Record<ChatStatus, string> = {
  waiting: "bg-amber-100 text-amber-900",
  active: "bg-green-100 text-green-900",
  resolved: "bg-slate-200 text-slate-800",
  abandoned: "bg-red-100 text-red-900",
};

export function ChatStatusBadge({ status }: { status: ChatStatus }) {
  return <span className={`${pill} ${STATUS_TONES[status]}`}>{CHAT_STATUS_LABELS[status]}</span>;
}

export const AVAILABILITY_LABELS: Record<AgentAvailability, string> = {
  online: "Online",
  away: "Away",
  busy: "Busy",
};
const AVAILABILITY_DOTS: Record<AgentAvailability, string> = {
  online: "bg-green-600",
  away: "bg-amber-500",
  busy: "bg-red-600",
};

/** The dot is decoration: the word beside it carries the meaning. */
export function AvailabilityBadge({ availability }: { availability: AgentAvailability }) {
  return (
    <span className={`${pill} gap-1.5 border border-slate-200 bg-white text-slate-800`}>
      <span aria-hidden className={`size-2 rounded-full ${AVAILABILITY_DOTS[availability]}`} />
      {AVAILABILITY_LABELS[availability]}
    </span>
  );
}

/**
 * A name that may be long: cut with an ellipsis so nothing scrolls sideways; the whole of it shows on
 * hover (title), when the control around it (a `group`) has keyboard focus, and to screen readers.
 */
export function Truncated({ text, className = "" }: { text: string; className?: string }) {
  return (
    <span
      className={`block min-w-0 truncate group-focus-visible:whitespace-normal group-focus-visible:[overflow-wrap:anywhere] ${className}`}
      title={text}
    >
      {text}
    </span>
  );
}

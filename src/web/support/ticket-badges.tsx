import { Star } from "lucide-react";
import {
  PRIORITY_LABELS,
  STATUS_LABELS,
  type TicketPriority,
  type TicketStatus,
} from "../../domain/tickets";
import { formatDate as formatAppDate } from "../lib/format";

const STATUS_TONES: Record<TicketStatus, string> = {
  open: "bg-sky-100 text-sky-900",
  "in-progress": "bg-amber-100 text-amber-900",
  waiting: "bg-violet-100 text-violet-900",
  resolved: "bg-green-100 text-green-900",
  closed: "bg-slate-200 text-slate-800",
};
const PRIORITY_TONES: Record<TicketPriority, string> = {
  urgent: "bg-red-100 text-red-900",
  high: "bg-orange-100 text-orange-900",
  medium: "bg-yellow-100 text-yellow-900",
  low: "bg-slate-100 text-slate-800",
};

const pill =
  "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold";

export function StatusBadge({ status }: { status: TicketStatus }) {
  return <span className={`${pill} ${STATUS_TONES[status]}`}>{STATUS_LABELS[status]}</span>;
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return <span className={`${pill} ${PRIORITY_TONES[priority]}`}>{PRIORITY_LABELS[priority]}</span>;
}

/**
 * The customer's plan in force includes priority support (issue 15): their tickets start at high and
 * their chats are offered first. Worded, so the mark does not rest on its colour or its star.
 */
export function PrioritySupportBadge() {
  return (
    <span className={`${pill} gap-1 bg-indigo-100 text-indigo-900`}>
      <Star aria-hidden className="size-3 fill-current" />
      Priority support
    </span>
  );
}

/**
 * The department's own colour as a dot beside its name (the colour alone carries no meaning). A
 * `max-w-*` class cuts a long name (up to 80 characters) with an ellipsis; the title keeps it whole.
 */
export function DepartmentBadge({
  department,
  className = "",
}: {
  department: { name: string; color: string } | null;
  className?: string;
}) {
  if (!department) return <span className="text-sm text-slate-600">None</span>;
  return (
    <span
      title={department.name}
      className={`${pill} gap-1.5 border border-slate-200 bg-white text-slate-800 ${className}`}
    >
      <span
        aria-hidden
        className="size-2 shrink-0 rounded-full"
        style={{ backgroundColor: department.color }}
      />
      <span className="min-w-0 truncate">{department.name}</span>
    </span>
  );
}

export { formatDateTime } from "../lib/format";
/** A ticket's day, in the app's medium date style. */
export const formatDate = (iso: string) => formatAppDate(iso, "medium");

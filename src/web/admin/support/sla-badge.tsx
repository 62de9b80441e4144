import { AlertTriangle, CheckCircle2, Clock, PauseCircle } from "lucide-react";
import type { SlaClock, TicketSla } from "../../../contract/ticket-sla";
import type { SlaState } from "../../../domain/sla";
import { describeSlaClock } from "../../../domain/sla-text";
import { formatDateTime } from "../../lib/format";

const CLOCK_NAMES = { firstResponse: "First response", resolution: "Resolution" } as const;

const TONES: Record<SlaState, string> = {
  running: "border border-slate-300 bg-white text-slate-800",
  paused: "bg-violet-100 text-violet-900",
  met: "bg-green-100 text-green-900",
  breached: "bg-red-700 text-white",
};
const ICONS = {
  running: Clock,
  paused: PauseCircle,
  met: CheckCircle2,
  breached: AlertTriangle,
} as const;

/** The clock's words as the server read it ("2 h 15 min left", "Overdue by 40 min"); its colour and icon only repeat them. */
const textOf = (clock: SlaClock) =>
  describeSlaClock({
    state: clock.state,
    msLeft: clock.secondsLeft * 1000,
    isStopped: clock.isStopped,
  });

function SlaPill({
  clock,
  name,
}: {
  clock: SlaClock;
  name: keyof TicketSla & keyof typeof CLOCK_NAMES;
}) {
  const Icon = ICONS[clock.state];
  return (
    // Wraps within a narrow status cell (the queue never scrolls sideways at 1280 px) rather than widening it.
    <span
      className={`inline-flex max-w-36 items-start gap-1 rounded-md px-2 py-0.5 text-xs font-semibold ${TONES[clock.state]}`}
    >
      <Icon aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>
        <span className="sr-only">{CLOCK_NAMES[name]}: </span>
        {textOf(clock)}
      </span>
    </span>
  );
}

/**
 * The queue's SLA mark: the target that matters now (the first response until answered, then the
 * resolution), nothing once the ticket is resolved or closed. Overdue reads "Overdue by …" in a red pill.
 */
export function CurrentSlaBadge({ sla }: { sla: TicketSla | null }) {
  if (!sla?.current) return null;
  return <SlaPill clock={sla[sla.current]} name={sla.current} />;
}

/** Both targets of a ticket, with when each falls (or fell) due. */
export function SlaFacts({ sla }: { sla: TicketSla }) {
  return (
    <dl className="grid gap-2">
      {(["firstResponse", "resolution"] as const).map((name) => (
        <div key={name}>
          <dt className="text-slate-700">{CLOCK_NAMES[name]}</dt>
          <dd className="mt-0.5 flex flex-col items-start gap-0.5">
            <SlaPill clock={sla[name]} name={name} />
            <span className="text-xs text-slate-600">
              {sla[name].state === "paused" ? "If resumed now, due" : "Due"}{" "}
              {formatDateTime(sla[name].dueAt)}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

import type { PlanUsage } from "../../contract/my-plan";
import { UNLIMITED } from "../../domain/plan-limits";
import { describeUsage, isAtLimit, LIMIT_NAMES } from "./plan-words";
import { ShareBar } from "../components/ui/progress-bar";

/** One counted limit: its words carry the figures, the bar only shows them at a glance. */
function UsageRow({ usage }: { usage: PlanUsage }) {
  const isFull = isAtLimit(usage);
  const share =
    usage.max === UNLIMITED || usage.max === 0
      ? isFull
        ? 1
        : 0
      : Math.min(1, usage.used / usage.max);
  return (
    <li className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-slate-900">{LIMIT_NAMES[usage.limit]}</span>
        <span className="text-sm text-slate-700">{describeUsage(usage)}</span>
      </div>
      {usage.max === UNLIMITED ? null : (
        <ShareBar
          value={share}
          max={1}
          className="h-2 bg-slate-200"
          barClassName={isFull ? "bg-amber-500" : "bg-brand-600"}
        />
      )}
      {isFull ? (
        <p className="text-sm font-medium text-amber-800">
          Limit reached: the next one is refused until the period starts again or your plan changes.
        </p>
      ) : null}
    </li>
  );
}

/** This period's usage of each limit of the plan in force. */
export function PlanUsageList({ usage }: { usage: PlanUsage[] }) {
  return (
    <ul className="grid gap-4" aria-label="Usage this period">
      {usage.map((u) => (
        <UsageRow key={u.limit} usage={u} />
      ))}
    </ul>
  );
}

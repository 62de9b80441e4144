import { Lock } from "lucide-react";
import { Link } from "react-router";
import { PLAN_PAGE_PATH } from "./plan-words";

/**
 * Stands where a control would open a form the plan's limit is sure to refuse: says so, with the
 * count, and the way to a bigger allowance, before anything is typed.
 */
export function LimitReached({
  what,
  used,
  max,
  testId,
}: {
  what: string;
  used: number;
  max: number;
  testId?: string;
}) {
  return (
    <p
      className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-amber-900"
      data-testid={testId}
    >
      <Lock className="size-4 shrink-0" aria-hidden />
      <span>
        Limit reached: {used} of {max} {what}.
      </span>
      <Link to={PLAN_PAGE_PATH} className="font-semibold underline">
        See your plan
      </Link>
    </p>
  );
}

import { Lock } from "lucide-react";
import { PlanLimitDetails } from "../../contract/plan-limits";
import { describeLimit, LIMIT_LABELS } from "../../domain/plan-limits";
import { isApiError } from "../lib/api-client";
import { formatMoney } from "../lib/format";

/** The details of a plan-limit refusal, or null when the error is something else. */
export function planLimitOf(error: unknown): PlanLimitDetails | null {
  if (!isApiError(error, 403) || error.code !== "plan_limit") return null;
  const parsed = PlanLimitDetails.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/** The plan-limit warning screen: what the limit is and which plans lift it. */
export function PlanLimitNotice({ details }: { details: PlanLimitDetails }) {
  const label = LIMIT_LABELS[details.limit];
  return (
    <section role="alert" aria-labelledby="plan-limit-title" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <div className="flex items-start gap-3">
        <Lock className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="grid gap-2">
          <h2 id="plan-limit-title" className="font-semibold">Plan limit reached</h2>
          <p>
            Your {details.planName} plan allows {describeLimit(details.value)} {label}, and you have reached it. Nothing you
            typed has been lost.
          </p>
          {details.upgrades.length > 0 ? (
            <>
              <p>These plans lift the limit:</p>
              <ul className="list-disc pl-5">
                {details.upgrades.map((plan) => (
                  <li key={plan.name}>
                    <strong>{plan.name}</strong>: {describeLimit(plan.value)} {label}, {formatMoney(plan.priceMonthly)} a month
                  </li>
                ))}
              </ul>
              <p className="text-sm">To change plan, contact support from the Help Center.</p>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}

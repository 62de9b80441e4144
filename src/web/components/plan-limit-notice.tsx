import { Lock } from "lucide-react";
import { Link } from "react-router";
import { PlanLimitDetails } from "../../contract/plan-limits";
import {
  describeLimit,
  FEATURE_LABELS,
  isGatedFeature,
  LIMIT_LABELS,
  type GatedFeature,
} from "../../domain/plan-limits";
import { isApiError } from "../lib/api-client";
import { formatMoney } from "../lib/format";

/** The details of a plan-limit refusal, or null when the error is something else. */
export function planLimitOf(error: unknown): PlanLimitDetails | null {
  if (!isApiError(error, 403) || error.code !== "plan_limit") return null;
  const parsed = PlanLimitDetails.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

const LAPSED: Record<NonNullable<PlanLimitDetails["lapsedPlan"]>["status"], string> = {
  active: "has expired",
  trialing: "trial has ended",
  past_due: "is past due",
  cancelled: "is cancelled",
  expired: "has expired",
};

/**
 * What each limit counts, so nobody waits for a reset that does not come: the food limit is per diary
 * day (the day the entries are for, not the day they are typed), while the monthly limits count what
 * was added since the 1st of this month, whichever days it is for.
 */
const PERIODS: Record<Exclude<PlanLimitDetails["limit"], GatedFeature>, string> = {
  meal_entries_per_day:
    "The limit is per diary day: it counts the entries of the day you are adding to, and other days are not affected.",
  weight_entries_per_month:
    "The count is of weight entries added this month, whichever days they are for, and starts again on the 1st of next month.",
  workout_entries_per_month:
    "The count is of workouts added this month, whichever days they are for, and starts again on the 1st of next month.",
};

/** Where a signed-in user opens a support ticket (the support desk's "Send us a message"). */
const SUPPORT_TICKET_PATH = "/app/support/new";
const supportLink = (
  <Link to={SUPPORT_TICKET_PATH} className="font-medium underline">
    send us a message
  </Link>
);
/** The plan page (Settings → Plan): usage, the plans side by side, and a filled-in request to change. */
const planLink = (
  <Link to="/app/settings/plan" className="font-medium underline">
    See your plan
  </Link>
);

/**
 * The plan-limit warning screen: what the limit is, which plans lift it, and how to change plan.
 * `isInputKept` says the refused form still holds what was typed (false where nothing stays to retry).
 */
export function PlanLimitNotice({
  details,
  isInputKept = true,
}: {
  details: PlanLimitDetails;
  isInputKept?: boolean;
}) {
  const { limit } = details;
  if (isGatedFeature(limit)) return <PlanFeatureNotice details={details} feature={limit} />;
  const label = LIMIT_LABELS[limit];
  const allowance = `${describeLimit(details.value)} ${label}`;
  const { lapsedPlan } = details;
  return (
    <section
      role="alert"
      aria-labelledby="plan-limit-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <div className="flex items-start gap-3">
        <Lock className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="grid gap-2">
          <h2 id="plan-limit-title" className="font-semibold">
            Plan limit reached
          </h2>
          <p>
            {lapsedPlan
              ? `Your ${lapsedPlan.name} plan ${LAPSED[lapsedPlan.status]}, so the ${details.planName} plan's limit applies: ${allowance}, and you have reached it.`
              : `Your ${details.planName} plan allows ${allowance}, and you have reached it.`}{" "}
            {isInputKept ? "Nothing you typed has been lost. " : ""}
            {PERIODS[limit]}
          </p>
          {details.upgrades.length > 0 ? (
            <>
              <p>These plans lift the limit:</p>
              <ul className="list-disc pl-5" aria-label="Plans that lift the limit">
                {details.upgrades.map((plan) => (
                  <li key={plan.name}>
                    <strong>{plan.name}</strong>: {describeLimit(plan.value)} {label},{" "}
                    {formatMoney(plan.priceMonthly)} a month
                  </li>
                ))}
              </ul>
              <p className="text-sm">
                To change plan, {supportLink} and our team will switch it for you. {planLink}.
              </p>
            </>
          ) : (
            <p className="text-sm">
              No plan allows more {label} than this. If you need more, {supportLink} and tell us
              what you are tracking.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

/** The same screen for a feature the plan lacks (CSV export, API access): which plans include it. */
function PlanFeatureNotice({
  details,
  feature,
}: {
  details: PlanLimitDetails;
  feature: GatedFeature;
}) {
  const label = FEATURE_LABELS[feature];
  const { lapsedPlan } = details;
  return (
    <section
      role="alert"
      aria-labelledby="plan-limit-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <div className="flex items-start gap-3">
        <Lock className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="grid gap-2">
          <h2 id="plan-limit-title" className="font-semibold">
            {label} is not in your plan
          </h2>
          <p>
            {lapsedPlan
              ? `Your ${lapsedPlan.name} plan ${LAPSED[lapsedPlan.status]}, so the ${details.planName} plan applies, and it does not include ${label}.`
              : `Your ${details.planName} plan does not include ${label}.`}
          </p>
          {details.upgrades.length > 0 ? (
            <>
              <p>
                {details.upgrades.length === 1
                  ? "This plan includes it:"
                  : "These plans include it:"}
              </p>
              <ul className="list-disc pl-5" aria-label={`Plans with ${label}`}>
                {details.upgrades.map((plan) => (
                  <li key={plan.name}>
                    <strong>{plan.name}</strong>, {formatMoney(plan.priceMonthly)} a month
                  </li>
                ))}
              </ul>
              <p className="text-sm">
                To change plan, {supportLink} and our team will switch it for you. {planLink}.
              </p>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}

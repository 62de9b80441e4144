import { Check, Minus } from "lucide-react";
import { Link } from "react-router";
import { PLAN_FLAGS, type ComparedPlan } from "../../contract/my-plan";
import { describeLimit } from "../../domain/plan-limits";
import { buttonClass } from "../components/ui/button";
import { formatMoney } from "../lib/format";
import { FLAG_NAMES, isComingSoon, LIMIT_NAMES, planRequestPath } from "./plan-words";

const LIMITS = [
  "meal_entries_per_day",
  "workout_entries_per_month",
  "weight_entries_per_month",
] as const;

function Price({ plan }: { plan: ComparedPlan }) {
  if (plan.priceMonthly === 0 && plan.priceYearly === 0)
    return <p className="text-2xl font-bold text-slate-900">Free</p>;
  return (
    <p>
      <span className="text-2xl font-bold text-slate-900">{formatMoney(plan.priceMonthly)}</span>
      <span className="text-slate-600"> a month</span>
      <span className="block text-sm text-slate-600">
        or {formatMoney(plan.priceYearly)} a year
      </span>
    </p>
  );
}

function FlagRow({ plan, flag }: { plan: ComparedPlan; flag: (typeof PLAN_FLAGS)[number] }) {
  const has = plan.flags[flag];
  const soon = isComingSoon(flag);
  return (
    <li className={`flex items-start gap-2 ${has ? "text-slate-800" : "text-slate-500"}`}>
      {has ? (
        <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
      ) : (
        <Minus className="mt-0.5 size-4 shrink-0" aria-hidden />
      )}
      <span>
        <span className="sr-only">{has ? "Included: " : "Not included: "}</span>
        {FLAG_NAMES[flag]}
        {has && soon ? (
          <span className="ml-1.5 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
            coming soon
          </span>
        ) : null}
      </span>
    </li>
  );
}

interface Viewer {
  /** The user's own plan (it may be one no longer offered, so not among the cards). */
  currentName: string;
  currentPrice: number | undefined;
  inForce: boolean;
}

/**
 * The action a plan card offers: a prefilled request to Billing, to upgrade, switch, or renew the
 * user's own plan once it has lapsed; nothing on a current plan in force.
 */
function RequestLink({ plan, viewer }: { plan: ComparedPlan; viewer: Viewer }) {
  if (plan.isCurrent && viewer.inForce)
    return <p className="text-sm font-semibold text-brand-800">Your current plan</p>;
  const isUpgrade =
    plan.isCurrent || viewer.currentPrice === undefined || plan.priceMonthly > viewer.currentPrice;
  const verb = plan.isCurrent ? "Renew" : isUpgrade ? "Upgrade to" : "Switch to";
  return (
    <Link
      to={planRequestPath({ action: verb, current: viewer.currentName, wanted: plan.name })}
      className={buttonClass(isUpgrade ? "primary" : "secondary", "w-full")}
    >
      {verb} {plan.name}
    </Link>
  );
}

function PlanCard({ plan, viewer }: { plan: ComparedPlan; viewer: Viewer }) {
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={`flex flex-col gap-4 rounded-xl border bg-white p-5 shadow-sm ${plan.isCurrent ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200"}`}
    >
      <div className="grid gap-1">
        <h3 id={`plan-${plan.id}`} className="text-lg font-semibold text-slate-900">
          {plan.name}
        </h3>
        <Price plan={plan} />
        {plan.description ? <p className="text-sm text-slate-600">{plan.description}</p> : null}
      </div>
      <dl className="grid gap-1 text-sm">
        {LIMITS.map((limit) => (
          <div key={limit} className="flex justify-between gap-3">
            <dt className="text-slate-600">{LIMIT_NAMES[limit]}</dt>
            <dd className="font-medium text-slate-900">{describeLimit(plan.limits[limit])}</dd>
          </div>
        ))}
      </dl>
      <ul className="grid gap-1 text-sm" aria-label={`${plan.name} features`}>
        {PLAN_FLAGS.map((flag) => (
          <FlagRow key={flag} plan={plan} flag={flag} />
        ))}
      </ul>
      {plan.features.length > 0 ? (
        <ul
          className="list-disc pl-5 text-sm text-slate-700"
          aria-label={`More about ${plan.name}`}
        >
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto">
        <RequestLink plan={plan} viewer={viewer} />
      </div>
    </article>
  );
}

/** The active plans side by side (one column on a phone), each with a way to ask for it. */
export function PlanComparison({
  plans,
  currentName,
  inForce,
}: {
  plans: ComparedPlan[];
  currentName: string;
  inForce: boolean;
}) {
  const viewer = {
    currentName,
    currentPrice: plans.find((p) => p.isCurrent)?.priceMonthly,
    inForce,
  };
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} viewer={viewer} />
      ))}
    </div>
  );
}

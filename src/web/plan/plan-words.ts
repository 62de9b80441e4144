import { COMING_SOON_FLAGS, type PlanFlag, type PlanUsage } from "../../contract/my-plan";
import type { PlanStatus } from "../../domain/plan-limits";
import type { CustomerImpact } from "../../domain/ticket-triage";
import { UNLIMITED } from "../../domain/plan-limits";
import { formatNumber } from "../lib/format";

/** What each counted limit counts, said as the plan page and the disabled buttons say it. */
export const USAGE_NOUNS: Record<
  PlanUsage["limit"],
  { one: string; noun: string; period: string }
> = {
  meal_entries_per_day: { one: "food entry", noun: "food entries", period: "today" },
  workout_entries_per_month: { one: "workout", noun: "workouts", period: "this month" },
  weight_entries_per_month: { one: "weight entry", noun: "weight entries", period: "this month" },
};

/** "14 of 20 food entries today", or "1 workout this month · Unlimited". */
export function describeUsage(usage: Pick<PlanUsage, "limit" | "used" | "max">): string {
  const { one, noun, period } = USAGE_NOUNS[usage.limit];
  if (usage.max === UNLIMITED)
    return `${formatNumber(usage.used)} ${usage.used === 1 ? one : noun} ${period} · Unlimited`;
  return `${formatNumber(usage.used)} of ${formatNumber(usage.max)} ${noun} ${period}`;
}

/** Whether the next entry would be refused (the limit check's rule: used must stay under max). */
export const isAtLimit = (usage: Pick<PlanUsage, "used" | "max">) =>
  usage.max !== UNLIMITED && usage.used >= usage.max;

export const LIMIT_NAMES: Record<PlanUsage["limit"], string> = {
  meal_entries_per_day: "Food entries a day",
  workout_entries_per_month: "Workouts a month",
  weight_entries_per_month: "Weight entries a month",
};

export const FLAG_NAMES: Record<PlanFlag, string> = {
  data_export: "CSV data export",
  priority_support: "Priority support",
  api_access: "API access",
  custom_meal_plans: "Custom meal plans",
  client_management: "Client management",
};

export const isComingSoon = (flag: PlanFlag) => COMING_SOON_FLAGS.includes(flag);

export const STATUS_NAMES: Record<PlanStatus, string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Past due",
  cancelled: "Cancelled",
  expired: "Expired",
};

/** Where the app sends someone who meets a limit: the plan page. */
export const PLAN_PAGE_PATH = "/app/settings/plan";

/**
 * The support form filled in for a plan change: no payment provider exists, so staff switch the plan
 * by hand from this ticket (the user reads it and sends it themselves). `action` is the button's own
 * words ("Upgrade to", "Switch to", "Renew"), so the subject says what was pressed.
 */
export function planRequestPath(options: {
  action: string;
  current: string;
  wanted: string;
}): string {
  const { action, current, wanted } = options;
  const params = new URLSearchParams({
    department: "Billing",
    category: "Billing",
    // Nothing is broken: of the customer's impacts (the form requires one) it is the request's, "a question or an idea".
    impact: "low" satisfies CustomerImpact,
    subject: `${action} ${wanted}`,
    message:
      current === wanted
        ? `Please renew my ${wanted} plan.`
        : `Please change my plan from ${current} to ${wanted}.`,
  });
  return `/app/support/new?${params.toString()}`;
}

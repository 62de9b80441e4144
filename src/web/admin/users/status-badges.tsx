import type { ActivityStatus, PlanStatus, UserStatus } from "../../../contract/admin-users";
import { INACTIVE_AFTER_DAYS } from "../../../contract/admin-users";

const STATUS_TONE: Record<UserStatus, string> = {
  active: "bg-green-100 text-green-800",
  inactive: "bg-slate-200 text-slate-800",
  suspended: "bg-red-100 text-red-800",
};

const label = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace("_", " ");

export function StatusBadge({ status }: { status: UserStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[status]}`}>
      {label(status)}
    </span>
  );
}

/** Shown beside the plan only when its status is not active (admin spec, User Management). */
export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  if (status === "active") return null;
  return (
    <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {label(status)}
    </span>
  );
}

/** Activity from last_active_at: seen within 30 days, not since, or never. */
export function activityText(status: ActivityStatus, days: number | null): string {
  if (status === "never" || days === null) return "Never active";
  const when = days === 0 ? "today" : days === 1 ? "1 day ago" : `${days} days ago`;
  return status === "active"
    ? `Active ${when}`
    : `Inactive (${when}, over ${INACTIVE_AFTER_DAYS} days)`;
}

/** Two-factor on or off (issue 13): the words carry it, the colour only repeats them. */
export function TwoFactorBadge({ hasTwoFactor }: { hasTwoFactor: boolean }) {
  return hasTwoFactor ? (
    <span className="whitespace-nowrap rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
      2FA on
    </span>
  ) : (
    <span className="whitespace-nowrap rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
      2FA off
    </span>
  );
}

/** The detail's wording: which kinds count. */
export const twoFactorText = (hasTwoFactor: boolean) =>
  hasTwoFactor ? "On (authenticator app or passkey)" : "Off";

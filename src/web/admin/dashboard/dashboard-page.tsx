import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { CreditCard, Headphones, MessageCircle, Users } from "lucide-react";
import { Link } from "react-router";
import { adminDashboardApi } from "../../../contract/admin-dashboard";
import { PRIORITY_LABELS, STATUS_LABELS } from "../../../domain/tickets";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { call } from "../../lib/api-client";
import { formatDate, formatMoney, formatNumber, formatPercent } from "../../lib/format";
import { usePermissions } from "../staff-context";
import { TruncatedText } from "../truncated-text";
import { ShareBar } from "../../components/ui/progress-bar";

function useDashboard() {
  return useQuery({
    queryKey: ["admin", "dashboard"],
    queryFn: ({ signal }) => call(adminDashboardApi.get, { signal }),
  });
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: ReactNode }) {
  return (
    <Card>
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{value}</p>
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
    </Card>
  );
}

/** Tickets still being worked whose current SLA target is overdue; the link opens them in the queue. */
function SlaBreachedStat({ count }: { count: number }) {
  const hint =
    count === 0 ? (
      "Every open ticket is within its targets"
    ) : (
      <Link
        to="/admin/support?slaBreached=true"
        className="font-semibold text-brand-700 hover:underline"
      >
        See them in the queue
      </Link>
    );
  return <Stat label="SLA breached" value={formatNumber(count)} hint={hint} />;
}

/** Rows of cards that come out even: the spec's four (with the SLA count, five) in one row. */
const STAT_COLUMNS: Record<number, string> = {
  3: "xl:grid-cols-3",
  5: "xl:grid-cols-5",
  7: "xl:grid-cols-4",
};

/** The dashboard: real figures only (no sample numbers, no made-up change percentages). */
export function DashboardPage() {
  const { can } = usePermissions();
  const { data, isPending, isError, error, refetch, isFetching } = useDashboard();
  const actions = [
    { to: "/admin/plans", label: "Manage Plans", icon: CreditCard, allowed: can("plans.view") },
    { to: "/admin/users", label: "Manage Users", icon: Users, allowed: can("users.view") },
    {
      to: "/admin/support",
      label: "Support Queue",
      icon: Headphones,
      allowed: can("support.view"),
    },
    { to: "/admin/live-chat", label: "Live Chat", icon: MessageCircle, allowed: can("chat.view") },
  ].filter((a) => a.allowed);

  return (
    <div>
      <PageHeader title="Dashboard" description="Figures from the live database" />
      {isPending ? (
        <Spinner label="Loading dashboard..." />
      ) : isError ? (
        <LoadError
          message={loadErrorText("dashboard", error)}
          onRetry={refetch}
          isRetrying={isFetching}
        />
      ) : (
        <div className="grid gap-6">
          <div
            className={`grid grid-cols-2 gap-3 sm:gap-4 ${STAT_COLUMNS[3 + (data.tickets ? 2 : 0) + (data.chats ? 2 : 0)] ?? ""}`}
          >
            <Stat label="Total Users" value={formatNumber(data.totalUsers)} />
            {data.tickets ? (
              <>
                <Stat label="Active Support Tickets" value={formatNumber(data.tickets.active)} />
                <SlaBreachedStat count={data.tickets.slaBreached} />
              </>
            ) : null}
            <Stat
              label="Monthly Revenue"
              value={formatMoney(data.monthlyRevenueCents)}
              hint="From active paid plans"
            />
            <Stat label="New Signups Today" value={formatNumber(data.newSignupsToday)} />
            {data.chats ? (
              <>
                <Stat label="Active Chats" value={formatNumber(data.chats.active)} />
                <Stat label="Waiting Chats" value={formatNumber(data.chats.waiting)} />
              </>
            ) : null}
          </div>
          <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
            <Card>
              <h2 className="mb-3 text-lg font-semibold text-slate-900">Plan Distribution</h2>
              <ul className="grid gap-3">
                {data.planDistribution.map((share) => (
                  <li key={share.planId ?? "none"}>
                    <div className="flex justify-between gap-2 text-sm">
                      <span
                        className="min-w-0 truncate font-medium text-slate-900"
                        title={share.name}
                      >
                        {share.name}
                      </span>
                      <span className="shrink-0 text-slate-700">
                        {formatNumber(share.count)} {share.count === 1 ? "user" : "users"} (
                        {formatPercent(share.percent)})
                      </span>
                    </div>
                    <ShareBar
                      value={share.percent}
                      max={100}
                      className="mt-1 h-2 bg-slate-100"
                      barClassName="bg-brand-700"
                    />
                  </li>
                ))}
              </ul>
            </Card>
            {data.tickets ? (
              <Card>
                <h2 className="mb-3 text-lg font-semibold text-slate-900">
                  Recent Support Tickets
                </h2>
                {data.tickets.recent.length === 0 ? (
                  <p className="text-sm text-slate-600">No tickets found</p>
                ) : (
                  <ul className="divide-y divide-slate-100">
                    {data.tickets.recent.map((t) => (
                      // A 200-character subject or 80-character name is cut (whole on hover and while its link has focus).
                      <li key={t.id} className="group/row py-2 text-sm">
                        <Link
                          to={`/admin/support/${t.id}`}
                          className="block font-medium text-brand-700 hover:underline"
                        >
                          <TruncatedText text={`${t.ticketNumber} · ${t.subject}`} />
                        </Link>
                        <p className="flex gap-1 text-slate-600">
                          <TruncatedText text={t.customerName} className="min-w-0" />
                          <span className="shrink-0">
                            · {PRIORITY_LABELS[t.priority]} · {STATUS_LABELS[t.status]} ·{" "}
                            {formatDate(t.createdAt, "medium")}
                          </span>
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            ) : null}
          </div>
          {actions.length ? (
            <Card>
              <h2 className="mb-3 text-lg font-semibold text-slate-900">Quick Actions</h2>
              <div className="flex flex-wrap gap-3">
                {actions.map(({ to, label, icon: Icon }) => (
                  <Link
                    key={to}
                    to={to}
                    className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
                  >
                    <Icon className="size-4" aria-hidden />
                    {label}
                  </Link>
                ))}
              </div>
            </Card>
          ) : null}
        </div>
      )}
    </div>
  );
}

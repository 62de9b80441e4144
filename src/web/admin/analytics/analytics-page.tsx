import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { adminAnalyticsApi, DEFAULT_ANALYTICS_DAYS } from "../../../contract/admin-analytics";
import { LineChart } from "../../components/charts/line-chart";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { call } from "../../lib/api-client";
import { formatNumber, formatPercent } from "../../lib/format";
import { DAY_MS, isoDateOf } from "../../../domain/calendar";
import { ShareBar } from "../../components/ui/progress-bar";

const whole = (v: number) => formatNumber(v);

function useAnalytics(from: string, to: string) {
  return useQuery({
    queryKey: ["admin", "analytics", from, to],
    queryFn: ({ signal }) => call(adminAnalyticsApi.get, { query: { from, to }, signal }),
    enabled: Boolean(from && to),
  });
}

/** Analytics: signups and active users per UTC day, and the plan mix of a chosen range. */
export function AnalyticsPage() {
  const [to, setTo] = useState(() => isoDateOf(Date.now()));
  const [from, setFrom] = useState(() =>
    isoDateOf(Date.now() - (DEFAULT_ANALYTICS_DAYS - 1) * DAY_MS),
  );
  const { data, isPending, isError, error, refetch, isFetching } = useAnalytics(from, to);
  const mixTotal = data?.planMix.reduce((sum, p) => sum + p.count, 0) ?? 0;

  return (
    <div>
      <PageHeader
        title="Analytics Dashboard"
        description="Signups, active users and plan mix per day (UTC)"
      />
      <div className="mb-6 grid max-w-md grid-cols-2 gap-3">
        <TextField
          label="From"
          type="date"
          value={from}
          max={to}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={to}
          min={from}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      {isPending ? (
        <Spinner label="Loading analytics..." />
      ) : isError ? (
        <LoadError
          message={loadErrorText("analytics", error)}
          onRetry={refetch}
          isRetrying={isFetching}
        />
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          <Card>
            <h2 className="mb-2 text-lg font-semibold text-slate-900">Signups per day</h2>
            <LineChart
              title="Signups per day"
              yLabel="Signups"
              formatValue={whole}
              series={[{ label: "Signups", points: data.signups }]}
            />
          </Card>
          <Card>
            <h2 className="mb-2 text-lg font-semibold text-slate-900">Active users per day</h2>
            <LineChart
              title="Active users per day"
              description="Users with a session in use that day, or last active that day."
              yLabel="Active users"
              formatValue={whole}
              series={[{ label: "Active users", points: data.activeUsers }]}
            />
          </Card>
          <Card className="xl:col-span-2">
            <h2 className="mb-1 text-lg font-semibold text-slate-900">Plan mix</h2>
            <p className="mb-3 text-sm text-slate-600">
              Current plan of the {formatNumber(mixTotal)} users who joined in this range
            </p>
            {data.planMix.length === 0 ? (
              <p className="text-sm text-slate-600">No signups in this range</p>
            ) : (
              <ul className="grid gap-3">
                {data.planMix.map((p) => {
                  const percent = mixTotal ? Math.round((p.count / mixTotal) * 1000) / 10 : 0;
                  return (
                    <li key={p.name}>
                      <div className="flex justify-between text-sm">
                        <span className="font-medium text-slate-900">{p.name}</span>
                        <span className="text-slate-700">
                          {formatNumber(p.count)} ({formatPercent(percent)})
                        </span>
                      </div>
                      <ShareBar
                        value={percent}
                        max={100}
                        className="mt-1 h-2 bg-slate-100"
                        barClassName="bg-brand-700"
                      />
                    </li>
                  );
                })}
              </ul>
            )}
          </Card>
        </div>
      )}
    </div>
  );
}

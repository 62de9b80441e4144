import { Link } from "react-router";
import { Upload } from "lucide-react";
import type { WeightUnit } from "../../contract/weight";
import { kgToUnit } from "../../domain/units";
import { LineChart } from "../components/charts/line-chart";
import { Alert } from "../components/ui/alert";
import { buttonClass } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { Spinner } from "../components/ui/spinner";
import { describeLimit } from "../../domain/plan-limits";
import { SelectField } from "../components/ui/select-field";
import { useWeight } from "./api/get-weight";
import { useSetWeightUnit } from "./api/set-weight-unit";
import { WeightHistory } from "./weight-history";
import { WeightLogForm } from "./weight-log-form";
import { WeightSummary } from "./weight-summary";
import { UNIT_LABELS } from "./weight-values";

/** Chart values in lb for st/lb users: a stones axis with fractions reads worse than pounds. */
const chartUnit = (unit: WeightUnit) => (unit === "st" ? "lb" : unit);

export function WeightPage() {
  const { data, isPending, isError, error } = useWeight();
  const setUnit = useSetWeightUnit();
  if (isPending) return <Spinner label="Loading your weight..." />;
  if (isError) return <Alert tone="error">{error.message}</Alert>;
  const unit = data.unit;
  const axisUnit = chartUnit(unit);
  const oldestFirst = [...data.entries].reverse();
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Weight"
        description="One weigh-in a day. The trend smooths out day-to-day swings of water and food."
        actions={
          <>
            <SelectField
              label="Units"
              value={unit}
              disabled={setUnit.isPending}
              onChange={(e) => setUnit.mutate(e.target.value as WeightUnit)}
            >
              {(["kg", "lb", "st"] as const).map((u) => (
                <option key={u} value={u}>
                  {UNIT_LABELS[u]}
                </option>
              ))}
            </SelectField>
            <Link to="/app/weight/import" className={buttonClass("secondary", "self-end")}>
              <Upload aria-hidden className="h-4 w-4" />
              Import from CSV
            </Link>
          </>
        }
      />
      <WeightSummary data={data} />
      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-2">
          <WeightLogForm key={unit} unit={unit} today={data.today} />
          {data.usage.limit !== -1 ? (
            <p className="mt-3 text-xs text-slate-600">
              {data.usage.used} of {describeLimit(data.usage.limit)} weigh-ins logged this month on
              your plan.
            </p>
          ) : null}
        </Card>
        <Card className="lg:col-span-3">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">Weight and trend</h2>
          <LineChart
            title="Weight and trend"
            description="Daily weigh-ins and the smoothed trend (10% exponential moving average, as in The Hacker's Diet)."
            yLabel={`Weight (${axisUnit})`}
            series={[
              {
                label: "Weigh-in",
                points: oldestFirst.map((e) => ({
                  date: e.date,
                  value: kgToUnit(e.weightKg, axisUnit),
                })),
              },
              {
                label: "Trend",
                variant: "secondary",
                points: oldestFirst.map((e) => ({
                  date: e.date,
                  value: kgToUnit(e.trendKg, axisUnit),
                })),
              },
            ]}
            reference={
              data.summary.goal
                ? { value: kgToUnit(data.summary.goal.goalWeightKg, axisUnit), label: "Goal" }
                : undefined
            }
          />
        </Card>
      </div>
      <Card>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">History</h2>
        <WeightHistory entries={data.entries} unit={unit} today={data.today} />
      </Card>
    </div>
  );
}

import { Link } from "react-router";
import type { WeightPage } from "../../contract/weight";
import { BMI_CATEGORY_LABELS, BMI_UNDER_18_NOTE } from "../../domain/bmi";
import { ProgressBar } from "../components/ui/progress-bar";
import { formatWeightChange } from "./weight-values";
import { formatBodyWeight, formatDate, formatNumber } from "../lib/format";

function Stat({
  label,
  value,
  detail,
}: {
  label: string;
  value: string;
  detail?: React.ReactNode;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-slate-600">{detail}</dd> : null}
    </div>
  );
}

function goalText(
  goal: NonNullable<WeightPage["summary"]["goal"]>,
  unit: WeightPage["unit"],
): string {
  const { estimate } = goal;
  if (estimate.status === "reached") return "Reached: well done.";
  const left = `${formatWeightChange(goal.remainingKg, unit).replace(/^[−+±]/, "")} to go`;
  if (estimate.status === "on_track")
    return `${left}; about ${formatDate(estimate.date, "medium")} at the current trend.`;
  return `${left}; the trend is not heading there yet.`;
}

/** The adult WHO category, or under 18 why there is none (the server decides by age). */
function bmiDetail(reading: WeightPage["summary"]["bmi"]): React.ReactNode {
  if (!reading)
    return (
      <Link className="font-semibold text-brand-700 underline" to="/app/settings">
        Add your height
      </Link>
    );
  return reading.scale === "adult" ? BMI_CATEGORY_LABELS[reading.category] : BMI_UNDER_18_NOTE;
}

/** Latest weight, trend and weekly rate, BMI and goal progress. */
export function WeightSummary({ data }: { data: WeightPage }) {
  const { summary, unit } = data;
  const goal = summary.goal;
  // Towards a lower or a higher goal alike: both differences share the goal's sign.
  const progress =
    goal && goal.startKg !== goal.goalWeightKg && summary.trendKg !== null
      ? { done: goal.startKg - summary.trendKg, whole: goal.startKg - goal.goalWeightKg }
      : null;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Stat
        label="Latest"
        value={summary.latest ? formatBodyWeight(summary.latest.weightKg, unit) : "None yet"}
        detail={
          summary.latest
            ? formatDate(summary.latest.date, "medium")
            : "Log your first weigh-in below."
        }
      />
      <Stat
        label="Trend"
        value={summary.trendKg === null ? "–" : formatBodyWeight(summary.trendKg, unit)}
        detail={
          summary.weeklyRateKg === null
            ? "Needs weigh-ins on two days."
            : `${formatWeightChange(summary.weeklyRateKg, unit)} a week`
        }
      />
      <Stat
        label="BMI"
        value={summary.bmi ? formatNumber(summary.bmi.value, 1) : "–"}
        detail={bmiDetail(summary.bmi)}
      />
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="text-sm font-medium text-slate-600">Goal</dt>
        {goal ? (
          <>
            <dd className="mt-1 text-2xl font-bold text-slate-900">
              {formatBodyWeight(goal.goalWeightKg, unit)}
            </dd>
            {progress !== null ? (
              <dd className="mt-2">
                <ProgressBar
                  value={progress.done}
                  max={progress.whole}
                  label="Progress to goal"
                  className="h-2 bg-slate-100"
                  barClassName="bg-brand-600"
                />
              </dd>
            ) : null}
            <dd className="mt-1 text-sm text-slate-600">{goalText(goal, unit)}</dd>
          </>
        ) : (
          <dd className="mt-1 text-sm text-slate-600">
            No goal weight.{" "}
            <Link className="font-semibold text-brand-700 underline" to="/app/goals">
              Set one
            </Link>
          </dd>
        )}
      </div>
    </dl>
  );
}

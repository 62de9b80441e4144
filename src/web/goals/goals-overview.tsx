import type { GoalsResponse } from "../../contract/goals";
import { ACTIVITY_LABELS } from "../../domain/energy";
import { Card } from "../components/ui/card";
import { formatBodyWeight, formatVolume } from "../lib/format";
import { formatRate } from "../weight/weight-values";
import { energyPerUnitText } from "./weekly-rates";

const GOAL_LABELS = {
  lose: "Lose weight",
  maintain: "Maintain weight",
  gain: "Gain weight",
} as const;

/** The answers behind the targets, as stored. */
export function GoalsOverview({ data }: { data: GoalsResponse }) {
  const { goals, about } = data;
  const rows: Array<[string, string]> = [
    ["Goal", goals.goalType ? GOAL_LABELS[goals.goalType] : "Not set"],
    [
      "Rate",
      goals.goalType && goals.goalType !== "maintain" && goals.weeklyRateKg
        ? `${formatRate(goals.weeklyRateKg, goals.weightUnit)} a week`
        : "–",
    ],
    [
      "Goal weight",
      goals.goalWeightKg === null
        ? "Not set"
        : formatBodyWeight(goals.goalWeightKg, goals.weightUnit),
    ],
    ["Activity", goals.activityLevel ? ACTIVITY_LABELS[goals.activityLevel].label : "Not set"],
    [
      "Latest weight",
      about.latestWeightKg === null
        ? "None yet"
        : formatBodyWeight(about.latestWeightKg, goals.weightUnit),
    ],
    ["Water", formatVolume(goals.waterMl, about.unitSystem)],
  ];
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Your plan</h2>
      <dl className="grid gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-slate-100 pb-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-slate-600">
        Targets use the Mifflin-St Jeor equation (Am J Clin Nutr 1990;51:241) with standard activity
        factors and {energyPerUnitText(goals.weightUnit)} of body weight. They are estimates, not
        medical advice.
      </p>
    </Card>
  );
}

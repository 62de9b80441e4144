import { Flame, Scale, Utensils } from "lucide-react";
import { Link } from "react-router";
import type { Dashboard } from "../../contract/dashboard";
import { buttonClass } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { percentOf, ProgressBar } from "../components/ui/progress-bar";
import { formatBodyWeight, formatDate, formatNumber, formatQuantity } from "../lib/format";
import { formatWeightChange } from "../weight/weight-values";

const kcal = (n: number) => formatNumber(n);

/** Past the goal the bar turns amber, so eating over it shows at a glance, not only as a full bar. */
function Bar({ value, max, label }: { value: number; max: number; label: string }) {
  return (
    <ProgressBar
      value={value}
      max={max}
      label={label}
      className="h-2.5 bg-slate-100"
      barClassName={Math.round(percentOf(value, max)) > 100 ? "bg-amber-500" : "bg-brand-600"}
    />
  );
}

export function CaloriesCard({ data }: { data: Dashboard }) {
  const { goals, food, exerciseKcal, caloriesRemaining } = data;
  const isOver = caloriesRemaining < 0;
  return (
    <Card className="grid gap-4">
      <h2 className="text-lg font-semibold text-slate-900">Calories</h2>
      <p>
        <span
          data-testid="calories-remaining"
          className={`text-4xl font-bold ${isOver ? "text-amber-700" : "text-slate-900"}`}
        >
          {kcal(Math.abs(caloriesRemaining))}
        </span>{" "}
        <span className="text-slate-600">kcal {isOver ? "over" : "remaining"}</span>
      </p>
      <Bar
        value={food.caloriesKcal}
        max={goals.caloriesKcal + exerciseKcal}
        label="Calories eaten of goal plus exercise"
      />
      <dl className="grid grid-cols-3 gap-2 text-center text-sm">
        {(
          [
            ["Goal", goals.caloriesKcal],
            ["Food", food.caloriesKcal],
            ["Exercise", exerciseKcal],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-2">
            <dt className="text-slate-600">{label}</dt>
            <dd
              className="font-semibold text-slate-900"
              data-testid={`calories-${label.toLowerCase()}`}
            >
              {kcal(value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-600">Remaining = goal − food + exercise.</p>
    </Card>
  );
}

export function MacrosCard({ data }: { data: Dashboard }) {
  const rows = [
    ["Protein", data.food.proteinG, data.goals.proteinG],
    ["Carbs", data.food.carbsG, data.goals.carbsG],
    ["Fat", data.food.fatG, data.goals.fatG],
    ["Fibre", data.food.fiberG, data.goals.fiberG],
  ] as const;
  return (
    <Card className="grid gap-3">
      <h2 className="text-lg font-semibold text-slate-900">Macros</h2>
      {data.food.entryCount === 0 ? (
        <p className="text-sm text-slate-600">No food logged today yet.</p>
      ) : null}
      {rows.map(([label, eaten, goal]) => (
        <div key={label} className="grid gap-1">
          <div className="flex justify-between text-sm">
            <span className="font-medium text-slate-800">{label}</span>
            <span className="text-slate-600">
              {formatNumber(eaten)} / {formatQuantity(goal, "g")}
            </span>
          </div>
          <Bar value={eaten} max={goal} label={`${label} eaten of goal`} />
        </div>
      ))}
    </Card>
  );
}

export function WeightCard({ data }: { data: Dashboard }) {
  const { weight, weightUnit } = data;
  return (
    <Card className="grid gap-3">
      <h2 className="text-lg font-semibold text-slate-900">Weight</h2>
      {weight.latest ? (
        <>
          <p>
            <span className="text-3xl font-bold text-slate-900">
              {formatBodyWeight(weight.latest.weightKg, weightUnit)}
            </span>{" "}
            <span className="text-sm text-slate-600">
              on {formatDate(weight.latest.date, "medium")}
            </span>
          </p>
          <p className="text-sm text-slate-700">
            Trend {weight.trendKg === null ? "–" : formatBodyWeight(weight.trendKg, weightUnit)}
            {weight.weeklyRateKg === null
              ? ""
              : `, ${formatWeightChange(weight.weeklyRateKg, weightUnit)} a week`}
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-600">No weigh-ins yet.</p>
      )}
      <Link to="/app/weight" className={buttonClass("secondary", "justify-self-start")}>
        <Scale className="size-4" aria-hidden />
        Log weight
      </Link>
    </Card>
  );
}

export function StreakCard({ data }: { data: Dashboard }) {
  const { days, isTodayLogged } = data.streak;
  return (
    <Card className="grid gap-3">
      <h2 className="text-lg font-semibold text-slate-900">Logging streak</h2>
      <p className="flex items-center gap-2">
        <Flame
          className={`size-7 ${days > 0 ? "text-orange-600" : "text-slate-400"}`}
          aria-hidden
        />
        <span className="text-3xl font-bold text-slate-900">{days}</span>
        <span className="text-slate-600">{days === 1 ? "day" : "days"} in a row</span>
      </p>
      <p className="text-sm text-slate-600">
        {isTodayLogged
          ? "Today is logged."
          : days > 0
            ? "Log something today to keep it going."
            : "Log food, water, weight or a workout to start one."}
      </p>
      <Link to="/app/meals" className={buttonClass("primary", "justify-self-start")}>
        <Utensils className="size-4" aria-hidden />
        Log food
      </Link>
    </Card>
  );
}

import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ProgressResponse } from "../../contract/progress";
import { displayAmount, kgToUnit, UNITS_OF } from "../../domain/units";
import { BarChart } from "../components/charts/bar-chart";
import { LineChart } from "../components/charts/line-chart";
import { shortDate } from "../components/charts/scale";
import { Card } from "../components/ui/card";
import { formatNumber, formatVolume, unitLabel } from "../lib/format";
import { MacroSplit } from "./macro-split";
import { slotsOf } from "./ranges";

export function ChartCard({
  title,
  summary,
  children,
}: {
  title: string;
  summary?: ReactNode;
  children: ReactNode;
}) {
  return (
    // The line chart's figure is a grid whose column grows to its SVG's width, so the SVG can never
    // measure a narrower box; one shrinkable column lets it follow the card (e.g. at 390 px).
    <Card className="grid min-w-0 grid-cols-1 content-start gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {summary ? <p className="text-sm text-slate-700">{summary}</p> : null}
      {children}
    </Card>
  );
}

function Empty({ what, to, action }: { what: string; to: string; action: string }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
      No {what} in this period.{" "}
      <Link to={to} className="font-semibold text-brand-700 hover:underline">
        {action}
      </Link>
    </p>
  );
}

export function WeightChart({ data }: { data: ProgressResponse }) {
  const unit = data.weightUnit;
  const entries = data.weight.entries;
  const show = (kg: number) => kgToUnit(kg, unit);
  const first = entries[0];
  const last = entries[entries.length - 1];
  const change = first && last ? show(last.trendKg) - show(first.trendKg) : null;
  return (
    <ChartCard
      title="Weight"
      summary={
        change === null
          ? undefined
          : `Trend ${change <= 0 ? "down" : "up"} ${formatNumber(Math.abs(change), 1)} ${unit} over ${entries.length} weigh-ins.`
      }
    >
      {entries.length === 0 ? (
        <Empty what="weigh-ins" to="/app/weight" action="Log your weight" />
      ) : (
        <LineChart
          title="Weight and trend"
          yLabel={`Weight (${unit})`}
          series={[
            {
              label: "Weight",
              points: entries.map((e) => ({ date: e.date, value: show(e.weightKg) })),
            },
            {
              label: "Trend",
              points: entries.map((e) => ({ date: e.date, value: show(e.trendKg) })),
              variant: "secondary",
            },
          ]}
          reference={
            data.weight.goalWeightKg === null
              ? undefined
              : { value: show(data.weight.goalWeightKg), label: "Goal" }
          }
        />
      )}
    </ChartCard>
  );
}

const slotLabel = (granularity: "day" | "week") => (date: string) =>
  granularity === "week" ? `w/c ${shortDate(date)}` : shortDate(date);

export function CaloriesChart({ data }: { data: ProgressResponse }) {
  const { calories, granularity } = data;
  const perWhat = granularity === "week" ? "Weekly average of the days logged" : "Per day";
  return (
    <ChartCard
      title="Calories eaten vs target"
      summary={
        calories.averageEatenKcal === null
          ? undefined
          : `On average ${formatNumber(calories.averageEatenKcal)} kcal a day logged, against a target of ${formatNumber(calories.targetKcal)} kcal.`
      }
    >
      {calories.daysLogged === 0 ? (
        <Empty what="meals logged" to="/app/meals" action="Log a meal" />
      ) : (
        <BarChart
          title="Calories eaten and burned"
          description={`${perWhat}. Burned is the workouts' estimate.`}
          dates={slotsOf(data, granularity)}
          series={[
            { label: "Eaten", points: calories.eaten },
            { label: "Burned in workouts", points: calories.burned },
          ]}
          yLabel="kcal"
          formatValue={(v) => formatNumber(v)}
          formatDate={slotLabel(granularity)}
          reference={{ value: calories.targetKcal, label: "Target" }}
        />
      )}
    </ChartCard>
  );
}

export function MacrosCard({ data }: { data: ProgressResponse }) {
  return (
    <ChartCard title="Macros split">
      <MacroSplit macros={data.macros} />
    </ChartCard>
  );
}

export function WorkoutsChart({ data }: { data: ProgressResponse }) {
  const { weeks, totals } = data.workouts;
  return (
    <ChartCard
      title="Workout minutes per week"
      summary={`${formatNumber(totals.sessions)} ${totals.sessions === 1 ? "session" : "sessions"}, ${formatNumber(totals.minutes)} minutes, about ${formatNumber(totals.kcal)} kcal burned.`}
    >
      {totals.sessions === 0 ? (
        <Empty what="workouts" to="/app/workouts" action="Log a workout" />
      ) : (
        <BarChart
          title="Workout minutes per week"
          dates={weeks.map((w) => w.weekStart)}
          series={[
            {
              label: "Minutes",
              points: weeks
                .filter((w) => w.minutes > 0)
                .map((w) => ({ date: w.weekStart, value: w.minutes })),
            },
          ]}
          yLabel="Minutes"
          formatDate={slotLabel("week")}
        />
      )}
    </ChartCard>
  );
}

export function WaterChart({ data }: { data: ProgressResponse }) {
  const { water, granularity } = data;
  const volume = UNITS_OF[data.unitSystem].volume;
  const show = (ml: number) => displayAmount(ml, volume);
  const unit = unitLabel(volume);
  return (
    <ChartCard
      title={granularity === "week" ? "Water per day (weekly average)" : "Water per day"}
      summary={
        water.averageMl === null
          ? undefined
          : `On average ${formatVolume(water.averageMl, data.unitSystem)} a day logged; your goal is ${formatVolume(water.goalMl, data.unitSystem)}.`
      }
    >
      {water.points.length === 0 ? (
        <Empty what="water logged" to="/app/water" action="Log a drink" />
      ) : (
        <BarChart
          title="Water per day"
          dates={slotsOf(data, granularity)}
          series={[
            {
              label: "Water",
              points: water.points.map((p) => ({ date: p.date, value: show(p.value) })),
            },
          ]}
          yLabel={`Water (${unit})`}
          formatValue={(v) => formatNumber(v, 1)}
          formatDate={slotLabel(granularity)}
          reference={{ value: show(water.goalMl), label: "Goal" }}
        />
      )}
    </ChartCard>
  );
}

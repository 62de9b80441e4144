import { ChevronLeft, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import type { ExerciseHistory, ExerciseSession } from "../../contract/training-records";
import { formatClock } from "../../domain/training";
import { displayAmount, type UnitSystem } from "../../domain/units";
import { LineChart, type ChartSeries } from "../components/charts/line-chart";
import { Alert } from "../components/ui/alert";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { Spinner } from "../components/ui/spinner";
import { isApiError } from "../lib/api-client";
import { formatDate, formatNumber } from "../lib/format";
import { ChartCard } from "../progress/progress-charts";
import { useWorkoutDefaults } from "../workouts/api/get-workout-defaults";
import {
  describeSet,
  formatDistance,
  paceAndSpeed,
  RECORD_LABEL,
  SET_KIND_LABEL,
} from "../workouts/training-format";
import { useExerciseHistory } from "./api/get-exercise-history";
import { EPLEY_NOTE, RecordFacts, WHAT_COUNTS } from "./record-facts";

const liftUnit = (system: UnitSystem) => (system === "metric" ? "kg" : "lb");

/*
 * The chart's visually hidden table is absolutely positioned, and a table grows to its content
 * whatever its width: without a positioned, clipping box around it, its long caption widened the
 * page past 390 px.
 */
const Clip = ({ children }: { children: ReactNode }) => (
  <div className="relative min-w-0 overflow-hidden">{children}</div>
);

/** Oldest first, as a chart reads; only sessions that have the value. */
function seriesOf(
  sessions: ExerciseSession[],
  label: string,
  value: (s: ExerciseSession) => number | null,
): ChartSeries {
  const points = [...sessions]
    .reverse()
    .map((s) => ({ date: s.date, value: value(s) }))
    .filter((p): p is { date: string; value: number } => p.value !== null && p.value > 0);
  return { label, points };
}

function Charts({ history, system }: { history: ExerciseHistory; system: UnitSystem }) {
  const { sessions, exercise } = history;
  const unit = liftUnit(system);
  if (exercise.kind === "cardio") {
    const distance = seriesOf(sessions, "Distance", (s) =>
      s.distanceM === null
        ? null
        : system === "metric"
          ? s.distanceM / 1000
          : s.distanceM / 1609.344,
    );
    return (
      <ChartCard title="Distance over time">
        <Clip>
          <LineChart
            title={`${exercise.name}: distance per session`}
            yLabel={`Distance (${system === "metric" ? "km" : "mi"})`}
            series={[distance]}
            formatValue={(v) => formatNumber(v, 2)}
          />
        </Clip>
      </ChartCard>
    );
  }
  if (exercise.kind === "timed") {
    const hold = seriesOf(sessions, "Longest hold", (s) =>
      Math.max(
        0,
        ...s.sets.filter((x) => x.done && x.kind !== "warmup").map((x) => x.seconds ?? 0),
      ),
    );
    return (
      <ChartCard title="Longest hold over time">
        <Clip>
          <LineChart
            title={`${exercise.name}: longest hold per session`}
            yLabel="Seconds"
            series={[hold]}
            formatValue={(v) => formatClock(v)}
          />
        </Clip>
      </ChartCard>
    );
  }
  if (exercise.kind === "activity") return null;
  const oneRepMax = seriesOf(sessions, "Estimated 1RM", (s) =>
    s.bestOneRepMaxKg === null ? null : displayAmount(s.bestOneRepMaxKg, unit),
  );
  const volume = seriesOf(sessions, "Volume", (s) => displayAmount(s.volumeKg, unit));
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartCard title="Estimated 1RM" summary={EPLEY_NOTE}>
        <Clip>
          <LineChart
            title={`${exercise.name}: best estimated one-rep max per session`}
            yLabel={`Est. 1RM (${unit})`}
            series={[oneRepMax]}
          />
        </Clip>
      </ChartCard>
      <ChartCard
        title="Volume"
        summary="Weight × reps added over the session's sets, warm-ups left out."
      >
        <Clip>
          <LineChart
            title={`${exercise.name}: volume per session`}
            yLabel={`Volume (${unit})`}
            series={[volume]}
            formatValue={(v) => formatNumber(v)}
          />
        </Clip>
      </ChartCard>
    </div>
  );
}

function SessionCard({
  session,
  history,
  system,
}: {
  session: ExerciseSession;
  history: ExerciseHistory;
  system: UnitSystem;
}) {
  const kind = history.exercise.kind;
  const unit = liftUnit(system);
  const seconds = session.durationMin === null ? null : session.durationMin * 60;
  const cardio = kind === "cardio" ? paceAndSpeed(session.distanceM, seconds, system) : null;
  const facts = [
    session.bestOneRepMaxKg === null
      ? null
      : `Est. 1RM ${formatNumber(displayAmount(session.bestOneRepMaxKg, unit), 1)} ${unit}`,
    session.volumeKg > 0
      ? `Volume ${formatNumber(displayAmount(session.volumeKg, unit))} ${unit}`
      : null,
    session.distanceM === null ? null : formatDistance(session.distanceM, system),
    seconds === null ? null : formatClock(seconds),
    cardio?.pace ?? null,
  ].filter(Boolean);
  return (
    <li className="min-w-0">
      <Card className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 className="font-semibold text-slate-900">
            <Link
              to={`/app/workouts/log/${session.workoutId}`}
              className="text-brand-700 hover:underline"
            >
              {formatDate(session.date, "long")}
            </Link>
          </h3>
          {facts.length > 0 ? <p className="text-sm text-slate-700">{facts.join(" · ")}</p> : null}
        </div>
        {session.sets.length > 0 ? (
          <ol className="grid gap-1 text-sm">
            {session.sets.map((set, i) => (
              <li
                key={set.id}
                className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${set.done ? "text-slate-900" : "text-slate-500 line-through"}`}
              >
                <span className="w-14 shrink-0 text-slate-600">Set {i + 1}</span>
                <span>{describeSet(set, kind, system)}</span>
                {set.kind !== "normal" ? (
                  <span className="text-slate-600">({SET_KIND_LABEL[set.kind]})</span>
                ) : null}
                {set.rpe !== null ? (
                  <span className="text-slate-600">RPE {formatNumber(set.rpe, 1)}</span>
                ) : null}
                {set.done ? null : <span className="sr-only">(not done)</span>}
                {set.records.map((r) => (
                  <span
                    key={r}
                    className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
                  >
                    <Trophy className="size-3" aria-hidden /> {RECORD_LABEL[r]}
                  </span>
                ))}
              </li>
            ))}
          </ol>
        ) : null}
      </Card>
    </li>
  );
}

/** One exercise over time: its records, charts of estimated 1RM and volume, and every session's sets. */
export function ExerciseHistoryPage() {
  const { id = "" } = useParams();
  const history = useExerciseHistory(id);
  const defaults = useWorkoutDefaults();
  const system = defaults.data?.unitSystem ?? "metric";

  const back = (
    <Link
      to="/app/workouts/records"
      className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ChevronLeft className="size-4" aria-hidden /> Records
    </Link>
  );
  if (history.isPending || defaults.isPending) {
    return (
      <>
        {back}
        <Spinner label="Loading the exercise's history…" />
      </>
    );
  }
  if (history.isError) {
    return (
      <>
        {back}
        <PageHeader title="Exercise history" />
        <Alert tone="error">
          {isApiError(history.error, 404)
            ? "This exercise was not found."
            : `The history could not be loaded. ${history.error.message}`}
        </Alert>
      </>
    );
  }
  const data = history.data;
  const muscles = data.exercise.primaryMuscles.join(", ");
  return (
    <>
      {back}
      <PageHeader
        title={data.exercise.name}
        description={muscles ? `Works the ${muscles}.` : undefined}
      />
      {data.sessions.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No finished workout holds this exercise yet.{" "}
          <Link to="/app/workouts" className="font-semibold text-brand-700 hover:underline">
            Go to workouts
          </Link>
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-6">
          <Card className="grid min-w-0 gap-3">
            <h2 className="text-lg font-semibold text-slate-900">Records</h2>
            <p className="text-sm text-slate-600">{WHAT_COUNTS}</p>
            {data.records ? <RecordFacts records={data.records} system={system} /> : null}
          </Card>
          <Charts history={data} system={system} />
          <section aria-labelledby="sessions-heading" className="grid gap-3">
            <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
              Sessions
            </h2>
            <ol className="grid gap-3">
              {data.sessions.map((s) => (
                <SessionCard key={s.workoutId} session={s} history={data} system={system} />
              ))}
            </ol>
          </section>
        </div>
      )}
    </>
  );
}

import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, History, Play, Trophy, Upload } from "lucide-react";
import type { Workout, WorkoutDefaults } from "../../contract/workouts";
import { toMetric, UNITS_OF } from "../../domain/units";
import { addDays, weekOf } from "../../domain/calendar";
import { Alert } from "../components/ui/alert";
import { Button, buttonClass } from "../components/ui/button";
import { PageHeader } from "../components/ui/page-header";
import { TextField } from "../components/ui/text-field";
import { Spinner } from "../components/ui/spinner";
import { PlanLimitNotice, planLimitOf } from "../components/plan-limit-notice";
import { isApiError } from "../lib/api-client";
import { formatDate, formatNumber } from "../lib/format";
import { usePlan } from "../plan/api/get-plan";
import { LimitReached } from "../plan/limit-reached";
import { RoutinesSection } from "../routines/routines-section";
import { useCurrentWorkout } from "./api/get-current-workout";
import { useWorkoutDefaults } from "./api/get-workout-defaults";
import { useWorkouts, WORKOUTS_QUERY_KEY } from "./api/get-workouts";
import { saveWorkout } from "./api/save-workout";
import { WorkoutCard } from "./workout-card";
import { parseTypedNumber } from "../lib/typed-number";

export function WorkoutsPage() {
  const defaults = useWorkoutDefaults();
  return (
    <>
      <PageHeader
        title="Workouts"
        description="Log lifts set by set, runs with distance and pace; calories burned are estimated from MET values."
      />
      {defaults.isPending ? (
        <Spinner label="Loading workouts…" />
      ) : defaults.isError ? (
        <Alert tone="error">Your workouts could not be loaded. {defaults.error.message}</Alert>
      ) : (
        <WorkoutsScreen defaults={defaults.data} />
      )}
    </>
  );
}

/** Starts a live workout now (an empty one the logger fills), then opens it. */
function useStartWorkout(today: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bodyWeightKg: number | null) =>
      saveWorkout({
        id: null,
        body: {
          date: today,
          startedAt: new Date().toISOString(),
          endedAt: null,
          bodyWeightKg,
          items: [],
        },
      }),
    onSuccess: (workout) => {
      void queryClient.invalidateQueries({ queryKey: WORKOUTS_QUERY_KEY });
      void navigate(`/app/workouts/log/${workout.id}`);
    },
  });
}

/** This month's workouts when the plan allows no more: starting or logging one would be refused. */
function useFullMonth(): { used: number; max: number } | null {
  const usage = usePlan().data?.usage.find((u) => u.limit === "workout_entries_per_month");
  return usage && usage.max !== -1 && usage.used >= usage.max ? usage : null;
}

function StartOrResume({ defaults }: { defaults: WorkoutDefaults }) {
  const current = useCurrentWorkout();
  const fullMonth = useFullMonth();
  const start = useStartWorkout(defaults.today);
  const limit = start.isError ? planLimitOf(start.error) : null;
  // Without a weigh-in the server will not guess the weight calories are estimated from: ask it here.
  const needsWeight = defaults.latestWeightKg === null;
  const weightUnit = UNITS_OF[defaults.unitSystem].bodyWeight;
  const [typedWeight, setTypedWeight] = useState("");
  const [weightProblem, setWeightProblem] = useState<string | null>(null);
  const serverWeightProblem = isApiError(start.error, 400)
    ? start.error.fields.bodyWeightKg
    : undefined;
  const onStart = () => {
    if (!needsWeight) return start.mutate(null);
    const value = parseTypedNumber(typedWeight);
    if (value === null || Number.isNaN(value))
      return setWeightProblem("Enter your body weight as a number");
    setWeightProblem(null);
    start.mutate(toMetric(value, weightUnit));
  };
  const linkClass = buttonClass("secondary");
  return (
    <div className="grid gap-3">
      {current.data ? (
        <div
          role="region"
          aria-label="Workout in progress"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
        >
          <p className="text-sm text-slate-900">
            <strong>{current.data.name || "A workout"}</strong> is in progress
            {current.data.startedAt
              ? ` since ${new Date(current.data.startedAt).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}`
              : ""}
            .
          </p>
          <Link to={`/app/workouts/log/${current.data.id}`} className={buttonClass("primary")}>
            <Play className="size-4" aria-hidden /> Resume workout
          </Link>
        </div>
      ) : null}
      {fullMonth && !current.data ? (
        <LimitReached
          what="workouts this month"
          used={fullMonth.used}
          max={fullMonth.max}
          testId="workout-limit-reached"
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {current.data || fullMonth ? null : (
          <div className="flex flex-wrap items-end gap-2">
            {needsWeight ? (
              <TextField
                label={`Your body weight (${weightUnit})`}
                inputMode="decimal"
                className="w-40"
                value={typedWeight}
                error={weightProblem ?? serverWeightProblem}
                onChange={(event) => setTypedWeight(event.target.value)}
              />
            ) : null}
            <Button onClick={onStart} disabled={start.isPending || current.isPending}>
              <Play className="size-4" aria-hidden />{" "}
              {start.isPending ? "Starting…" : "Start workout"}
            </Button>
          </div>
        )}
        {fullMonth ? null : (
          <Link to="/app/workouts/log/new" className={linkClass}>
            <History className="size-4" aria-hidden /> Log a past workout
          </Link>
        )}
        <Link to="/app/workouts/records" className={linkClass}>
          <Trophy className="size-4" aria-hidden /> Records
        </Link>
        <Link to="/app/workouts/import" className={linkClass}>
          <Upload className="size-4" aria-hidden /> Import/export
        </Link>
      </div>
      {limit ? (
        <PlanLimitNotice details={limit} />
      ) : start.isError && !serverWeightProblem ? (
        <Alert tone="error">The workout could not be started. {start.error.message}</Alert>
      ) : null}
    </div>
  );
}

function WorkoutsScreen({ defaults }: { defaults: WorkoutDefaults }) {
  const [weekStart, setWeekStart] = useState(() => weekOf(defaults.today).from);
  const week = { from: weekStart, to: addDays(weekStart, 6) };
  const list = useWorkouts(week);
  const isCurrentWeek = week.to >= defaults.today;
  const finished = (useLocation().state as { finished?: string } | null)?.finished;

  return (
    <div className="grid grid-cols-1 gap-6">
      <StartOrResume defaults={defaults} />
      {finished ? <Alert tone="success">Workout finished and saved.</Alert> : null}
      <RoutinesSection />

      <section aria-labelledby="week-title" className="grid grid-cols-1 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="week-title" className="text-lg font-semibold text-slate-900">
            Week of {formatDate(week.from, "short")} – {formatDate(week.to, "medium")}
          </h2>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              className="px-3"
              onClick={() => setWeekStart(addDays(weekStart, -7))}
            >
              <ChevronLeft className="size-4" aria-hidden /> Previous week
            </Button>
            <Button
              variant="secondary"
              className="px-3"
              disabled={isCurrentWeek}
              onClick={() => setWeekStart(addDays(weekStart, 7))}
            >
              Next week <ChevronRight className="size-4" aria-hidden />
            </Button>
          </div>
        </div>
        {list.isPending ? (
          <Spinner label="Loading the week…" />
        ) : list.isError ? (
          <Alert tone="error">This week could not be loaded. {list.error.message}</Alert>
        ) : (
          <>
            <dl className="grid grid-cols-3 gap-3">
              <Stat label="Sessions" value={formatNumber(list.data.totals.sessions)} />
              <Stat label="Minutes" value={formatNumber(list.data.totals.minutes)} />
              <Stat label="kcal burned" value={formatNumber(list.data.totals.kcal)} />
            </dl>
            <details className="text-sm text-slate-700">
              <summary className="cursor-pointer font-medium text-slate-800">
                How calories burned are estimated
              </summary>
              <p className="mt-2">
                kcal = MET × body weight (kg) × hours. MET values come from the Compendium of
                Physical Activities (Ainsworth et al. 2011 and the 2024 Adult Compendium); a run,
                walk or ride with a distance uses the MET for its speed. Exercises without their own
                duration share the workout&apos;s time from start to end. The body weight is your
                latest weigh-in. An estimate, not a measurement: real burn varies from person to
                person.
              </p>
            </details>
            {list.data.workouts.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
                No workouts this week. Start one to see your sets, minutes and calories burned.
              </p>
            ) : (
              <DayGroups workouts={list.data.workouts} defaults={defaults} />
            )}
          </>
        )}
      </section>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function DayGroups({ workouts, defaults }: { workouts: Workout[]; defaults: WorkoutDefaults }) {
  const dates = [...new Set(workouts.map((w) => w.date))].sort().reverse();
  return (
    <div className="grid gap-5">
      {dates.map((date) => (
        <section key={date} aria-label={formatDate(date, "day")} className="grid gap-2">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            {date === defaults.today ? "Today" : formatDate(date, "day")}
          </h3>
          {workouts
            .filter((w) => w.date === date)
            .map((w) => (
              <WorkoutCard key={w.id} workout={w} unitSystem={defaults.unitSystem} />
            ))}
        </section>
      ))}
    </div>
  );
}

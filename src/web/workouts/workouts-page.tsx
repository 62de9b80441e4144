import { useState } from "react";
import { ChevronLeft, ChevronRight, Plus } from "lucide-react";
import type { Workout, WorkoutDefaults } from "../../contract/workouts";
import { addDays, weekOf } from "../../domain/workouts";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { Spinner } from "../components/ui/spinner";
import { formatDate, formatNumber } from "../lib/format";
import { useWorkoutDefaults } from "./api/get-workout-defaults";
import { useWorkouts } from "./api/get-workouts";
import { WorkoutCard } from "./workout-card";
import { WorkoutForm } from "./workout-form";



export function WorkoutsPage() {
  const defaults = useWorkoutDefaults();
  return (
    <>
      <PageHeader title="Workouts" description="Log strength sessions and cardio; calories burned are estimated from MET values." />
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

function WorkoutsScreen({ defaults }: { defaults: WorkoutDefaults }) {
  const [weekStart, setWeekStart] = useState(() => weekOf(defaults.today).from);
  const [editing, setEditing] = useState<Workout | "new" | null>(null);
  const [saved, setSaved] = useState<Workout | null>(null);
  const week = { from: weekStart, to: addDays(weekStart, 6) };
  const list = useWorkouts(week);
  const isCurrentWeek = week.to >= defaults.today;

  const onDone = (workout: Workout) => {
    setEditing(null);
    setSaved(workout);
    setWeekStart(weekOf(workout.date).from);
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      {editing === null ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => { setSaved(null); setEditing("new"); }}>
            <Plus className="size-4" aria-hidden /> Log workout
          </Button>
          {saved ? <Alert tone="success">Workout saved: {formatNumber(saved.minutes)} min, about {formatNumber(saved.kcal)} kcal burned.</Alert> : null}
        </div>
      ) : (
        <Card>
          <h2 className="mb-4 text-lg font-semibold text-slate-900">{editing === "new" ? "Log a workout" : "Edit workout"}</h2>
          <WorkoutForm defaults={defaults} workout={editing === "new" ? null : editing} onDone={onDone} onCancel={() => setEditing(null)} />
        </Card>
      )}

      <section aria-labelledby="week-title" className="grid grid-cols-1 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="week-title" className="text-lg font-semibold text-slate-900">
            Week of {formatDate(week.from, "short")} – {formatDate(week.to, "medium")}
          </h2>
          <div className="flex gap-2">
            <Button variant="secondary" className="px-3" onClick={() => setWeekStart(addDays(weekStart, -7))}>
              <ChevronLeft className="size-4" aria-hidden /> Previous week
            </Button>
            <Button variant="secondary" className="px-3" disabled={isCurrentWeek} onClick={() => setWeekStart(addDays(weekStart, 7))}>
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
              <summary className="cursor-pointer font-medium text-slate-800">How calories burned are estimated</summary>
              <p className="mt-2">
                kcal = MET × body weight (kg) × hours. MET values come from the Compendium of Physical Activities (Ainsworth et
                al. 2011 and the 2024 Adult Compendium); the body weight is your latest weigh-in. An estimate, not a
                measurement: real burn varies from person to person.
              </p>
            </details>
            {list.data.workouts.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
                No workouts this week. Log one to see your minutes and calories burned.
              </p>
            ) : (
              <DayGroups workouts={list.data.workouts} defaults={defaults} onEdit={(w) => { setSaved(null); setEditing(w); }} />
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

function DayGroups({ workouts, defaults, onEdit }: { workouts: Workout[]; defaults: WorkoutDefaults; onEdit: (w: Workout) => void }) {
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
              <WorkoutCard key={w.id} workout={w} unitSystem={defaults.unitSystem} onEdit={() => onEdit(w)} />
            ))}
        </section>
      ))}
    </div>
  );
}

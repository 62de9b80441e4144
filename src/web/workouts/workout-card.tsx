import { useState } from "react";
import { Link } from "react-router";
import { Pencil, Trash2, Trophy } from "lucide-react";
import type { Workout } from "../../contract/workouts";
import type { UnitSystem } from "../../domain/units";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { buttonClass } from "../components/ui/button";
import { formatNumber } from "../lib/format";
import { SaveAsRoutineButton } from "../routines/save-as-routine-button";
import { useDeleteWorkout } from "./api/delete-workout";
import { describeItemSets } from "./training-format";

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

/** One logged workout: each exercise's sets in short, records, the estimate, and edit / delete. */
export function WorkoutCard({ workout, unitSystem }: { workout: Workout; unitSystem: UnitSystem }) {
  const remove = useDeleteWorkout();
  const [isConfirming, setIsConfirming] = useState(false);
  const title = workout.name || workout.items.map((i) => i.exerciseName).join(", ") || "Workout";
  const when = workout.startedAt
    ? `${timeOf(workout.startedAt)}${workout.endedAt ? `–${timeOf(workout.endedAt)}` : ""} · `
    : "";
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold text-slate-900">{title}</h4>
          <p className="text-sm text-slate-700">
            {when}
            {formatNumber(workout.minutes)} min · {formatNumber(workout.kcal)} kcal
            {workout.inProgress ? " · in progress" : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Link
            to={`/app/workouts/log/${workout.id}`}
            className={buttonClass("ghost", "px-2 py-1")}
            aria-label={`Edit workout: ${title}`}
          >
            <Pencil className="size-4" aria-hidden /> Edit
          </Link>
          <Button
            variant="ghost"
            className="px-2 py-1"
            onClick={() => setIsConfirming(true)}
            aria-label={`Delete workout: ${title}`}
          >
            <Trash2 className="size-4" aria-hidden /> Delete
          </Button>
          <SaveAsRoutineButton workoutId={workout.id} workoutName={workout.name} />
        </div>
      </div>
      <ul className="grid gap-2">
        {workout.items.map((item) => {
          const records = item.sets.reduce((n, s) => n + (s.records.length > 0 ? 1 : 0), 0);
          return (
            <li key={item.id} className="flex flex-wrap justify-between gap-x-3 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-slate-900">{item.exerciseName}</span>
                {item.supersetGroup !== null ? (
                  <span className="ml-2 text-xs font-semibold text-brand-800">
                    Superset {item.supersetGroup}
                  </span>
                ) : null}
                <span className="block text-slate-700">{describeItemSets(item, unitSystem)}</span>
              </span>
              <span className="flex items-center gap-2 text-slate-700">
                {records > 0 ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    <Trophy className="size-3.5" aria-hidden />{" "}
                    {records === 1 ? "1 record set" : `${records} record sets`}
                  </span>
                ) : null}
                <span
                  title={
                    item.metDescription
                      ? `Compendium${item.metCode ? ` ${item.metCode}` : ""}: ${item.metDescription}`
                      : undefined
                  }
                >
                  {formatNumber(item.kcal)} kcal
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {workout.notes ? <p className="text-sm text-slate-700">{workout.notes}</p> : null}
      {isConfirming ? (
        <div
          role="group"
          aria-label="Confirm delete"
          className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900"
        >
          <span>Delete this workout? This cannot be undone.</span>
          <Button
            variant="danger"
            className="px-3 py-1"
            disabled={remove.isPending}
            onClick={() => remove.mutate(workout.id)}
          >
            Yes, delete
          </Button>
          <Button variant="secondary" className="px-3 py-1" onClick={() => setIsConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : null}
      {remove.isError ? <Alert tone="error">{remove.error.message}</Alert> : null}
    </Card>
  );
}

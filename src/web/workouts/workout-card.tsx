import { useState } from "react";
import { Pencil, Trash2 } from "lucide-react";
import type { Workout, WorkoutItem } from "../../contract/workouts";
import { UNITS_OF, type UnitSystem } from "../../domain/units";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { formatBodyWeight, formatNumber } from "../lib/format";
import { useDeleteWorkout } from "./api/delete-workout";

function describeItem(item: WorkoutItem, system: UnitSystem): string {
  const parts = [`${formatNumber(item.durationMin)} min`];
  if (item.intensity) parts.push(item.intensity);
  if (item.sets !== null || item.reps !== null) {
    const load = item.weightKg === null ? "" : ` × ${formatBodyWeight(item.weightKg, UNITS_OF[system].bodyWeight)}`;
    parts.push(`${item.sets ?? "?"} × ${item.reps ?? "?"}${load}`);
  }
  return parts.join(" · ");
}

/** One logged workout with its exercises, the estimate and its source, and edit / delete. */
export function WorkoutCard({ workout, unitSystem, onEdit }: { workout: Workout; unitSystem: UnitSystem; onEdit: () => void }) {
  const remove = useDeleteWorkout();
  const [isConfirming, setIsConfirming] = useState(false);
  const title = workout.items.map((i) => i.exerciseName).join(", ");
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">
          {formatNumber(workout.minutes)} min · {formatNumber(workout.kcal)} kcal
        </p>
        <div className="flex gap-1">
          <Button variant="ghost" className="px-2 py-1" onClick={onEdit} aria-label={`Edit workout: ${title}`}>
            <Pencil className="size-4" aria-hidden /> Edit
          </Button>
          <Button variant="ghost" className="px-2 py-1" onClick={() => setIsConfirming(true)} aria-label={`Delete workout: ${title}`}>
            <Trash2 className="size-4" aria-hidden /> Delete
          </Button>
        </div>
      </div>
      <ul className="grid gap-2">
        {workout.items.map((item) => (
          <li key={item.id} className="flex flex-wrap justify-between gap-x-3 text-sm">
            <span className="min-w-0">
              <span className="font-medium text-slate-900">{item.exerciseName}</span>
              <span className="block text-slate-600">{describeItem(item, unitSystem)}</span>
            </span>
            <span
              className="text-slate-700"
              title={item.metDescription ? `Compendium${item.metCode ? ` ${item.metCode}` : ""}: ${item.metDescription}` : undefined}
            >
              {formatNumber(item.kcal)} kcal · {item.met} MET
            </span>
          </li>
        ))}
      </ul>
      {workout.notes ? <p className="text-sm text-slate-700">{workout.notes}</p> : null}
      {isConfirming ? (
        <div role="group" aria-label="Confirm delete" className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <span>Delete this workout? This cannot be undone.</span>
          <Button variant="danger" className="px-3 py-1" disabled={remove.isPending} onClick={() => remove.mutate(workout.id)}>
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

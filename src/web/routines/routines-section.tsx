import { Link } from "react-router";
import { Pencil, Play, Plus } from "lucide-react";
import type { Routine } from "../../contract/routines";
import { Alert } from "../components/ui/alert";
import { Button, buttonClass } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { useWorkoutDefaults } from "../workouts/api/get-workout-defaults";
import { useRoutines } from "./api/routines";
import { StarterDialogs, StarterError, useRoutineStarter } from "./routine-starter";

/** Routines that share a folder, in the server's order; unfiled ones under no heading. */
function groupByFolder(routines: Routine[]): Array<{ folder: string | null; routines: Routine[] }> {
  const groups: Array<{ folder: string | null; routines: Routine[] }> = [];
  for (const routine of routines) {
    const group = groups.at(-1);
    if (group && group.folder === routine.folder) group.routines.push(routine);
    else groups.push({ folder: routine.folder, routines: [routine] });
  }
  return groups;
}

/** The exercises in short: "Bench Press ×3, Squat ×3". */
function summary(routine: Routine): string {
  return routine.items
    .map((item) =>
      item.sets.length > 0 ? `${item.exerciseName} ×${item.sets.length}` : item.exerciseName,
    )
    .join(", ");
}

export function RoutinesSection() {
  const routines = useRoutines();
  const starter = useRoutineStarter();
  const defaults = useWorkoutDefaults();

  return (
    <section aria-labelledby="routines-title" className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="routines-title" className="text-lg font-semibold text-slate-900">
          Routines
        </h2>
        <Link to="/app/workouts/routines/new" className={buttonClass("secondary")}>
          <Plus className="size-4" aria-hidden /> New routine
        </Link>
      </div>
      {routines.isPending ? (
        <Spinner label="Loading routines…" />
      ) : routines.isError ? (
        <Alert tone="error">Your routines could not be loaded. {routines.error.message}</Alert>
      ) : routines.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          No routines yet. Build one with New routine, or keep a logged workout with Save as
          routine, then start it here with last time&apos;s numbers filled in.
        </p>
      ) : (
        groupByFolder(routines.data).map((group) => (
          <div key={group.folder ?? ""} className="grid grid-cols-1 gap-2">
            {group.folder ? (
              <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">
                {group.folder}
              </h3>
            ) : null}
            <ul className="grid grid-cols-1 gap-2 md:grid-cols-2">
              {group.routines.map((routine) => (
                <li
                  key={routine.id}
                  className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-900">{routine.name}</p>
                    <p className="line-clamp-2 text-sm text-slate-600">{summary(routine)}</p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      onClick={() => starter.request(routine)}
                      disabled={starter.busy}
                      aria-label={`Start ${routine.name}`}
                    >
                      <Play className="size-4" aria-hidden /> Start
                    </Button>
                    <Link
                      to={`/app/workouts/routines/${routine.id}`}
                      className={buttonClass("ghost")}
                      aria-label={`Edit ${routine.name}`}
                    >
                      <Pencil className="size-4" aria-hidden /> Edit
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      <StarterError starter={starter} />
      <StarterDialogs starter={starter} system={defaults.data?.unitSystem ?? "metric"} />
    </section>
  );
}

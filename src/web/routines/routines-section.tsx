import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Pencil, Play, Plus } from "lucide-react";
import type { Routine } from "../../contract/routines";
import type { Workout } from "../../contract/workouts";
import { Alert } from "../components/ui/alert";
import { Button, buttonClass } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { PlanLimitNotice, planLimitOf } from "../components/plan-limit-notice";
import { Modal } from "../meals/modal";
import { currentWorkoutQueryOptions } from "../workouts/api/get-current-workout";
import { WORKOUTS_QUERY_KEY } from "../workouts/api/get-workouts";
import { useRoutines } from "./api/routines";
import { startRoutine } from "./start-routine";

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
  return routine.items.map((item) => (item.sets.length > 0 ? `${item.exerciseName} ×${item.sets.length}` : item.exerciseName)).join(", ");
}

/**
 * Starts a routine's workout, unless one is already being logged: then it asks first whether to
 * resume that one, since two live workouts at once are nearly always a forgotten tab.
 */
function useStartRoutine() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<{ routine: Routine; current: Workout } | null>(null);
  const start = useMutation({
    mutationFn: (routine: Routine) => startRoutine(routine),
    onSuccess: (workout) => {
      void queryClient.invalidateQueries({ queryKey: WORKOUTS_QUERY_KEY });
      void navigate(`/app/workouts/log/${workout.id}`);
    },
  });
  const check = useMutation({
    mutationFn: async (routine: Routine) => ({ routine, current: await queryClient.fetchQuery({ ...currentWorkoutQueryOptions, staleTime: 0 }) }),
    onSuccess: ({ routine, current }) => (current ? setAsking({ routine, current }) : start.mutate(routine)),
  });
  return {
    request: (routine: Routine) => check.mutate(routine),
    startAnyway: (routine: Routine) => {
      setAsking(null);
      start.mutate(routine);
    },
    resume: (workout: Workout) => void navigate(`/app/workouts/log/${workout.id}`),
    cancel: () => setAsking(null),
    asking,
    busy: check.isPending || start.isPending,
    error: start.error ?? check.error,
  };
}

export function RoutinesSection() {
  const routines = useRoutines();
  const starter = useStartRoutine();
  const limit = starter.error ? planLimitOf(starter.error) : null;

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
          No routines yet. Build one with New routine, or keep a logged workout with Save as routine, then start it here with last time&apos;s
          numbers filled in.
        </p>
      ) : (
        groupByFolder(routines.data).map((group) => (
          <div key={group.folder ?? ""} className="grid grid-cols-1 gap-2">
            {group.folder ? <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{group.folder}</h3> : null}
            <ul className="grid grid-cols-1 gap-2 md:grid-cols-2">
              {group.routines.map((routine) => (
                <li key={routine.id} className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-900">{routine.name}</p>
                    <p className="line-clamp-2 text-sm text-slate-600">{summary(routine)}</p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button onClick={() => starter.request(routine)} disabled={starter.busy} aria-label={`Start ${routine.name}`}>
                      <Play className="size-4" aria-hidden /> Start
                    </Button>
                    <Link to={`/app/workouts/routines/${routine.id}`} className={buttonClass("ghost")} aria-label={`Edit ${routine.name}`}>
                      <Pencil className="size-4" aria-hidden /> Edit
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      {limit ? (
        <PlanLimitNotice details={limit} />
      ) : starter.error ? (
        <Alert tone="error">The routine could not be started. {starter.error.message}</Alert>
      ) : null}
      <Modal
        open={starter.asking !== null}
        onClose={starter.cancel}
        title="A workout is in progress"
        description={starter.asking ? `${starter.asking.current.name || "A workout"} was started and not finished yet.` : undefined}
      >
        {starter.asking ? (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={starter.cancel}>
              Cancel
            </Button>
            <Button variant="secondary" onClick={() => starter.startAnyway(starter.asking!.routine)}>
              Start {starter.asking.routine.name} anyway
            </Button>
            <Button data-autofocus onClick={() => starter.resume(starter.asking!.current)}>
              Resume it
            </Button>
          </div>
        ) : null}
      </Modal>
    </section>
  );
}

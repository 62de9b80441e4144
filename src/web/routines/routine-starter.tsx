import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Routine } from "../../contract/routines";
import type { Workout } from "../../contract/workouts";
import { toMetric, type UnitSystem } from "../../domain/units";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { PlanLimitNotice, planLimitOf } from "../components/plan-limit-notice";
import { isApiError } from "../lib/api-client";
import { Modal } from "../components/ui/modal";
import { currentWorkoutQueryOptions } from "../workouts/api/get-current-workout";
import { WORKOUTS_QUERY_KEY } from "../workouts/api/get-workouts";
import { parseTypedNumber } from "../lib/typed-number";
import { startRoutine } from "./start-routine";
import { weightUnitOf } from "./routine-draft";

type Asking =
  { kind: "resume"; routine: Routine; current: Workout } | { kind: "weight"; routine: Routine };

/**
 * Starts a routine's workout, unless one is already being logged: then it asks first whether to
 * resume that one, since two live workouts at once are nearly always a forgotten tab. A user with
 * no weigh-in yet is asked their body weight once (the server estimates calories from it).
 */
export function useRoutineStarter() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);
  const start = useMutation({
    mutationFn: ({ routine, bodyWeightKg }: { routine: Routine; bodyWeightKg: number | null }) =>
      startRoutine(routine, bodyWeightKg),
    onSuccess: (workout) => {
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: WORKOUTS_QUERY_KEY });
      void navigate(`/app/workouts/log/${workout.id}`);
    },
    onError: (error, { routine, bodyWeightKg }) => {
      if (bodyWeightKg === null && isApiError(error, 400) && error.fields.bodyWeightKg)
        setAsking({ kind: "weight", routine });
    },
  });
  const check = useMutation({
    mutationFn: async (routine: Routine) => ({
      routine,
      current: await queryClient.fetchQuery({ ...currentWorkoutQueryOptions, staleTime: 0 }),
    }),
    onSuccess: ({ routine, current }) =>
      current
        ? setAsking({ kind: "resume", routine, current })
        : start.mutate({ routine, bodyWeightKg: null }),
  });
  return {
    request: (routine: Routine) => {
      start.reset();
      check.mutate(routine);
    },
    start: (routine: Routine, bodyWeightKg: number | null = null) => {
      if (bodyWeightKg === null) setAsking(null);
      start.mutate({ routine, bodyWeightKg });
    },
    resume: (workout: Workout) => void navigate(`/app/workouts/log/${workout.id}`),
    cancel: () => setAsking(null),
    asking,
    busy: check.isPending || start.isPending,
    error: start.error ?? check.error,
  };
}

export type RoutineStarter = ReturnType<typeof useRoutineStarter>;

export function StarterDialogs({
  starter,
  system,
}: {
  starter: RoutineStarter;
  system: UnitSystem;
}) {
  const { asking } = starter;
  return (
    <>
      <Modal
        open={asking?.kind === "resume"}
        onClose={starter.cancel}
        title="A workout is in progress"
        description={
          asking?.kind === "resume"
            ? `${asking.current.name || "A workout"} was started and not finished yet.`
            : undefined
        }
      >
        {asking?.kind === "resume" ? (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={starter.cancel}>
              Cancel
            </Button>
            <Button variant="secondary" onClick={() => starter.start(asking.routine)}>
              Start {asking.routine.name} anyway
            </Button>
            <Button data-autofocus onClick={() => starter.resume(asking.current)}>
              Resume it
            </Button>
          </div>
        ) : null}
      </Modal>
      <Modal
        open={asking?.kind === "weight"}
        onClose={starter.cancel}
        title="Your body weight"
        description="Calories burned are estimated from it until you log a weigh-in."
      >
        {asking?.kind === "weight" ? (
          <WeightForm starter={starter} routine={asking.routine} system={system} />
        ) : null}
      </Modal>
    </>
  );
}

function WeightForm({
  starter,
  routine,
  system,
}: {
  starter: RoutineStarter;
  routine: Routine;
  system: UnitSystem;
}) {
  const unit = weightUnitOf(system);
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const serverProblem = isApiError(starter.error, 400)
    ? starter.error.fields.bodyWeightKg
    : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseTypedNumber(typed);
    if (value === null || Number.isNaN(value))
      return setProblem("Enter your body weight as a number");
    setProblem(null);
    starter.start(routine, toMetric(value, unit));
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <TextField
        label={`Body weight (${unit})`}
        inputMode="decimal"
        data-autofocus
        value={typed}
        error={problem ?? serverProblem}
        onChange={(event) => setTyped(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={starter.cancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={starter.busy}>
          Start the workout
        </Button>
      </div>
    </form>
  );
}

/** What went wrong starting, other than the questions the dialogs ask. */
export function StarterError({ starter }: { starter: RoutineStarter }) {
  if (!starter.error || starter.asking?.kind === "weight") return null;
  const limit = planLimitOf(starter.error);
  if (limit) return <PlanLimitNotice details={limit} />;
  return <Alert tone="error">The routine could not be started. {starter.error.message}</Alert>;
}

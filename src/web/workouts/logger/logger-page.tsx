import { useCallback, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import type { Exercise, Workout, WorkoutDefaults } from "../../../contract/workouts";
import { WORKOUT_LIMITS } from "../../../domain/workouts";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { PlanLimitNotice } from "../../components/plan-limit-notice";
import { isApiError } from "../../lib/api-client";
import { formatNumber } from "../../lib/format";
import { deleteWorkout } from "../api/delete-workout";
import { useWorkoutDefaults } from "../api/get-workout-defaults";
import { lastSetsQueryOptions, useLastSets } from "../api/get-last-sets";
import { useWorkout, workoutQueryOptions } from "../api/get-workout";
import { WORKOUTS_QUERY_KEY } from "../api/get-workouts";
import { ExercisePicker } from "../exercise-picker";
import {
  defaultRestSeconds,
  draftOf,
  groupRuns,
  moveItem,
  newItem,
  nextSet,
  restsAfter,
  supersetWithNext,
  weightUnitOf,
  type Draft,
  type DraftItem,
} from "./draft";
import { ExerciseCard, type ExerciseCardActions } from "./exercise-card";
import { ElapsedTimer, PastTimes } from "./logger-header";
import { RestTimerBar, type Rest } from "./rest-timer";
import { useWorkoutSaver } from "./use-workout-saver";

/** /app/workouts/log/:id — the live logger, or the editor of a finished workout; "new" logs a past one. */
export function LoggerPage() {
  const { id = "new" } = useParams();
  const defaults = useWorkoutDefaults();
  const workout = useWorkout(id === "new" ? null : id);
  if (defaults.isError || workout.isError) {
    const error = defaults.error ?? workout.error;
    return (
      <Alert tone="error">
        {isApiError(error, 404)
          ? "This workout does not exist or was deleted."
          : `The workout could not be loaded. ${error?.message ?? ""}`}{" "}
        <Link to="/app/workouts" className="font-semibold underline">
          Back to workouts
        </Link>
      </Alert>
    );
  }
  if (defaults.isPending || (id !== "new" && workout.isPending))
    return <Spinner label="Loading the workout…" />;
  return (
    <Logger
      key={id}
      id={id === "new" ? null : id}
      workout={workout.data ?? null}
      defaults={defaults.data}
    />
  );
}

const newId = () => crypto.randomUUID();

function pastDraft(today: string): Draft {
  const end = new Date();
  end.setSeconds(0, 0);
  end.setMinutes(end.getMinutes() - (end.getMinutes() % 5));
  const start = new Date(end.getTime() - 60 * 60_000);
  return {
    date: today,
    name: "",
    notes: "",
    bodyWeight: "",
    startedAt: start.toISOString(),
    endedAt: end.toISOString(),
    routineId: null,
    items: [],
  };
}

function Logger({
  id,
  workout,
  defaults,
}: {
  id: string | null;
  workout: Workout | null;
  defaults: WorkoutDefaults;
}) {
  const system = defaults.unitSystem;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() =>
    workout ? draftOf(workout, system) : pastDraft(defaults.today),
  );
  const draftRef = useRef(draft);
  const live = workout !== null && workout.startedAt !== null && workout.endedAt === null;
  const saver = useWorkoutSaver(id, system, workout);
  const [rest, setRest] = useState<Rest | null>(null);
  const [picking, setPicking] = useState(workout === null || workout.items.length === 0);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [busy, setBusy] = useState(false);
  const last = useLastSets(
    draft.items.map((i) => i.exerciseId),
    id,
  ).data?.last;

  /** Applies a change; while live it is saved a moment later, or at once (a ticked set). */
  const change = useCallback(
    (update: (d: Draft) => Draft, immediately = false) => {
      const next = update(draftRef.current);
      draftRef.current = next;
      setDraft(next);
      setProblem(null);
      if (!live) return;
      if (immediately) void saver.saveNow(next);
      else saver.schedule(next);
    },
    [live, saver],
  );

  const changeItem = (
    itemId: string,
    update: (item: DraftItem) => DraftItem,
    immediately = false,
  ) =>
    change(
      (d) => ({ ...d, items: d.items.map((item) => (item.id === itemId ? update(item) : item)) }),
      immediately,
    );

  const addExercise = async (exercise: Exercise) => {
    const lastTime = await queryClient
      .fetchQuery(lastSetsQueryOptions([exercise.id], id))
      .then((answer) => answer.last[exercise.id])
      .catch(() => undefined);
    change((d) => ({ ...d, items: [...d.items, newItem(exercise, lastTime, system, newId)] }));
    setPicking(false);
  };

  const actionsFor = (item: DraftItem, index: number): ExerciseCardActions => ({
    onChange: (patch) => changeItem(item.id, (i) => ({ ...i, ...patch })),
    onSet: (setId, patch) =>
      changeItem(item.id, (i) => ({
        ...i,
        sets: i.sets.map((s) => (s.id === setId ? { ...s, ...patch } : s)),
      })),
    onTick: (setId, done) => {
      changeItem(
        item.id,
        (i) => ({ ...i, sets: i.sets.map((s) => (s.id === setId ? { ...s, done } : s)) }),
        true,
      );
      if (done && live && !restsAfter(draft.items, index)) setRest(null);
      else if (done && live) {
        const seconds = item.restSeconds ?? defaultRestSeconds(item.kind);
        setRest(
          seconds > 0
            ? {
                itemId: item.id,
                exerciseName: item.exerciseName,
                endsAt: Date.now() + seconds * 1000,
              }
            : null,
        );
      }
    },
    onAddSet: () =>
      changeItem(item.id, (i) => ({
        ...i,
        sets: [...i.sets, nextSet(i, last?.[i.exerciseId], system, newId())],
      })),
    onRemoveSet: (setId) =>
      changeItem(item.id, (i) => ({ ...i, sets: i.sets.filter((s) => s.id !== setId) })),
    onMove: (by) => change((d) => ({ ...d, items: moveItem(d.items, index, by) })),
    onRemove: () => change((d) => ({ ...d, items: d.items.filter((i) => i.id !== item.id) })),
    onSupersetNext: () => change((d) => ({ ...d, items: supersetWithNext(d.items, index) })),
    onLeaveSuperset: () => changeItem(item.id, (i) => ({ ...i, supersetGroup: null })),
  });

  const adjustRest = useCallback(
    (by: number) => {
      setRest((r) => (r ? { ...r, endsAt: r.endsAt + by * 1000 } : r));
      const current = rest;
      if (!current) return;
      // The next rest after this exercise follows the adjustment, as a lifter who asks for more means it.
      change((d) => ({
        ...d,
        items: d.items.map((i) =>
          i.id === current.itemId
            ? {
                ...i,
                restSeconds: Math.min(
                  WORKOUT_LIMITS.restSeconds.max,
                  Math.max(0, (i.restSeconds ?? defaultRestSeconds(i.kind)) + by),
                ),
              }
            : i,
        ),
      }));
    },
    [rest, change],
  );
  const skipRest = useCallback(() => setRest(null), []);

  const finish = async () => {
    if (draftRef.current.items.length === 0) {
      setProblem("Add at least one exercise before finishing, or discard this workout.");
      return;
    }
    setBusy(true);
    const saved = await saver.saveNow({ ...draftRef.current, endedAt: new Date().toISOString() });
    setBusy(false);
    if (saved) void navigate("/app/workouts", { state: { finished: saved.id } });
  };

  const savePast = async () => {
    if (draftRef.current.items.length === 0) {
      setProblem("Add at least one exercise or activity before saving.");
      return;
    }
    setBusy(true);
    const saved = await saver.saveNow(draftRef.current);
    setBusy(false);
    if (saved) void navigate("/app/workouts");
  };

  const discard = async () => {
    if (id === null) return void navigate("/app/workouts");
    setBusy(true);
    saver.cancel();
    try {
      await deleteWorkout(id);
      queryClient.removeQueries({ queryKey: workoutQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({
        queryKey: WORKOUTS_QUERY_KEY,
        predicate: (q) => q.queryKey[1] !== "one",
      });
      void navigate("/app/workouts");
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The workout could not be discarded.");
      setBusy(false);
    }
  };

  const unit = weightUnitOf(system);
  const served = saver.server;
  const statusText =
    saver.status === "saving"
      ? "Saving…"
      : saver.status === "saved"
        ? "Saved"
        : saver.status === "error"
          ? "Not saved"
          : "";

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 pb-24">
      <header className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="sr-only">
            {live ? "Workout in progress" : id === null ? "Log a past workout" : "Edit workout"}
          </h1>
          <TextField
            label="Workout name"
            className="min-w-0 flex-1 basis-48"
            placeholder={live ? "e.g. Push day" : "Workout"}
            maxLength={WORKOUT_LIMITS.nameLength}
            value={draft.name}
            error={saver.fieldErrors.name}
            onChange={(e) => change((d) => ({ ...d, name: e.target.value }))}
          />
          {live && draft.startedAt ? <ElapsedTimer startedAt={draft.startedAt} /> : null}
        </div>
        {live ? null : (
          <PastTimes
            draft={draft}
            today={defaults.today}
            fieldErrors={saver.fieldErrors}
            onChange={(patch) => change((d) => ({ ...d, ...patch }))}
          />
        )}
        {defaults.latestWeightKg === null ? (
          <TextField
            label={`Your body weight (${unit})`}
            inputMode="decimal"
            className="max-w-xs"
            value={draft.bodyWeight}
            error={saver.fieldErrors.bodyWeightKg}
            hint="You have not logged a weight yet; calories burned are estimated from it. Used for this workout only."
            onChange={(e) => change((d) => ({ ...d, bodyWeight: e.target.value }))}
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          {live ? (
            <>
              <Button onClick={() => void finish()} disabled={busy}>
                Finish workout
              </Button>
              <Button variant="secondary" onClick={() => setConfirmDiscard(true)} disabled={busy}>
                Discard
              </Button>
            </>
          ) : (
            <>
              <Button onClick={() => void savePast()} disabled={busy}>
                {busy ? "Saving…" : "Save workout"}
              </Button>
              <Link
                to="/app/workouts"
                className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
              >
                Cancel
              </Link>
            </>
          )}
          {/* Shown, not announced on every save: only a failure is read out (below). */}
          <span
            className={`ml-auto text-sm ${saver.status === "error" ? "text-red-700" : "text-slate-600"}`}
          >
            {statusText}
          </span>
        </div>
        {confirmDiscard ? (
          <div
            role="group"
            aria-label="Confirm discard"
            className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900"
          >
            <span>Discard this workout and everything logged in it?</span>
            <Button
              variant="danger"
              className="px-3 py-1"
              disabled={busy}
              onClick={() => void discard()}
            >
              Yes, discard
            </Button>
            <Button
              variant="secondary"
              className="px-3 py-1"
              onClick={() => setConfirmDiscard(false)}
            >
              Keep logging
            </Button>
          </div>
        ) : null}
        <div aria-live="polite">
          {problem ? <p className="text-sm font-medium text-red-700">{problem}</p> : null}
          {saver.message ? (
            <p className="text-sm font-medium text-red-700">{saver.message}</p>
          ) : null}
        </div>
        {saver.planLimit ? <PlanLimitNotice details={saver.planLimit} /> : null}
      </header>

      {saver.fieldErrors.items ? (
        <p role="alert" className="text-sm text-red-700">
          {saver.fieldErrors.items}
        </p>
      ) : null}
      {draft.items.length === 0 ? (
        <p className="text-sm text-slate-600">No exercises yet: add the first one below.</p>
      ) : null}
      {groupRuns(draft.items).map((run) => {
        const cards = run.items.map(({ item, index }) => (
          <ExerciseCard
            key={item.id}
            item={item}
            index={index}
            count={draft.items.length}
            system={system}
            last={last?.[item.exerciseId]}
            served={served?.items.find((s) => s.id === item.id)}
            fieldErrors={saver.fieldErrors}
            {...actionsFor(item, index)}
          />
        ));
        return run.group !== null && run.items.length > 1 ? (
          <section
            key={`superset-${run.items[0]!.item.id}`}
            aria-label="Superset"
            className="grid gap-2 border-l-4 border-brand-600 pl-2"
          >
            <p className="text-xs font-semibold text-brand-800">
              <span className="uppercase tracking-wide">Superset</span>: a set of each in turn, then
              rest
            </p>
            {cards}
          </section>
        ) : (
          cards
        );
      })}

      {picking ? (
        <section aria-label="Add an exercise" className="grid gap-2">
          <ExercisePicker onPick={(exercise) => void addExercise(exercise)} />
          {draft.items.length > 0 ? (
            <Button
              variant="ghost"
              className="justify-self-start"
              onClick={() => setPicking(false)}
            >
              Close the search
            </Button>
          ) : null}
        </section>
      ) : (
        <Button variant="secondary" className="justify-self-start" onClick={() => setPicking(true)}>
          <Plus className="size-4" aria-hidden /> Add exercise
        </Button>
      )}

      <label className="grid gap-1 text-sm font-medium text-slate-800">
        Workout notes
        <textarea
          rows={2}
          maxLength={WORKOUT_LIMITS.notesLength}
          value={draft.notes}
          onChange={(e) => change((d) => ({ ...d, notes: e.target.value }))}
          className="rounded-lg border border-slate-300 px-3 py-2 font-normal text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </label>
      {served ? (
        <p className="text-sm text-slate-700">
          {served.kcal > 0
            ? `About ${formatNumber(served.kcal)} kcal burned over ${formatNumber(served.minutes)} min (MET × body weight × hours).`
            : live
              ? "Calories burned are estimated from the workout's time: the estimate grows as you go."
              : "No calorie estimate yet: it needs a time (the workout's start and end, or an exercise's duration)."}
        </p>
      ) : null}
      <RestTimerBar rest={rest} onAdjust={adjustRest} onSkip={skipRest} />
    </div>
  );
}

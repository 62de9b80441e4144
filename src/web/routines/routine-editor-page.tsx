import { useId, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ChevronLeft, Plus } from "lucide-react";
import type { Exercise } from "../../contract/workouts";
import type { UnitSystem } from "../../domain/units";
import { Alert } from "../components/ui/alert";
import { Button, buttonClass } from "../components/ui/button";
import { PageHeader } from "../components/ui/page-header";
import { Spinner } from "../components/ui/spinner";
import { TextArea } from "../components/ui/text-area";
import { TextField } from "../components/ui/text-field";
import { isApiError } from "../lib/api-client";
import { Modal } from "../components/ui/modal";
import { useWorkoutDefaults } from "../workouts/api/get-workout-defaults";
import { ExercisePicker } from "../workouts/exercise-picker";
import { useDeleteRoutine, useRoutine, useRoutines, useSaveRoutine } from "./api/routines";
import {
  bodyOf,
  draftOf,
  EMPTY_DRAFT,
  newKey,
  nextSet,
  takesSets,
  type DraftItem,
  type RoutineDraft,
} from "./routine-draft";
import { RoutineItemEditor } from "./routine-item-editor";

/** /app/workouts/routines/new and /app/workouts/routines/:id: build or edit a routine. */
export function RoutineEditorPage() {
  const id = useParams().id ?? null;
  const defaults = useWorkoutDefaults();
  const routine = useRoutine(id);
  const title = id ? "Edit routine" : "New routine";
  const back = (
    <Link to="/app/workouts" className={buttonClass("ghost", "px-2")}>
      <ChevronLeft className="size-4" aria-hidden /> Workouts
    </Link>
  );
  if (defaults.isPending || (id && routine.isPending)) {
    return (
      <>
        <PageHeader title={title} actions={back} />
        <Spinner label="Loading the routine…" />
      </>
    );
  }
  if (defaults.isError || routine.isError) {
    const error = defaults.error ?? routine.error;
    return (
      <>
        <PageHeader title={title} actions={back} />
        <Alert tone="error">
          {isApiError(error, 404)
            ? "This routine does not exist or was deleted."
            : `The routine could not be loaded. ${error?.message ?? ""}`}
        </Alert>
      </>
    );
  }
  const system = defaults.data.unitSystem;
  return (
    <>
      <PageHeader
        title={title}
        description="Exercises, target sets and rest; starting it fills in last time's numbers."
        actions={back}
      />
      {/* Keyed by routine: moving from one routine to another starts from that one's saved state. */}
      <RoutineForm
        key={id ?? "new"}
        id={id}
        system={system}
        initial={routine.data ? draftOf(routine.data, system) : EMPTY_DRAFT}
      />
    </>
  );
}

function RoutineForm({
  id,
  system,
  initial,
}: {
  id: string | null;
  system: UnitSystem;
  initial: RoutineDraft;
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [picking, setPicking] = useState(initial.items.length === 0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  /** Why the last save did not go through, shown beside the button the user just pressed. */
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveRoutine();
  const remove = useDeleteRoutine();
  const folders = [
    ...new Set((useRoutines().data ?? []).flatMap((r) => (r.folder ? [r.folder] : []))),
  ];
  const foldersId = useId();

  const setItems = (items: DraftItem[], structural = false) => {
    setDraft((d) => ({ ...d, items }));
    // Errors are keyed by position; once rows move they would point at the wrong exercise.
    if (structural) setErrors({});
  };
  const addExercise = (exercise: Exercise) => {
    const item: DraftItem = {
      key: newKey(),
      exerciseId: exercise.id,
      exerciseName: exercise.name,
      kind: exercise.kind,
      restSeconds: "",
      supersetWithNext: false,
      sets: [],
    };
    if (takesSets(exercise.kind)) item.sets = [nextSet([])];
    setItems([...draft.items, item]);
    setPicking(false);
  };
  const move = (index: number, by: -1 | 1) => {
    const items = [...draft.items];
    const [item] = items.splice(index, 1);
    items.splice(index + by, 0, item!);
    setItems(items, true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: local } = bodyOf(draft, system);
    if (Object.keys(local).length > 0) {
      setErrors(local);
      setProblem("Some values are not numbers: correct the marked fields.");
      return;
    }
    setErrors({});
    setProblem(null);
    save.mutate(
      { id, body },
      {
        onSuccess: () => void navigate("/app/workouts"),
        onError: (error) => {
          // The typed values stay as they are; only the messages land on their fields.
          setErrors(isApiError(error) ? error.fields : {});
          // The server's message repeats a field's words ("name: …"); the field itself shows them.
          const marked = isApiError(error, 400) && Object.keys(error.fields).length > 0;
          setProblem(
            marked
              ? "Correct the marked fields and save again."
              : `The routine could not be saved. ${error.message}`,
          );
        },
      },
    );
  };

  const itemsError = errors.items;
  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 grid-cols-1 gap-6 pb-20">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          value={draft.name}
          maxLength={100}
          required
          error={errors.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        <TextField
          label="Folder (optional)"
          value={draft.folder}
          list={folders.length > 0 ? foldersId : undefined}
          hint="Routines with the same folder are listed together."
          error={errors.folder}
          onChange={(e) => setDraft({ ...draft, folder: e.target.value })}
        />
        {folders.length > 0 ? (
          <datalist id={foldersId}>
            {folders.map((folder) => (
              <option key={folder} value={folder} />
            ))}
          </datalist>
        ) : null}
        <TextArea
          label="Notes (optional)"
          className="sm:col-span-2"
          rows={2}
          value={draft.notes}
          error={errors.notes}
          onChange={(e) => setDraft({ ...draft, notes: e.target.value })}
        />
      </div>

      <section aria-labelledby="routine-exercises" className="grid min-w-0 grid-cols-1 gap-3">
        <h2 id="routine-exercises" className="text-lg font-semibold text-slate-900">
          Exercises
        </h2>
        {draft.items.length === 0 ? (
          <p className="text-sm text-slate-600">No exercises yet: add the first one below.</p>
        ) : null}
        <ol className="grid min-w-0 grid-cols-1 gap-3">
          {draft.items.map((item, index) => (
            <RoutineItemEditor
              key={item.key}
              item={item}
              index={index}
              count={draft.items.length}
              system={system}
              errors={errors}
              onChange={(changed) =>
                setItems(draft.items.map((it) => (it.key === item.key ? changed : it)))
              }
              onMove={(by) => move(index, by)}
              onRemove={() =>
                setItems(
                  draft.items.filter((it) => it.key !== item.key),
                  true,
                )
              }
            />
          ))}
        </ol>
        {itemsError ? (
          <p role="alert" className="text-sm text-red-700">
            {itemsError}
          </p>
        ) : null}
        {picking ? (
          <div className="grid min-w-0 grid-cols-1 gap-2">
            <ExercisePicker onPick={addExercise} />
            {draft.items.length > 0 ? (
              <div>
                <Button variant="ghost" onClick={() => setPicking(false)}>
                  Close the search
                </Button>
              </div>
            ) : null}
          </div>
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setPicking(true)}>
              <Plus className="size-4" aria-hidden /> Add exercise
            </Button>
          </div>
        )}
      </section>

      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save routine"}
        </Button>
        {id ? (
          <Button variant="danger" onClick={() => setConfirmDelete(true)}>
            Delete routine
          </Button>
        ) : null}
      </div>

      {id ? (
        <Modal
          open={confirmDelete}
          onClose={() => setConfirmDelete(false)}
          title="Delete this routine?"
          description="Workouts started from it stay in your log."
        >
          {remove.isError ? (
            <Alert tone="error">The routine could not be deleted. {remove.error.message}</Alert>
          ) : null}
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" data-autofocus onClick={() => setConfirmDelete(false)}>
              Keep it
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(id, { onSuccess: () => void navigate("/app/workouts") })}
            >
              {remove.isPending ? "Deleting…" : "Delete"}
            </Button>
          </div>
        </Modal>
      ) : null}
    </form>
  );
}

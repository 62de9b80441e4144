import { useEffect, useId, useState } from "react";
import { Plus } from "lucide-react";
import type { Exercise } from "../../contract/workouts";
import { EQUIPMENT, EXERCISE_CATEGORIES, MUSCLES } from "../../domain/workouts";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { formatNumber } from "../lib/format";
import { useExercises } from "./api/get-exercises";
import { FilterSelect } from "./filter-select";

const PAGE = 10;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Search of the exercise library by name with category, muscle and equipment filters. */
export function ExercisePicker({ onPick }: { onPick: (exercise: Exercise) => void }) {
  const [q, setQ] = useState("");
  const [category, setCategory] = useState("");
  const [muscle, setMuscle] = useState("");
  const [equipment, setEquipment] = useState("");
  const [limit, setLimit] = useState(PAGE);
  const search = { q: useDebounced(q.trim(), 250), category, muscle, equipment, limit };
  const { data, isPending, isError, isFetching } = useExercises(search);
  const resultsId = useId();
  // A changed search starts again from its first page, in the same update: the list never asks for
  // the new search with the old, longer page.
  const refine = (set: (value: string) => void) => (value: string) => {
    set(value);
    setLimit(PAGE);
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <TextField
        label="Search exercises and activities"
        type="search"
        value={q}
        placeholder="e.g. squat, running, yoga"
        aria-controls={resultsId}
        onChange={(event) => refine(setQ)(event.target.value)}
        // Enter in the search box must not submit the workout form around it.
        onKeyDown={(event) => {
          if (event.key === "Enter") event.preventDefault();
        }}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <FilterSelect
          label="Category"
          value={category}
          onChange={refine(setCategory)}
          options={EXERCISE_CATEGORIES}
        />
        <FilterSelect
          label="Muscle"
          value={muscle}
          onChange={refine(setMuscle)}
          options={MUSCLES}
        />
        <FilterSelect
          label="Equipment"
          value={equipment}
          onChange={refine(setEquipment)}
          options={EQUIPMENT}
        />
      </div>
      <div id={resultsId} aria-busy={isFetching}>
        {isPending ? (
          <p className="py-4 text-sm text-slate-600">Searching…</p>
        ) : isError ? (
          <p className="py-4 text-sm text-red-700">
            The library could not be searched. Check your connection and try again.
          </p>
        ) : data.total === 0 ? (
          <p className="py-4 text-sm text-slate-600" role="status">
            No exercise matches. Try fewer words or clear a filter.
          </p>
        ) : (
          <>
            {/* Only the count is announced as the user types, not every result. */}
            <p className="mb-2 text-xs text-slate-600" role="status">
              {formatNumber(data.total)} found
            </p>
            <ul className="grid grid-cols-1 gap-2">
              {data.exercises.map((exercise) => (
                <ExerciseRow key={exercise.id} exercise={exercise} onPick={onPick} />
              ))}
            </ul>
            {data.exercises.length < data.total ? (
              <Button
                variant="ghost"
                className="mt-2 w-full"
                onClick={() => setLimit((n) => Math.min(100, n + PAGE))}
                disabled={limit >= 100}
              >
                Show more
              </Button>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

function ExerciseRow({
  exercise,
  onPick,
}: {
  exercise: Exercise;
  onPick: (exercise: Exercise) => void;
}) {
  const details = [
    capitalise(exercise.category),
    exercise.equipment,
    exercise.primaryMuscles.join(", ") || null,
    exercise.met === null
      ? null
      : `${exercise.met} MET${exercise.defaultIntensity ? ` (${exercise.defaultIntensity})` : ""}`,
  ].filter(Boolean);
  return (
    <li className="flex items-center justify-between gap-3 rounded-md border border-slate-200 bg-white px-3 py-2">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{exercise.name}</p>
        <p className="truncate text-xs text-slate-600">{details.join(" · ")}</p>
      </div>
      <Button
        variant="secondary"
        className="shrink-0 px-3"
        onClick={() => onPick(exercise)}
        aria-label={`Add ${exercise.name}`}
      >
        <Plus className="size-4" aria-hidden /> Add
      </Button>
    </li>
  );
}

import { ArrowDown, ArrowUp, Plus, Trash2, X } from "lucide-react";
import type { SetKind } from "../../domain/training";
import { SET_KINDS } from "../../domain/training";
import type { UnitSystem } from "../../domain/units";
import { Button } from "../components/ui/button";
import { Checkbox } from "../components/ui/checkbox";
import { TextField } from "../components/ui/text-field";
import {
  nextSet,
  takesSeconds,
  takesSets,
  takesWeight,
  weightLabel,
  type DraftItem,
  type DraftSet,
} from "./routine-draft";

const KIND_LABEL: Record<SetKind, string> = {
  warmup: "Warm-up",
  normal: "Normal",
  drop: "Drop",
  failure: "To failure",
};

const smallInput =
  "block w-full min-w-0 rounded-md border bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200";

interface Props {
  item: DraftItem;
  index: number;
  count: number;
  system: UnitSystem;
  errors: Record<string, string>;
  onChange: (item: DraftItem) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One exercise of the routine: its target sets, rest, superset link, order and removal. */
export function RoutineItemEditor({
  item,
  index,
  count,
  system,
  errors,
  onChange,
  onMove,
  onRemove,
}: Props) {
  const field = (name: string) => errors[`items.${index}.${name}`];
  const setSet = (j: number, patch: Partial<DraftSet>) =>
    onChange({ ...item, sets: item.sets.map((s, k) => (k === j ? { ...s, ...patch } : s)) });
  const name = item.exerciseName;
  const setErrors = item.sets.flatMap((_, j) =>
    ["kind", "reps", "weightKg", "seconds"].flatMap((n) => {
      const message = field(`sets.${j}.${n}`);
      return message ? [{ id: `${item.key}-${j}-${n}`, text: `Set ${j + 1}: ${message}` }] : [];
    }),
  );
  const errorIdOf = (j: number, n: string) =>
    field(`sets.${j}.${n}`) ? `${item.key}-${j}-${n}` : undefined;

  return (
    <li className="grid min-w-0 grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold text-slate-900">
          <span className="text-slate-500">{index + 1}.</span> {name}
        </h3>
        <div className="flex shrink-0 gap-1">
          <Button
            variant="ghost"
            className="px-2"
            onClick={() => onMove(-1)}
            disabled={index === 0}
            aria-label={`Move ${name} up`}
          >
            <ArrowUp className="size-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            className="px-2"
            onClick={() => onMove(1)}
            disabled={index === count - 1}
            aria-label={`Move ${name} down`}
          >
            <ArrowDown className="size-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            className="px-2 text-red-700"
            onClick={onRemove}
            aria-label={`Remove ${name}`}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      {field("exerciseId") ? (
        <p role="alert" className="text-sm text-red-700">
          {field("exerciseId")}
        </p>
      ) : null}

      {takesSets(item.kind) ? (
        <fieldset className="grid min-w-0 grid-cols-1 gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Target sets</legend>
          {item.sets.length === 0 ? <p className="text-sm text-slate-600">No sets yet.</p> : null}
          {item.sets.map((set, j) => {
            const label = `${name}, set ${j + 1}`;
            return (
              <div key={set.key} className="flex min-w-0 items-end gap-2">
                <span className="w-6 shrink-0 pb-2 text-sm font-medium text-slate-600" aria-hidden>
                  {j + 1}
                </span>
                <label className="min-w-0 flex-[1.3]">
                  <span className={j === 0 ? "block text-xs text-slate-600" : "sr-only"}>Type</span>
                  <select
                    className={`${smallInput} border-slate-300`}
                    value={set.kind}
                    aria-label={`${label} type`}
                    onChange={(event) => setSet(j, { kind: event.target.value as SetKind })}
                  >
                    {SET_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {KIND_LABEL[kind]}
                      </option>
                    ))}
                  </select>
                </label>
                {takesSeconds(item.kind) ? (
                  <NumberBox
                    first={j === 0}
                    label="Seconds"
                    name={`${label} seconds`}
                    value={set.seconds}
                    error={errorIdOf(j, "seconds")}
                    onChange={(v) => setSet(j, { seconds: v })}
                  />
                ) : (
                  <NumberBox
                    first={j === 0}
                    label="Reps"
                    name={`${label} reps`}
                    value={set.reps}
                    error={errorIdOf(j, "reps")}
                    onChange={(v) => setSet(j, { reps: v })}
                  />
                )}
                {takesWeight(item.kind) ? (
                  <NumberBox
                    first={j === 0}
                    label={weightLabel(item.kind, system)}
                    name={`${label} ${weightLabel(item.kind, system)}`}
                    value={set.weight}
                    decimal
                    error={errorIdOf(j, "weightKg")}
                    onChange={(v) => setSet(j, { weight: v })}
                  />
                ) : null}
                <Button
                  variant="ghost"
                  className="shrink-0 px-2"
                  onClick={() => onChange({ ...item, sets: item.sets.filter((_, k) => k !== j) })}
                  aria-label={`Remove ${label}`}
                >
                  <X className="size-4" aria-hidden />
                </Button>
              </div>
            );
          })}
          {setErrors.map((error) => (
            <p key={error.id} id={error.id} role="alert" className="text-sm text-red-700">
              {error.text}
            </p>
          ))}
          {field("sets") ? (
            <p role="alert" className="text-sm text-red-700">
              {field("sets")}
            </p>
          ) : null}
          <div>
            <Button
              variant="secondary"
              className="px-3"
              onClick={() => onChange({ ...item, sets: [...item.sets, nextSet(item.sets)] })}
              aria-label={`Add set to ${name}`}
            >
              <Plus className="size-4" aria-hidden /> Add set
            </Button>
          </div>
        </fieldset>
      ) : (
        <p className="text-sm text-slate-600">Logged with distance and time when you do it.</p>
      )}

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:items-end">
        <TextField
          label="Rest between sets (seconds)"
          inputMode="numeric"
          value={item.restSeconds}
          error={field("restSeconds")}
          onChange={(event) => onChange({ ...item, restSeconds: event.target.value })}
        />
        {index < count - 1 ? (
          <Checkbox
            label="Superset with the next exercise"
            checked={item.supersetWithNext}
            onChange={(event) => onChange({ ...item, supersetWithNext: event.target.checked })}
          />
        ) : null}
      </div>
    </li>
  );
}

function NumberBox({
  first,
  label,
  name,
  value,
  decimal = false,
  error,
  onChange,
}: {
  first: boolean;
  label: string;
  name: string;
  value: string;
  decimal?: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <label className="min-w-0 flex-1">
      {/* Column headings on the first row only; every box keeps its full name for screen readers. */}
      <span className={first ? "block truncate text-xs text-slate-600" : "sr-only"}>{label}</span>
      <input
        className={`${smallInput} ${error ? "border-red-600" : "border-slate-300"}`}
        inputMode={decimal ? "decimal" : "numeric"}
        value={value}
        aria-label={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

import { Trophy, X } from "lucide-react";
import type { LastPerformance, WorkoutItem } from "../../../contract/workouts";
import { SET_KINDS, type SetKind } from "../../../domain/training";
import type { UnitSystem } from "../../../domain/units";
import { describePrevious, RECORD_LABEL, SET_KIND_LABEL, SET_KIND_SHORT } from "../training-format";
import { weightUnitOf, type DraftItem, type DraftSet } from "./draft";

const INPUT =
  "block w-full min-w-0 rounded-md border bg-white px-1.5 py-1.5 text-center text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200";

interface Props {
  item: DraftItem;
  system: UnitSystem;
  last: LastPerformance | undefined;
  served: WorkoutItem | undefined;
  showRpe: boolean;
  fieldErrors: Record<string, string>;
  onSet: (setId: string, patch: Partial<DraftSet>) => void;
  onTick: (setId: string, done: boolean) => void;
  onRemoveSet: (setId: string) => void;
}

/** What the weight column holds for each kind of exercise. */
function weightHeading(item: DraftItem, unit: string): string | null {
  if (item.kind === "weighted") return unit;
  if (item.kind === "bodyweight") return `+${unit}`;
  if (item.kind === "assisted") return `−${unit}`;
  return null;
}

/** Each set's number as lifters count them: warm-ups are not counted (they show "W" instead). */
function workingNumbers(sets: readonly DraftSet[]): number[] {
  const numbers: number[] = [];
  let working = 0;
  for (const set of sets) {
    if (set.kind !== "warmup") working += 1;
    numbers.push(working);
  }
  return numbers;
}

/** The sets of one strength or timed exercise: kind, last time, the numbers, RPE, done. */
export function SetTable({
  item,
  system,
  last,
  served,
  showRpe,
  fieldErrors,
  onSet,
  onTick,
  onRemoveSet,
}: Props) {
  const unit = weightUnitOf(system);
  const weightCol = weightHeading(item, unit);
  const weightWord =
    item.kind === "bodyweight"
      ? "added weight"
      : item.kind === "assisted"
        ? "assistance"
        : "weight";
  const timed = item.kind === "timed";
  const working = workingNumbers(item.sets);
  return (
    <table className="w-full max-w-2xl table-fixed border-separate border-spacing-x-1 border-spacing-y-0.5 text-sm">
      <thead>
        <tr className="text-xs font-medium text-slate-600">
          <th scope="col" className="w-9 text-left">
            Set
          </th>
          <th scope="col" className="text-left">
            Previous
          </th>
          {timed ? (
            <th scope="col" className="w-16">
              Seconds
            </th>
          ) : (
            <>
              {weightCol ? (
                <th scope="col" className="w-16">
                  {weightCol}
                </th>
              ) : null}
              <th scope="col" className="w-12">
                Reps
              </th>
            </>
          )}
          {showRpe ? (
            <th scope="col" className="w-11">
              RPE
            </th>
          ) : null}
          <th scope="col" className="w-8">
            <span className="sr-only">Done</span>
            <span aria-hidden>✓</span>
          </th>
          <th scope="col" className="w-7">
            <span className="sr-only">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {item.sets.map((set, index) => {
          const n = index + 1;
          const records = served?.sets.find((s) => s.id === set.id)?.records ?? [];
          const errorKeys = ["kind", "reps", "weightKg", "seconds", "rpe"].map(
            (f) => `${item.id}/${set.id}/${f}`,
          );
          const errors = errorKeys.map((k) => fieldErrors[k]).filter(Boolean);
          const errorId = `${set.id}-errors`;
          const invalid = (field: string) =>
            fieldErrors[`${item.id}/${set.id}/${field}`]
              ? { "aria-invalid": true, "aria-describedby": errorId }
              : {};
          const border = (field: string) =>
            fieldErrors[`${item.id}/${set.id}/${field}`] ? "border-red-600" : "border-slate-300";
          return [
            <tr key={set.id} className={set.done ? "bg-green-50" : undefined}>
              <td className="relative">
                <span
                  aria-hidden
                  className="flex h-8 items-center justify-center rounded-md bg-slate-100 font-semibold text-slate-800"
                >
                  {SET_KIND_SHORT[set.kind] || working[index]}
                </span>
                <select
                  aria-label={`Set ${n} kind`}
                  value={set.kind}
                  onChange={(e) => onSet(set.id, { kind: e.target.value as SetKind })}
                  className="absolute inset-0 size-full cursor-pointer opacity-0"
                >
                  {SET_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {SET_KIND_LABEL[kind]}
                    </option>
                  ))}
                </select>
              </td>
              <td
                className="truncate text-xs text-slate-600"
                title={describePrevious(last, index, item.kind, system)}
              >
                {describePrevious(last, index, item.kind, system)}
              </td>
              {timed ? (
                <td>
                  <input
                    aria-label={`Set ${n} seconds`}
                    inputMode="numeric"
                    value={set.seconds}
                    onChange={(e) => onSet(set.id, { seconds: e.target.value })}
                    className={`${INPUT} ${border("seconds")}`}
                    {...invalid("seconds")}
                  />
                </td>
              ) : (
                <>
                  {weightCol ? (
                    <td>
                      <input
                        aria-label={`Set ${n} ${weightWord} (${unit})`}
                        inputMode="decimal"
                        value={set.weight}
                        onChange={(e) => onSet(set.id, { weight: e.target.value })}
                        className={`${INPUT} ${border("weightKg")}`}
                        {...invalid("weightKg")}
                      />
                    </td>
                  ) : null}
                  <td>
                    <input
                      aria-label={`Set ${n} reps`}
                      inputMode="numeric"
                      value={set.reps}
                      onChange={(e) => onSet(set.id, { reps: e.target.value })}
                      className={`${INPUT} ${border("reps")}`}
                      {...invalid("reps")}
                    />
                  </td>
                </>
              )}
              {showRpe ? (
                <td>
                  <input
                    aria-label={`Set ${n} RPE`}
                    inputMode="decimal"
                    value={set.rpe}
                    onChange={(e) => onSet(set.id, { rpe: e.target.value })}
                    className={`${INPUT} ${border("rpe")}`}
                    {...invalid("rpe")}
                  />
                </td>
              ) : null}
              <td className="text-center">
                <input
                  type="checkbox"
                  aria-label={`Set ${n} done`}
                  checked={set.done}
                  onChange={(e) => onTick(set.id, e.target.checked)}
                  className="size-6 cursor-pointer rounded accent-green-700"
                />
              </td>
              <td className="text-center">
                <button
                  type="button"
                  aria-label={`Remove set ${n}`}
                  onClick={() => onRemoveSet(set.id)}
                  className="inline-flex size-7 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
                >
                  <X className="size-4" aria-hidden />
                </button>
              </td>
            </tr>,
            records.length > 0 || errors.length > 0 ? (
              <tr key={`${set.id}-notes`}>
                <td />
                <td colSpan={showRpe ? 6 : 5}>
                  {records.length > 0 ? (
                    <ul aria-label={`Set ${n} records`} className="flex flex-wrap gap-1">
                      {records.map((kind) => (
                        <li
                          key={kind}
                          className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
                        >
                          <Trophy className="size-3.5" aria-hidden /> {RECORD_LABEL[kind]}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {errors.length > 0 ? (
                    <p id={errorId} role="alert" className="text-xs text-red-700">
                      Set {n}: {errors.join(" ")}
                    </p>
                  ) : null}
                </td>
              </tr>
            ) : null,
          ];
        })}
      </tbody>
    </table>
  );
}

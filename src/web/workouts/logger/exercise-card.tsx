import { useId, useState } from "react";
import { Link } from "react-router";
import { EllipsisVertical, Plus } from "lucide-react";
import type { LastPerformance, WorkoutItem } from "../../../contract/workouts";
import { METRES_PER_MILE, parseClock } from "../../../domain/training";
import type { UnitSystem } from "../../../domain/units";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { formatNumber } from "../../lib/format";
import { parseTypedNumber } from "../../lib/typed-number";
import { describePrevious, paceAndSpeed } from "../training-format";
import {
  defaultRestSeconds,
  distanceUnitOf,
  isSingleRow,
  type DraftItem,
  type DraftSet,
} from "./draft";
import { SetTable } from "./set-table";

export interface ExerciseCardActions {
  onChange: (patch: Partial<DraftItem>) => void;
  onSet: (setId: string, patch: Partial<DraftSet>) => void;
  onTick: (setId: string, done: boolean) => void;
  onAddSet: () => void;
  onRemoveSet: (setId: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onSupersetNext: () => void;
  onLeaveSuperset: () => void;
}

interface Props extends ExerciseCardActions {
  item: DraftItem;
  index: number;
  count: number;
  system: UnitSystem;
  last: LastPerformance | undefined;
  served: WorkoutItem | undefined;
  fieldErrors: Record<string, string>;
}

const MENU_ITEM =
  "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 disabled:text-slate-400";

/** One exercise of the workout being logged: its sets (or distance and time), notes and options. */
export function ExerciseCard(props: Props) {
  const { item, index, count, system, last, served, fieldErrors } = props;
  const [showRpe, setShowRpe] = useState(() => item.sets.some((s) => s.rpe !== ""));
  const titleId = useId();
  const error = (field: string) => fieldErrors[`${item.id}/${field}`];
  const rest = item.restSeconds ?? defaultRestSeconds(item.kind);
  const setsError = error("sets");

  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="grid min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {item.exerciseName}
          </h3>
          <p className="text-xs text-slate-600">
            {served ? `${formatNumber(served.kcal)} kcal · ${served.met} MET` : null}
            {served && !isSingleRow(item.kind) ? " · " : null}
            {isSingleRow(item.kind) ? null : `Rest ${formatNumber(rest)} s`}
          </p>
        </div>
        <details className="relative shrink-0">
          <summary className="flex size-9 cursor-pointer list-none items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
            <EllipsisVertical className="size-5" aria-hidden />
            <span className="sr-only">Options for {item.exerciseName}</span>
          </summary>
          <div className="absolute right-0 z-10 mt-1 grid w-56 gap-0.5 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
            <Link
              to={`/app/workouts/exercises/${encodeURIComponent(item.exerciseId)}`}
              className={MENU_ITEM}
            >
              History of {item.exerciseName}
            </Link>
            <button
              type="button"
              className={MENU_ITEM}
              disabled={index === 0}
              onClick={() => props.onMove(-1)}
            >
              Move up
            </button>
            <button
              type="button"
              className={MENU_ITEM}
              disabled={index === count - 1}
              onClick={() => props.onMove(1)}
            >
              Move down
            </button>
            <button
              type="button"
              className={MENU_ITEM}
              disabled={index === count - 1}
              onClick={props.onSupersetNext}
            >
              Superset with next
            </button>
            {item.supersetGroup !== null ? (
              <button type="button" className={MENU_ITEM} onClick={props.onLeaveSuperset}>
                Leave the superset
              </button>
            ) : null}
            {isSingleRow(item.kind) ? null : (
              <button type="button" className={MENU_ITEM} onClick={() => setShowRpe((v) => !v)}>
                {showRpe ? "Hide RPE" : "Show RPE"}
              </button>
            )}
            <button type="button" className={`${MENU_ITEM} text-red-700`} onClick={props.onRemove}>
              Remove {item.exerciseName}
            </button>
          </div>
        </details>
      </div>

      {isSingleRow(item.kind) ? (
        <SingleRow {...props} />
      ) : (
        <>
          <SetTable
            item={item}
            system={system}
            last={last}
            served={served}
            showRpe={showRpe}
            fieldErrors={fieldErrors}
            onSet={props.onSet}
            onTick={props.onTick}
            onRemoveSet={props.onRemoveSet}
          />
          {setsError ? (
            <p role="alert" className="text-sm text-red-700">
              {setsError}
            </p>
          ) : null}
          <Button
            variant="secondary"
            className="justify-self-start px-3 py-1.5"
            onClick={props.onAddSet}
          >
            <Plus className="size-4" aria-hidden /> Add set
          </Button>
        </>
      )}

      <details className="text-sm">
        <summary className="cursor-pointer text-slate-700">
          Notes{isSingleRow(item.kind) ? "" : ", time and rest"}
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          <TextField
            label="Notes"
            className="sm:col-span-3"
            value={item.notes}
            maxLength={500}
            error={error("notes")}
            onChange={(e) => props.onChange({ notes: e.target.value })}
          />
          {isSingleRow(item.kind) ? null : (
            <>
              <TextField
                label="Duration (min, optional)"
                inputMode="decimal"
                value={item.durationMin}
                error={error("durationMin")}
                onChange={(e) => props.onChange({ durationMin: e.target.value })}
              />
              <TextField
                label="Rest after a set (s)"
                inputMode="numeric"
                value={String(rest)}
                error={error("restSeconds")}
                onChange={(e) => {
                  const seconds = Number(e.target.value);
                  if (e.target.value === "" || Number.isInteger(seconds))
                    props.onChange({ restSeconds: e.target.value === "" ? null : seconds });
                }}
              />
            </>
          )}
        </div>
      </details>
    </div>
  );
}

/** Cardio (distance and time, with pace and speed) and activities (minutes): one row, one tick. */
function SingleRow({ item, system, last, fieldErrors, onChange, onTick }: Props) {
  const set = item.sets[0];
  const error = (field: string) => fieldErrors[`${item.id}/${field}`];
  const unit = distanceUnitOf(system);
  const metres = (parseTypedNumber(item.distance) ?? 0) * (unit === "km" ? 1000 : METRES_PER_MILE);
  const seconds = parseClock(item.time);
  const pace = item.kind === "cardio" && metres > 0 ? paceAndSpeed(metres, seconds, system) : null;
  return (
    <div className="grid gap-2">
      <p className="text-xs text-slate-600">
        Last time: {describePrevious(last, 0, item.kind, system)}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        {item.kind === "cardio" ? (
          <>
            <TextField
              label={`Distance (${unit})`}
              className="w-28"
              inputMode="decimal"
              value={item.distance}
              error={error("distanceM")}
              onChange={(e) => onChange({ distance: e.target.value })}
            />
            <TextField
              label="Time (mm:ss)"
              className="w-28"
              placeholder="27:30"
              value={item.time}
              error={
                error("durationMin") ??
                (item.time.trim() !== "" && seconds === null
                  ? "Enter the time as 27:30 or 1:02:05"
                  : undefined)
              }
              onChange={(e) => onChange({ time: e.target.value })}
            />
          </>
        ) : (
          <TextField
            label="Minutes"
            className="w-28"
            inputMode="decimal"
            value={item.durationMin}
            error={error("durationMin")}
            onChange={(e) => onChange({ durationMin: e.target.value })}
          />
        )}
        {set ? (
          <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={set.done}
              onChange={(e) => onTick(set.id, e.target.checked)}
              className="size-6 accent-green-700"
            />
            Done
          </label>
        ) : null}
      </div>
      {pace ? (
        <p className="text-sm text-slate-800">
          Pace <strong>{pace.pace}</strong> · {pace.speed}
        </p>
      ) : null}
    </div>
  );
}

import type { ExerciseKind, SetKind } from "../../domain/training";
import { toMetric, UNITS_OF, displayAmount, type UnitSystem } from "../../domain/units";
import type { Routine, SaveRoutineBody } from "../../contract/routines";
import { parseTypedNumber } from "../lib/typed-number";

/** A set target as typed: text, so a half-typed "82." or a wrong value stays on screen. */
export interface DraftSet {
  key: string;
  kind: SetKind;
  reps: string;
  weight: string;
  seconds: string;
}

export interface DraftItem {
  key: string;
  exerciseId: string;
  exerciseName: string;
  kind: ExerciseKind;
  restSeconds: string;
  /** Done in alternation with the exercise after it. */
  supersetWithNext: boolean;
  sets: DraftSet[];
}

export interface RoutineDraft {
  name: string;
  folder: string;
  notes: string;
  items: DraftItem[];
}

let counter = 0;
/** Keys for React lists: stable while rows move up and down, unlike their positions. */
export const newKey = () => `k${++counter}`;

export const EMPTY_DRAFT: RoutineDraft = { name: "", folder: "", notes: "", items: [] };

/** Cardio and activities are logged as distance and time, not sets: a routine lists them without targets. */
export const takesSets = (kind: ExerciseKind) => kind !== "cardio" && kind !== "activity";
export const takesWeight = (kind: ExerciseKind) =>
  kind === "weighted" || kind === "bodyweight" || kind === "assisted";
export const takesSeconds = (kind: ExerciseKind) => kind === "timed";

export const weightUnitOf = (system: UnitSystem) => UNITS_OF[system].bodyWeight;

export function weightLabel(kind: ExerciseKind, system: UnitSystem): string {
  const unit = weightUnitOf(system);
  if (kind === "bodyweight") return `Added ${unit}`;
  if (kind === "assisted") return `Assist ${unit}`;
  return unit;
}

const text = (value: number | null) => (value === null ? "" : String(value));

export function draftOf(routine: Routine, system: UnitSystem): RoutineDraft {
  const unit = weightUnitOf(system);
  return {
    name: routine.name,
    folder: routine.folder ?? "",
    notes: routine.notes ?? "",
    items: routine.items.map((item, index) => {
      const next = routine.items[index + 1];
      return {
        key: newKey(),
        exerciseId: item.exerciseId,
        exerciseName: item.exerciseName,
        kind: item.kind,
        restSeconds: text(item.restSeconds),
        supersetWithNext: item.supersetGroup !== null && next?.supersetGroup === item.supersetGroup,
        sets: item.sets.map((set) => ({
          key: newKey(),
          kind: set.kind,
          reps: text(set.reps),
          weight: set.weightKg === null ? "" : String(displayAmount(set.weightKg, unit)),
          seconds: text(set.seconds),
        })),
      };
    }),
  };
}

/** A new set copies the one before it: lifters add "one more like that" far more often than a blank set. */
export function nextSet(sets: DraftSet[]): DraftSet {
  const last = sets.at(-1);
  return last
    ? { ...last, key: newKey(), kind: last.kind === "warmup" ? "normal" : last.kind }
    : { key: newKey(), kind: "normal", reps: "", weight: "", seconds: "" };
}

export interface DraftResult {
  body: SaveRoutineBody;
  /** Fields the browser can already tell are not numbers, keyed like the server's (items.0.sets.1.reps). */
  errors: Record<string, string>;
}

/**
 * The body to send, in kg, and what is plainly wrong before sending. Chains of "superset with next"
 * become one group number each (1, 2, …); bounds are the server's to check, so its words are shown.
 */
export function bodyOf(draft: RoutineDraft, system: UnitSystem): DraftResult {
  const errors: Record<string, string> = {};
  const unit = weightUnitOf(system);
  const groups: Array<number | null> = [];
  let group = 0;
  draft.items.forEach((item, index) => {
    const linkedBefore = index > 0 && draft.items[index - 1]!.supersetWithNext;
    if (item.supersetWithNext && !linkedBefore) group += 1;
    groups.push(item.supersetWithNext || linkedBefore ? group : null);
  });
  // A blank is no target; text that is no number is flagged here, before the server sees it.
  const number = (value: string, field: string, message: string) => {
    const parsed = parseTypedNumber(value);
    if (parsed !== null && !Number.isFinite(parsed)) errors[field] = message;
    return parsed !== null && Number.isFinite(parsed) ? parsed : null;
  };
  const items = draft.items.map((item, i) => {
    const restSeconds = number(
      item.restSeconds,
      `items.${i}.restSeconds`,
      "Enter the rest in seconds",
    );
    return {
      exerciseId: item.exerciseId,
      supersetGroup: groups[i] ?? null,
      restSeconds,
      sets: takesSets(item.kind)
        ? item.sets.map((set, j) => {
            const field = `items.${i}.sets.${j}`;
            const weight = takesWeight(item.kind)
              ? number(set.weight, `${field}.weightKg`, "Enter the weight as a number")
              : null;
            return {
              kind: set.kind,
              reps: takesSeconds(item.kind)
                ? null
                : number(set.reps, `${field}.reps`, "Enter the reps as a number"),
              weightKg: weight === null ? null : toMetric(weight, unit),
              seconds: takesSeconds(item.kind)
                ? number(set.seconds, `${field}.seconds`, "Enter the seconds as a number")
                : null,
            };
          })
        : [],
    };
  });
  return {
    body: { name: draft.name, folder: draft.folder.trim() || null, notes: draft.notes, items },
    errors,
  };
}

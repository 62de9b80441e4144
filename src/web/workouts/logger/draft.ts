import type { ExerciseKind, SetKind } from "../../../domain/training";
import { formatClock, METRES_PER_MILE, parseClock } from "../../../domain/training";
import { displayAmount, lbToKg, type UnitSystem } from "../../../domain/units";
import type { LastPerformance, SaveWorkoutBody, Workout } from "../../../contract/workouts";
import { parseTypedNumber } from "../../lib/typed-number";

/**
 * The logger's own copy of a workout: what the user typed, as text in their units, so nothing typed
 * is lost to a refused save. Items and sets carry the browser's UUIDs from the start, so the server's
 * answer (record flags, kcal) is matched to what is on screen by id.
 */
export interface DraftSet {
  id: string;
  kind: SetKind;
  /** Load, added weight or assistance, in the user's unit (kg or lb). */
  weight: string;
  reps: string;
  /** Seconds held (timed exercises). */
  seconds: string;
  rpe: string;
  done: boolean;
}

export interface DraftItem {
  id: string;
  exerciseId: string;
  exerciseName: string;
  kind: ExerciseKind;
  /** Minutes: the optional duration of a lift, the length of an activity. */
  durationMin: string;
  intensity: "light" | "moderate" | "vigorous" | null;
  /** Cardio: in km or miles. */
  distance: string;
  /** Cardio: "27:30" or "1:02:05" (a plain number is minutes). */
  time: string;
  supersetGroup: number | null;
  restSeconds: number | null;
  notes: string;
  sets: DraftSet[];
}

export interface Draft {
  date: string;
  name: string;
  notes: string;
  /** Asked only while the user has no weigh-in; in their unit. */
  bodyWeight: string;
  startedAt: string | null;
  endedAt: string | null;
  routineId: string | null;
  items: DraftItem[];
}

export const weightUnitOf = (system: UnitSystem) => (system === "metric" ? "kg" : "lb");
export const distanceUnitOf = (system: UnitSystem) => (system === "metric" ? "km" : "mi");

/** Cardio and activities are logged as one row (distance and time, or minutes), not as sets. */
export const isSingleRow = (kind: ExerciseKind) => kind === "cardio" || kind === "activity";

/** The rest after a set when the exercise names none: longer after lifting than after a hold or a lap. */
export function defaultRestSeconds(kind: ExerciseKind): number {
  return kind === "weighted" || kind === "bodyweight" || kind === "assisted" ? 90 : 60;
}

/** A lifted weight as lifters write it: "60", "62.5", "132.3" (no trailing zero). */
export function weightText(kg: number | null, system: UnitSystem): string {
  if (kg === null) return "";
  return String(displayAmount(kg, weightUnitOf(system)));
}

export function distanceText(metres: number | null, system: UnitSystem): string {
  if (metres === null) return "";
  const value = metres / (system === "metric" ? 1000 : METRES_PER_MILE);
  return String(Math.round(value * 100) / 100);
}

const blank = (n: number | null) => (n === null ? "" : String(n));

export function setFromLast(
  last: LastPerformance["sets"][number] | undefined,
  system: UnitSystem,
  id: string,
): DraftSet {
  return {
    id,
    kind: last?.kind === "warmup" ? "warmup" : "normal",
    weight: weightText(last?.weightKg ?? null, system),
    reps: blank(last?.reps ?? null),
    seconds: blank(last?.seconds ?? null),
    rpe: "",
    done: false,
  };
}

/** A new set copies the one before it in this exercise, else what was done at that position last time. */
export function nextSet(
  item: DraftItem,
  last: LastPerformance | undefined,
  system: UnitSystem,
  id: string,
): DraftSet {
  const previous = item.sets.at(-1);
  if (previous)
    return {
      ...previous,
      id,
      kind: previous.kind === "warmup" ? "normal" : previous.kind,
      rpe: "",
      done: false,
    };
  return setFromLast(last?.sets[item.sets.length], system, id);
}

/** A freshly added exercise: as many sets as last time, pre-filled from it, none done. */
export function newItem(
  exercise: {
    id: string;
    name: string;
    kind: ExerciseKind;
    defaultIntensity: DraftItem["intensity"];
  },
  last: LastPerformance | undefined,
  system: UnitSystem,
  newId: () => string,
): DraftItem {
  const single = isSingleRow(exercise.kind);
  const count = single ? 1 : Math.max(1, last?.sets.length ?? 0);
  const lastSeconds = last?.durationMin == null ? null : Math.round(last.durationMin * 60);
  return {
    id: newId(),
    exerciseId: exercise.id,
    exerciseName: exercise.name,
    kind: exercise.kind,
    durationMin:
      exercise.kind === "activity" && last?.durationMin != null ? String(last.durationMin) : "",
    intensity: exercise.defaultIntensity,
    distance: exercise.kind === "cardio" ? distanceText(last?.distanceM ?? null, system) : "",
    time: exercise.kind === "cardio" && lastSeconds !== null ? formatClock(lastSeconds) : "",
    supersetGroup: null,
    restSeconds: null,
    notes: "",
    sets: Array.from({ length: count }, (_, i) => setFromLast(last?.sets[i], system, newId())),
  };
}

export function draftOf(workout: Workout, system: UnitSystem): Draft {
  return {
    date: workout.date,
    name: workout.name ?? "",
    notes: workout.notes ?? "",
    bodyWeight: "",
    startedAt: workout.startedAt,
    endedAt: workout.endedAt,
    routineId: workout.routineId,
    items: workout.items.map((item) => ({
      id: item.id,
      exerciseId: item.exerciseId,
      exerciseName: item.exerciseName,
      kind: item.kind,
      durationMin:
        item.kind === "cardio" || item.durationMin === null ? "" : String(item.durationMin),
      intensity: item.intensity,
      distance: distanceText(item.distanceM, system),
      time:
        item.kind === "cardio" && item.durationMin !== null
          ? formatClock(item.durationMin * 60)
          : "",
      supersetGroup: item.supersetGroup,
      restSeconds: item.restSeconds,
      notes: item.notes ?? "",
      sets: item.sets.map((set) => ({
        id: set.id,
        kind: set.kind,
        weight: weightText(set.weightKg, system),
        reps: blank(set.reps),
        seconds: blank(set.seconds),
        rpe: blank(set.rpe),
        done: set.done,
      })),
    })),
  };
}

/**
 * Typed text to a number for the API. Empty is "not given"; text that is not a number is sent as it
 * is, so the server's 400 names the very field (and the text stays on screen).
 */
function numberOf(text: string): number | string | null {
  const value = parseTypedNumber(text);
  return value !== null && Number.isNaN(value) ? text : value;
}

function kgOf(text: string, system: UnitSystem): number | string | null {
  const value = numberOf(text);
  return typeof value === "number" && system === "imperial" ? lbToKg(value) : value;
}

function metresOf(text: string, system: UnitSystem): number | string | null {
  const value = numberOf(text);
  return typeof value === "number" ? value * (system === "metric" ? 1000 : METRES_PER_MILE) : value;
}

/** Cardio time "27:30" as minutes (27.5); unreadable text goes to the server as typed. */
function minutesOfClock(text: string): number | string | null {
  if (text.trim() === "") return null;
  const seconds = parseClock(text);
  return seconds === null ? text : seconds / 60;
}

/** The body a PUT or POST sends. Cardio and activities send their time as the item's duration. */
export function bodyOf(draft: Draft, system: UnitSystem): SaveWorkoutBody {
  const bodyWeight = kgOf(draft.bodyWeight, system);
  const body = {
    date: draft.date,
    name: draft.name,
    notes: draft.notes,
    ...(bodyWeight === null ? {} : { bodyWeightKg: bodyWeight }),
    startedAt: draft.startedAt,
    endedAt: draft.endedAt,
    routineId: draft.routineId,
    items: draft.items.map((item) => {
      const cardioMinutes = item.kind === "cardio" ? minutesOfClock(item.time) : null;
      return {
        id: item.id,
        exerciseId: item.exerciseId,
        durationMin: item.kind === "cardio" ? cardioMinutes : numberOf(item.durationMin),
        intensity: item.intensity,
        distanceM: item.kind === "cardio" ? metresOf(item.distance, system) : null,
        supersetGroup: item.supersetGroup,
        restSeconds: item.restSeconds,
        notes: item.notes,
        sets: item.sets.map((set) => ({
          id: set.id,
          kind: set.kind,
          reps: isSingleRow(item.kind) || item.kind === "timed" ? null : numberOf(set.reps),
          weightKg:
            isSingleRow(item.kind) || item.kind === "timed" ? null : kgOf(set.weight, system),
          seconds: secondsOfSet(item, set, cardioMinutes),
          rpe: numberOf(set.rpe),
          done: set.done,
        })),
      };
    }),
  };
  // Text the user typed that is not a number travels as is for the server to name; the type says numbers.
  return body as unknown as SaveWorkoutBody;
}

function secondsOfSet(
  item: DraftItem,
  set: DraftSet,
  cardioMinutes: number | string | null,
): number | string | null {
  if (item.kind === "timed") return numberOf(set.seconds);
  if (item.kind === "cardio")
    return typeof cardioMinutes === "number" ? Math.round(cardioMinutes * 60) : null;
  if (item.kind === "activity") {
    const minutes = numberOf(item.durationMin);
    return typeof minutes === "number" ? Math.round(minutes * 60) : null;
  }
  return null;
}

/**
 * Where a server field error belongs on screen: "items.0.sets.1.reps" of the body that was sent
 * becomes "<item id>/<set id>/reps", so it stays on its set after the exercises are reordered.
 */
export function fieldKeyOf(path: string, draft: Draft): string {
  const parts = path.split(".");
  if (parts[0] !== "items" || parts.length < 3) return path;
  const item = draft.items[Number(parts[1])];
  if (!item) return path;
  if (parts[2] === "sets" && parts.length >= 5) {
    const set = item.sets[Number(parts[3])];
    return set ? `${item.id}/${set.id}/${parts.slice(4).join(".")}` : `${item.id}/sets`;
  }
  return `${item.id}/${parts.slice(2).join(".")}`;
}

/** The next unused superset number. */
export function nextSupersetGroup(items: DraftItem[]): number {
  return items.reduce((max, item) => Math.max(max, item.supersetGroup ?? 0), 0) + 1;
}

/** Joins an exercise with the one after it into a superset (the group of either, else a new one). */
export function supersetWithNext(items: DraftItem[], index: number): DraftItem[] {
  const a = items[index];
  const b = items[index + 1];
  if (!a || !b) return items;
  const group = a.supersetGroup ?? b.supersetGroup ?? nextSupersetGroup(items);
  return items.map((item, i) =>
    i === index || i === index + 1 ? { ...item, supersetGroup: group } : item,
  );
}

/** Runs of consecutive exercises sharing a superset number, so they are drawn joined. */
export function groupRuns(
  items: DraftItem[],
): { group: number | null; items: { item: DraftItem; index: number }[] }[] {
  const runs: { group: number | null; items: { item: DraftItem; index: number }[] }[] = [];
  items.forEach((item, index) => {
    const last = runs.at(-1);
    if (item.supersetGroup !== null && last && last.group === item.supersetGroup)
      last.items.push({ item, index });
    else runs.push({ group: item.supersetGroup, items: [{ item, index }] });
  });
  return runs;
}

/**
 * Whether ticking a set of `items[index]` starts the rest timer: a superset is done in alternation, a
 * set of each in turn, so the rest comes after its last exercise, not between its members.
 */
export function restsAfter(items: DraftItem[], index: number): boolean {
  const group = items[index]?.supersetGroup ?? null;
  return group === null || items[index + 1]?.supersetGroup !== group;
}

export function moveItem(items: DraftItem[], index: number, by: -1 | 1): DraftItem[] {
  const to = index + by;
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * Personal records of one exercise, computed from its done sets in the order they were done. Nothing
 * here is stored: an edit or a delete of an earlier workout changes what later sets beat, so the
 * server recomputes from the sets each time.
 */
import type { ExerciseKind, SetKind } from "./training";
import { epleyOneRepMax, paceSeconds } from "./training";

export type SetRecordKind = "weight" | "oneRepMax" | "volume" | "reps";

export interface RecordSetInput {
  setId: string;
  kind: SetKind;
  reps: number | null;
  weightKg: number | null;
  seconds: number | null;
  done: boolean;
}

/** One exercise's appearance in one workout (an item), with its sets in order. */
export interface RecordSessionInput {
  workoutId: string;
  date: string;
  /** Cardio: the item's distance and time. */
  distanceM: number | null;
  durationMin: number | null;
  sets: RecordSetInput[];
}

export interface RecordAt {
  workoutId: string;
  date: string;
  weightKg: number;
  reps: number;
}

export interface PersonalBests {
  heaviest: RecordAt | null;
  bestOneRepMax: (RecordAt & { valueKg: number }) | null;
  bestSetVolume: (RecordAt & { volumeKg: number }) | null;
  /** For each weight, the most reps done there, kept only where no heavier weight saw as many (lightest first). */
  mostReps: RecordAt[];
  longestSeconds: { workoutId: string; date: string; seconds: number } | null;
  longestDistance: { workoutId: string; date: string; distanceM: number } | null;
  bestPace: { workoutId: string; date: string; secondsPerKm: number } | null;
  lastDone: string | null;
}

/*
 * Weights are stored as 4-byte reals and converted from pounds, so two sets typed the same may differ
 * in the last bits: a set must beat the best by more than this to count, and a tie is never a record.
 */
const EPSILON = 1e-6;
const beats = (value: number, best: number | null) => best === null || value > best + EPSILON;

/** Sets that count: ticked done and not warm-ups. */
export function countsForRecords(set: { kind: SetKind; done: boolean }): boolean {
  return set.done && set.kind !== "warmup";
}

/**
 * An assisted exercise's weight is the machine's help, so less is better: its loads are compared
 * negated, and only rep records apply (a heavier "assistance" is no achievement).
 */
const loadOf = (exerciseKind: ExerciseKind, weightKg: number | null) =>
  exerciseKind === "assisted" ? -(weightKg ?? 0) : (weightKg ?? 0);

interface RepBest {
  load: number;
  reps: number;
}

/** Most reps among earlier sets at this load or a better one; null when no such set was done. */
function mostRepsAtOrAbove(repBests: Map<number, number>, load: number): number | null {
  let most: number | null = null;
  for (const [l, reps] of repBests)
    if (l >= load - EPSILON && (most === null || reps > most)) most = reps;
  return most;
}

/**
 * The records each set set when it was done: a set is flagged with a kind when it strictly beats every
 * earlier counted set of the exercise. The first workout holding the exercise flags nothing, since
 * there is nothing yet to beat; later sets in the same workout are compared with earlier ones in it too.
 * A rep record is more reps than any earlier set at that load or heavier, where one was done (a new
 * heaviest load is a weight record, not a rep record).
 */
export function detectRecords(
  exerciseKind: ExerciseKind,
  sessions: RecordSessionInput[],
): Map<string, SetRecordKind[]> {
  const flags = new Map<string, SetRecordKind[]>();
  if (exerciseKind !== "weighted" && exerciseKind !== "bodyweight" && exerciseKind !== "assisted")
    return flags;
  const strengthRecords = exerciseKind !== "assisted";
  let heaviest: number | null = null;
  let oneRepMax: number | null = null;
  let volume: number | null = null;
  const repBests = new Map<number, number>();
  const firstWorkoutId = sessions[0]?.workoutId;
  for (const session of sessions) {
    const flagging = session.workoutId !== firstWorkoutId;
    for (const set of session.sets) {
      if (!countsForRecords(set) || set.reps === null || set.reps <= 0) continue;
      const weight = set.weightKg ?? 0;
      const load = loadOf(exerciseKind, set.weightKg);
      const kinds: SetRecordKind[] = [];
      if (strengthRecords && weight > 0) {
        const e1rm = epleyOneRepMax(weight, set.reps);
        const vol = weight * set.reps;
        if (beats(weight, heaviest)) {
          if (heaviest !== null) kinds.push("weight");
          heaviest = weight;
        }
        if (beats(e1rm, oneRepMax)) {
          if (oneRepMax !== null) kinds.push("oneRepMax");
          oneRepMax = e1rm;
        }
        if (beats(vol, volume)) {
          if (volume !== null) kinds.push("volume");
          volume = vol;
        }
      }
      const before = mostRepsAtOrAbove(repBests, load);
      if (before !== null && set.reps > before) kinds.push("reps");
      if (set.reps > (repBests.get(load) ?? 0)) repBests.set(load, set.reps);
      if (flagging && kinds.length > 0) flags.set(set.setId, kinds);
    }
  }
  return flags;
}

/** The rep records standing now: each load's most reps, where no better load saw as many. */
function repFrontier(best: Map<number, RepBest & RecordAt>): RecordAt[] {
  const byLoadDesc = [...best.values()].sort((a, b) => b.load - a.load);
  const frontier: RecordAt[] = [];
  let most = 0;
  for (const entry of byLoadDesc) {
    if (entry.reps > most) {
      frontier.push({
        workoutId: entry.workoutId,
        date: entry.date,
        weightKg: entry.weightKg,
        reps: entry.reps,
      });
      most = entry.reps;
    }
  }
  return frontier.reverse();
}

/**
 * The bests standing after every session: each one the earliest set (or session) that reached it, so
 * a later tie does not take the record from the one who set it first.
 */
export function personalBests(
  exerciseKind: ExerciseKind,
  sessions: RecordSessionInput[],
): PersonalBests {
  const bests: PersonalBests = {
    heaviest: null,
    bestOneRepMax: null,
    bestSetVolume: null,
    mostReps: [],
    longestSeconds: null,
    longestDistance: null,
    bestPace: null,
    lastDone: null,
  };
  const strengthRecords = exerciseKind !== "assisted";
  const repBests = new Map<number, RepBest & RecordAt>();
  for (const session of sessions) {
    const where = { workoutId: session.workoutId, date: session.date };
    if (bests.lastDone === null || session.date > bests.lastDone) bests.lastDone = session.date;
    if (session.distanceM !== null && session.distanceM > 0) {
      if (beats(session.distanceM, bests.longestDistance?.distanceM ?? null))
        bests.longestDistance = { ...where, distanceM: session.distanceM };
      const pace =
        session.durationMin !== null
          ? paceSeconds(session.distanceM, session.durationMin * 60, "km")
          : null;
      // A faster pace is fewer seconds per km: compared negated.
      if (pace !== null && beats(-pace, bests.bestPace ? -bests.bestPace.secondsPerKm : null))
        bests.bestPace = { ...where, secondsPerKm: pace };
    }
    for (const set of session.sets) {
      if (!countsForRecords(set)) continue;
      if (
        set.seconds !== null &&
        set.seconds > 0 &&
        beats(set.seconds, bests.longestSeconds?.seconds ?? null)
      ) {
        bests.longestSeconds = { ...where, seconds: set.seconds };
      }
      if (set.reps === null || set.reps <= 0) continue;
      const weight = set.weightKg ?? 0;
      const at: RecordAt = { ...where, weightKg: weight, reps: set.reps };
      if (strengthRecords && weight > 0) {
        if (beats(weight, bests.heaviest?.weightKg ?? null)) bests.heaviest = at;
        const e1rm = epleyOneRepMax(weight, set.reps);
        if (beats(e1rm, bests.bestOneRepMax?.valueKg ?? null))
          bests.bestOneRepMax = { ...at, valueKg: e1rm };
        const vol = weight * set.reps;
        if (beats(vol, bests.bestSetVolume?.volumeKg ?? null))
          bests.bestSetVolume = { ...at, volumeKg: vol };
      }
      const load = loadOf(exerciseKind, set.weightKg);
      const previous = repBests.get(load);
      if (!previous || set.reps > previous.reps) repBests.set(load, { ...at, load });
    }
  }
  bests.mostReps = repFrontier(repBests);
  return bests;
}

/** A day's summary for the history chart: best Epley estimate and the volume of its counted sets. */
export function sessionSummary(sets: RecordSetInput[]): {
  bestOneRepMaxKg: number | null;
  volumeKg: number;
} {
  let best: number | null = null;
  let volume = 0;
  for (const set of sets) {
    if (
      !countsForRecords(set) ||
      set.reps === null ||
      set.weightKg === null ||
      set.reps <= 0 ||
      set.weightKg <= 0
    )
      continue;
    const e1rm = epleyOneRepMax(set.weightKg, set.reps);
    if (best === null || e1rm > best) best = e1rm;
    volume += set.weightKg * set.reps;
  }
  return { bestOneRepMaxKg: best, volumeKg: volume };
}

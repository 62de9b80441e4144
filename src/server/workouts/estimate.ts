import type { ParsedSaveWorkoutBody } from "../../contract/workouts";
import {
  exerciseKindOf,
  metForSpeed,
  speedActivityOf,
  type ExerciseKind,
  type SetKind,
} from "../../domain/training";
import {
  caloriesBurned,
  defaultIntensityFor,
  intensitiesFor,
  metFor,
  WORKOUT_LIMITS,
  type MetSource,
} from "../../domain/workouts";
import type { Db } from "../db/client";
import { badRequest, fieldError } from "../errors";
import { getLatestWeightKg } from "../weight/service";
import { getVisibleExercises } from "./exercises";

type ItemInput = ParsedSaveWorkoutBody["items"][number];

export interface EstimatedSet {
  id: string | undefined;
  position: number;
  kind: SetKind;
  reps: number | null;
  weightKg: number | null;
  seconds: number | null;
  rpe: number | null;
  done: boolean;
}

export interface EstimatedItem {
  id: string | undefined;
  position: number;
  exerciseId: string;
  durationMin: number | null;
  intensity: "light" | "moderate" | "vigorous" | null;
  distanceM: number | null;
  supersetGroup: number | null;
  restSeconds: number | null;
  notes: string | null;
  met: number;
  kcal: number;
  sets: EstimatedSet[];
}

/**
 * The body weight the estimate uses: the last weigh-in on or before the workout's day (a workout
 * logged days later burned what the body weighed then), else the latest weigh-in, else the weight
 * typed on the form, else (when editing) the weight the workout was saved with. Never a made-up
 * average: without any of them, the user is asked for it.
 */
export async function resolveBodyWeightKg(
  db: Db,
  options: {
    userId: string;
    date: string;
    typed: number | null | undefined;
    saved?: number | undefined;
  },
): Promise<number> {
  const latest =
    (await getLatestWeightKg(db, options.userId, { onOrBefore: options.date })) ??
    (await getLatestWeightKg(db, options.userId));
  if (latest !== null) return latest;
  if (options.typed !== null && options.typed !== undefined) return options.typed;
  if (options.saved !== undefined) return options.saved;
  throw fieldError(
    "bodyWeightKg",
    "Enter your body weight: calories burned are estimated from it until you log a weigh-in",
  );
}

/**
 * The MET of one item: a run, walk or ride with its own distance and time takes the Compendium row
 * for its speed (src/domain/training.ts); anything else its activity's or category's value.
 */
export function metOfItem(
  exercise: { id: string; category: string },
  item: {
    intensity: "light" | "moderate" | "vigorous" | null;
    distanceM: number | null;
    durationMin: number | null;
  },
): MetSource | null {
  const speedActivity = speedActivityOf(exercise.id);
  if (speedActivity && item.distanceM && item.durationMin) {
    const row = metForSpeed(speedActivity, item.distanceM, item.durationMin * 60);
    if (row) return { met: row.met, code: row.code, description: row.description };
  }
  return metFor(exercise, item.intensity);
}

/** Kinds logged as sets of reps; the others (timed aside) are logged with a time or a distance. */
const DISTANCE_KINDS: readonly ExerciseKind[] = ["cardio", "activity"];

/**
 * Minutes of the session no exercise claimed: its start-to-end time (start to now while it is still
 * going) less the explicit durations. Capped at the longest duration one exercise may have, so a
 * workout left running overnight does not turn into a day of exercise.
 */
export function remainingMinutes(
  times: { startedAt: Date | null; endedAt: Date | null; now: Date },
  explicitMinutes: number,
): number {
  if (!times.startedAt) return 0;
  const end = times.endedAt ?? times.now;
  const elapsed = Math.min(
    Math.max(0, (end.getTime() - times.startedAt.getTime()) / 60_000),
    WORKOUT_LIMITS.durationMin.max,
  );
  return Math.max(0, elapsed - explicitMinutes);
}

/**
 * Checks each item against the exercises this user may log and works out its MET and kcal: an item
 * with its own duration counts MET × kg × h of it; the others share the session's remaining minutes
 * in proportion to their done sets (at least one each). No time anywhere gives 0 kcal, not a guess.
 */
export async function estimateItems(
  db: Db,
  options: {
    userId: string;
    items: ItemInput[];
    bodyWeightKg: number;
    startedAt: Date | null;
    endedAt: Date | null;
    now?: Date;
  },
): Promise<EstimatedItem[]> {
  const { items, bodyWeightKg } = options;
  const visible = await getVisibleExercises(db, {
    userId: options.userId,
    ids: items.map((i) => i.exerciseId),
  });
  const errors: Record<string, string> = {};
  const estimated: EstimatedItem[] = [];
  items.forEach((item, position) => {
    const exercise = visible.get(item.exerciseId);
    if (!exercise) {
      errors[`items.${position}.exerciseId`] = "Choose an exercise from the library";
      return;
    }
    const allowed = intensitiesFor(exercise);
    const intensity =
      allowed.length === 0 ? null : (item.intensity ?? defaultIntensityFor(exercise));
    if (intensity !== null && !allowed.includes(intensity)) {
      errors[`items.${position}.intensity`] = `Choose one of: ${allowed.join(", ")}`;
      return;
    }
    const distanceM = item.distanceM ?? null;
    if (distanceM !== null && !DISTANCE_KINDS.includes(exerciseKindOf(exercise))) {
      errors[`items.${position}.distanceM`] = `${exercise.name} is not logged with a distance`;
      return;
    }
    const durationMin = item.durationMin ?? null;
    const source = metOfItem(exercise, { intensity, distanceM, durationMin });
    if (!source) {
      errors[`items.${position}.exerciseId`] = "No MET value is known for this exercise";
      return;
    }
    estimated.push({
      id: item.id,
      position,
      exerciseId: exercise.id,
      durationMin,
      intensity,
      distanceM,
      supersetGroup: item.supersetGroup ?? null,
      restSeconds: item.restSeconds ?? null,
      notes: item.notes || null,
      met: source.met,
      kcal:
        durationMin === null
          ? 0
          : caloriesBurned({ met: source.met, weightKg: bodyWeightKg, durationMin }),
      sets: item.sets.map((set, setPosition) => ({
        id: set.id,
        position: setPosition,
        kind: set.kind,
        reps: set.reps ?? null,
        weightKg: set.weightKg ?? null,
        seconds: set.seconds ?? null,
        rpe: set.rpe ?? null,
        done: set.done,
      })),
    });
  });
  const [first] = Object.values(errors);
  if (first) throw badRequest(first, errors);
  shareRemainingMinutes(estimated, { ...options, now: options.now ?? new Date() });
  return estimated;
}

function shareRemainingMinutes(
  items: EstimatedItem[],
  options: { bodyWeightKg: number; startedAt: Date | null; endedAt: Date | null; now: Date },
): void {
  const sharing = items.filter((i) => i.durationMin === null);
  if (sharing.length === 0) return;
  const explicit = items.reduce((sum, i) => sum + (i.durationMin ?? 0), 0);
  const remaining = remainingMinutes(options, explicit);
  if (remaining === 0) return;
  const weightOf = (item: EstimatedItem) => Math.max(1, item.sets.filter((s) => s.done).length);
  const totalWeight = sharing.reduce((sum, i) => sum + weightOf(i), 0);
  for (const item of sharing) {
    const durationMin = (remaining * weightOf(item)) / totalWeight;
    item.kcal = caloriesBurned({ met: item.met, weightKg: options.bodyWeightKg, durationMin });
  }
}

import type { WorkoutItemInput } from "../../contract/workouts";
import { caloriesBurned, defaultIntensityFor, intensitiesFor, metFor } from "../../domain/workouts";
import type { Db } from "../db/client";
import { badRequest, fieldError } from "../errors";
import { getLatestWeightKg } from "../weight/service";
import { getExercisesByIds } from "./exercises";

export interface EstimatedItem {
  position: number;
  exerciseId: string;
  durationMin: number;
  intensity: "light" | "moderate" | "vigorous" | null;
  sets: number | null;
  reps: number | null;
  weightKg: number | null;
  met: number;
  kcal: number;
}

/**
 * The body weight the estimate uses: the latest weigh-in, else the weight typed on the form, else
 * (when editing) the weight the workout was saved with. Never a made-up average: without any of
 * them, the user is asked for it.
 */
export async function resolveBodyWeightKg(
  db: Db,
  options: { userId: string; typed: number | null | undefined; saved?: number | undefined },
): Promise<number> {
  const latest = await getLatestWeightKg(db, options.userId);
  if (latest !== null) return latest;
  if (options.typed !== null && options.typed !== undefined) return options.typed;
  if (options.saved !== undefined) return options.saved;
  throw fieldError("bodyWeightKg", "Enter your body weight: calories burned are estimated from it until you log a weigh-in");
}

/** Checks each item against its exercise and works out its MET and kcal. */
export async function estimateItems(db: Db, items: WorkoutItemInput[], bodyWeightKg: number): Promise<EstimatedItem[]> {
  const library = await getExercisesByIds(db, items.map((i) => i.exerciseId));
  const errors: Record<string, string> = {};
  const estimated: EstimatedItem[] = [];
  items.forEach((item, position) => {
    const exercise = library.get(item.exerciseId);
    if (!exercise) {
      errors[`items.${position}.exerciseId`] = "Choose an exercise from the library";
      return;
    }
    const allowed = intensitiesFor(exercise);
    const intensity = allowed.length === 0 ? null : (item.intensity ?? defaultIntensityFor(exercise));
    if (intensity !== null && !allowed.includes(intensity)) {
      errors[`items.${position}.intensity`] = `Choose one of: ${allowed.join(", ")}`;
      return;
    }
    const source = metFor(exercise, intensity);
    if (!source) {
      errors[`items.${position}.exerciseId`] = "No MET value is known for this exercise";
      return;
    }
    estimated.push({
      position,
      exerciseId: exercise.id,
      durationMin: item.durationMin,
      intensity,
      sets: item.sets ?? null,
      reps: item.reps ?? null,
      weightKg: item.weightKg ?? null,
      met: source.met,
      kcal: caloriesBurned({ met: source.met, weightKg: bodyWeightKg, durationMin: item.durationMin }),
    });
  });
  const [first] = Object.values(errors);
  if (first) throw badRequest(first, errors);
  return estimated;
}

import type { SaveWorkoutBody, Workout } from "../../contract/workouts";
import { displayAmount, lbToKg, UNITS_OF, type UnitSystem } from "../../domain/units";
import { defaultIntensityFor } from "../../domain/workouts";

/** One row of the form: what the user typed (text, in their units) and which exercise it is. */
export interface WorkoutItemValues {
  exerciseId: string;
  name: string;
  category: string;
  durationMin: string;
  intensity: string;
  sets: string;
  reps: string;
  /** In the user's unit (kg or lb); the field keeps the API's name so server errors land on it. */
  weightKg: string;
}

export interface WorkoutFormValues {
  date: string;
  notes: string;
  /** Asked only while no weigh-in exists; in the user's unit. */
  bodyWeightKg: string;
  items: WorkoutItemValues[];
}

/** "" is "not given"; anything else is read as a number (NaN stays NaN, for the schema to refuse). */
function numberOrUndefined(text: string): number | undefined {
  const trimmed = text.trim().replace(",", ".");
  return trimmed === "" ? undefined : Number(trimmed);
}

function toKg(text: string, system: UnitSystem): number | undefined {
  const value = numberOrUndefined(text);
  return value === undefined || system === "metric" ? value : lbToKg(value);
}

/** The API body for the form's values; weights go to kg. */
export function toSaveWorkoutBody(values: WorkoutFormValues, system: UnitSystem): SaveWorkoutBody {
  return {
    date: values.date,
    notes: values.notes.trim() === "" ? undefined : values.notes,
    bodyWeightKg: toKg(values.bodyWeightKg, system),
    items: values.items.map((item) => ({
      exerciseId: item.exerciseId,
      durationMin: numberOrUndefined(item.durationMin) as number,
      intensity: item.intensity === "" ? null : (item.intensity as "light" | "moderate" | "vigorous"),
      sets: numberOrUndefined(item.sets) ?? null,
      reps: numberOrUndefined(item.reps) ?? null,
      weightKg: toKg(item.weightKg, system) ?? null,
    })),
  };
}

const shown = (kg: number | null, system: UnitSystem) => (kg === null ? "" : String(displayAmount(kg, UNITS_OF[system].bodyWeight)));

export function newItemValues(exercise: { id: string; name: string; category: string }): WorkoutItemValues {
  return {
    exerciseId: exercise.id,
    name: exercise.name,
    category: exercise.category,
    durationMin: "",
    intensity: defaultIntensityFor(exercise) ?? "",
    sets: "",
    reps: "",
    weightKg: "",
  };
}

/** The form's values for a saved workout, for editing. */
export function fromWorkout(workout: Workout, system: UnitSystem): WorkoutFormValues {
  return {
    date: workout.date,
    notes: workout.notes ?? "",
    // Shown (and used) only while no weigh-in exists: the weight this workout was estimated with.
    bodyWeightKg: shown(workout.bodyWeightKg, system),
    items: workout.items.map((item) => ({
      exerciseId: item.exerciseId,
      name: item.exerciseName,
      category: item.category,
      durationMin: String(item.durationMin),
      intensity: item.intensity ?? "",
      sets: item.sets === null ? "" : String(item.sets),
      reps: item.reps === null ? "" : String(item.reps),
      weightKg: shown(item.weightKg, system),
    })),
  };
}

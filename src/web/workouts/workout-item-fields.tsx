import { useId } from "react";
import { Trash2 } from "lucide-react";
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import type { SaveWorkoutBody } from "../../contract/workouts";
import type { UnitSystem } from "../../domain/units";
import { caloriesBurned, intensitiesFor, isStrengthCategory, metFor, type Intensity } from "../../domain/workouts";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { formatNumber } from "../lib/format";
import { selectClass } from "./filter-select";
import type { WorkoutFormValues } from "./form-values";

interface Props {
  index: number;
  control: Control<WorkoutFormValues, unknown, SaveWorkoutBody>;
  register: UseFormRegister<WorkoutFormValues>;
  errors: FieldErrors<WorkoutFormValues>;
  unitSystem: UnitSystem;
  /** The weight the estimate will use (kg), or null while the user has not given one. */
  bodyWeightKg: number | null;
  onRemove: () => void;
}

/** The estimate shown while typing, by the same rule the server stores: MET × kg × h. */
export function estimateKcal(item: { exerciseId: string; category: string; durationMin: string; intensity: string }, bodyWeightKg: number | null) {
  const source = metFor({ id: item.exerciseId, category: item.category }, (item.intensity || null) as Intensity | null);
  const minutes = Number(item.durationMin);
  if (!source) return null;
  if (bodyWeightKg === null || !Number.isFinite(minutes) || minutes <= 0) return { met: source.met, kcal: null };
  return { met: source.met, kcal: caloriesBurned({ met: source.met, weightKg: bodyWeightKg, durationMin: minutes }) };
}

/** One exercise or activity of the workout being logged. */
export function WorkoutItemFields({ index, control, register, errors, unitSystem, bodyWeightKg, onRemove }: Props) {
  const item = useWatch({ control, name: `items.${index}` });
  const intensityId = useId();
  const itemErrors = errors.items?.[index];
  const intensities = intensitiesFor({ id: item.exerciseId, category: item.category });
  const estimate = estimateKcal(item, bodyWeightKg);
  const unit = unitSystem === "metric" ? "kg" : "lb";

  return (
    <fieldset className="relative rounded-lg border border-slate-200 p-3">
      {/* A floated legend sits inside the box like a heading and still names the group. */}
      <legend className="float-left mb-3 w-full pr-12 font-semibold text-slate-900">{item.name}</legend>
      <Button variant="ghost" className="absolute top-2 right-2 px-2 py-1" onClick={onRemove} aria-label={`Remove ${item.name}`}>
        <Trash2 className="size-4" aria-hidden />
      </Button>
      <div className="clear-left grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <TextField label="Minutes" inputMode="decimal" error={itemErrors?.durationMin?.message} {...register(`items.${index}.durationMin`)} />
        {intensities.length > 0 ? (
          <div>
            <label htmlFor={intensityId} className="mb-1 block text-sm font-medium text-slate-800">
              Intensity
            </label>
            <select
              id={intensityId}
              className={selectClass(Boolean(itemErrors?.intensity))}
              aria-invalid={itemErrors?.intensity ? true : undefined}
              aria-describedby={itemErrors?.intensity ? `${intensityId}-error` : undefined}
              {...register(`items.${index}.intensity`)}
            >
              {intensities.map((i) => (
                <option key={i} value={i}>
                  {i.charAt(0).toUpperCase() + i.slice(1)}
                </option>
              ))}
            </select>
            {itemErrors?.intensity ? (
              <p id={`${intensityId}-error`} role="alert" className="mt-1 text-sm text-red-700">
                {itemErrors.intensity.message}
              </p>
            ) : null}
          </div>
        ) : null}
        {isStrengthCategory(item.category) ? (
          <>
            <TextField label="Sets" inputMode="numeric" error={itemErrors?.sets?.message} {...register(`items.${index}.sets`)} />
            <TextField label="Reps" inputMode="numeric" error={itemErrors?.reps?.message} {...register(`items.${index}.reps`)} />
            <TextField label={`Weight (${unit})`} inputMode="decimal" error={itemErrors?.weightKg?.message} {...register(`items.${index}.weightKg`)} />
          </>
        ) : null}
      </div>
      {itemErrors?.exerciseId?.message ? <p role="alert" className="mt-2 text-sm text-red-700">{itemErrors.exerciseId.message}</p> : null}
      <p className="mt-3 text-sm text-slate-700" aria-live="polite">
        {estimate === null
          ? "No MET value is known for this exercise."
          : estimate.kcal === null
            ? `${estimate.met} MET · enter the minutes${bodyWeightKg === null ? " and your body weight" : ""} to see the calories.`
            : `${estimate.met} MET · about ${formatNumber(estimate.kcal)} kcal`}
      </p>
    </fieldset>
  );
}

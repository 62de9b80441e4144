import { useState } from "react";
import { useFieldArray, useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { SaveWorkoutBody, type Exercise, type Workout, type WorkoutDefaults } from "../../contract/workouts";
import { lbToKg, UNITS_OF } from "../../domain/units";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { PlanLimitNotice, planLimitOf } from "../components/plan-limit-notice";
import { applyServerErrors } from "../lib/form-errors";
import { formatAmount, formatNumber } from "../lib/format";
import { useSaveWorkout } from "./api/save-workout";
import { ExercisePicker } from "./exercise-picker";
import { fromWorkout, newItemValues, toSaveWorkoutBody, type WorkoutFormValues } from "./form-values";
import { estimateKcal, WorkoutItemFields } from "./workout-item-fields";

interface Props {
  defaults: WorkoutDefaults;
  /** The workout being edited, or null to log a new one. */
  workout: Workout | null;
  onDone: (saved: Workout) => void;
  onCancel: () => void;
}

/** The API's schema, fed the form's text converted to numbers and kg. */
function formResolver(system: WorkoutDefaults["unitSystem"]): Resolver<WorkoutFormValues, unknown, z.output<typeof SaveWorkoutBody>> {
  const schema = z.preprocess((values) => toSaveWorkoutBody(values as WorkoutFormValues, system), SaveWorkoutBody);
  return zodResolver(schema as unknown as z.ZodType<SaveWorkoutBody, WorkoutFormValues>);
}

function fieldNamesOf(count: number): string[] {
  const perItem = ["exerciseId", "durationMin", "intensity", "sets", "reps", "weightKg"];
  const names = ["date", "notes", "bodyWeightKg", "items"];
  for (let i = 0; i < count; i += 1) names.push(...perItem.map((f) => `items.${i}.${f}`));
  return names;
}

export function WorkoutForm({ defaults, workout, onDone, onCancel }: Props) {
  const save = useSaveWorkout();
  const [formError, setFormError] = useState<string | null>(null);
  const [planError, setPlanError] = useState<ReturnType<typeof planLimitOf>>(null);
  const system = defaults.unitSystem;
  const unit = system === "metric" ? "kg" : "lb";
  const { register, control, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<
    WorkoutFormValues,
    unknown,
    z.output<typeof SaveWorkoutBody>
  >({
    resolver: formResolver(system),
    defaultValues: workout ? fromWorkout(workout, system) : { date: defaults.today, notes: "", bodyWeightKg: "", items: [] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: "items" });
  const items = useWatch({ control, name: "items" });
  const typedWeight = Number(useWatch({ control, name: "bodyWeightKg" }));
  const needsWeight = defaults.latestWeightKg === null;
  const typedKg = typedWeight > 0 ? (system === "metric" ? typedWeight : lbToKg(typedWeight)) : null;
  const estimateWeightKg = defaults.latestWeightKg ?? typedKg;
  const totalKcal = items.reduce((sum, item) => sum + (estimateKcal(item, estimateWeightKg)?.kcal ?? 0), 0);

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    setPlanError(null);
    try {
      onDone(await save.mutateAsync({ id: workout?.id ?? null, body }));
    } catch (error) {
      const limit = planLimitOf(error);
      if (limit) setPlanError(limit);
      else setFormError(applyServerErrors(error, setError, fieldNamesOf(fields.length)));
    }
  });

  const addExercise = (exercise: Exercise) => append(newItemValues(exercise), { shouldFocus: true, focusName: `items.${fields.length}.durationMin` });

  return (
    <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4" aria-label={workout ? "Edit workout" : "Log a workout"}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Date" type="date" max={defaults.today} error={errors.date?.message} {...register("date")} />
        {needsWeight ? (
          <TextField
            label={`Your body weight (${unit})`}
            inputMode="decimal"
            error={errors.bodyWeightKg?.message}
            hint="You have not logged a weight yet. Calories burned are estimated from body weight, so enter yours; it is used for this workout only."
            {...register("bodyWeightKg")}
          />
        ) : null}
      </div>
      <section aria-labelledby="workout-items-title" className="grid grid-cols-1 gap-3">
        <h3 id="workout-items-title" className="font-semibold text-slate-900">
          Exercises and activities
        </h3>
        {fields.length === 0 ? <p className="text-sm text-slate-600">Nothing added yet: search below and press Add.</p> : null}
        {errors.items?.message || errors.items?.root?.message ? (
          <p role="alert" className="text-sm text-red-700">{errors.items.message ?? errors.items.root?.message}</p>
        ) : null}
        {fields.map((field, index) => (
          <WorkoutItemFields
            key={field.id}
            index={index}
            control={control}
            register={register}
            errors={errors}
            unitSystem={system}
            bodyWeightKg={estimateWeightKg}
            onRemove={() => remove(index)}
          />
        ))}
        <ExercisePicker onPick={addExercise} />
      </section>
      <label className="grid gap-1 text-sm font-medium text-slate-800">
        Notes
        <textarea rows={2} className="rounded-lg border border-slate-300 px-3 py-2 font-normal text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200" {...register("notes")} />
        {errors.notes?.message ? <span role="alert" className="text-red-700">{errors.notes.message}</span> : null}
      </label>
      <p className="text-sm text-slate-700">
        Estimated total: <strong>{formatNumber(totalKcal)} kcal</strong>
        {estimateWeightKg === null ? "" : ` (MET × ${formatAmount(estimateWeightKg, UNITS_OF[system].bodyWeight)} ${unit} × hours)`}
      </p>
      {planError ? <PlanLimitNotice details={planError} /> : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : workout ? "Save changes" : "Save workout"}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { SaveGoalsBody } from "../../contract/goals";
import {
  isBelowSafeIntake,
  MACRO_PRESETS,
  MIN_SAFE_KCAL,
  type MacroPreset,
  type Sex,
} from "../../domain/energy";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { applyServerErrors } from "../lib/form-errors";
import { SelectField } from "../components/ui/select-field";
import { WeightField } from "../weight/weight-field";
import {
  bodyOf,
  convertMacros,
  presetValues,
  TARGET_FIELDS,
  targetsResolver,
  type TargetsContext,
  type TargetsFormValues,
} from "./targets-values";
import { formatEnergy, formatQuantity } from "../lib/format";
import { parseTypedNumber } from "../lib/typed-number";

const suffix = (text: string) => <span className="pr-3 text-sm text-slate-600">{text}</span>;
const PRESET_OPTIONS: Array<[MacroPreset, string]> = [
  ...Object.entries(MACRO_PRESETS).map(
    ([key, preset]) => [key as MacroPreset, preset.label] as [MacroPreset, string],
  ),
  ["custom", "Custom"],
];

/**
 * Every target typed exactly: calories, macros (a preset, or custom in grams or percent), fibre,
 * water and (on the goals screen) the goal weight. `onSave` sends them; server errors land under
 * their inputs and what was typed stays.
 */
export function TargetsForm({
  defaults,
  ctx,
  sex,
  submitLabel,
  onSave,
  secondary,
}: {
  defaults: TargetsFormValues;
  ctx: TargetsContext;
  sex: Sex | null;
  submitLabel: string;
  onSave: (body: SaveGoalsBody) => Promise<unknown>;
  secondary?: React.ReactNode;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TargetsFormValues>({
    resolver: targetsResolver(ctx),
    defaultValues: defaults,
  });
  const [mode, calories] = [
    useWatch({ control, name: "macroMode" }),
    useWatch({ control, name: "caloriesKcal" }),
  ];
  // Read as the form saves it, so "1500,5" warns (and is described) as the 1500.5 it will be.
  const kcal = parseTypedNumber(calories) ?? Number.NaN;
  const isLow = kcal > 0 && isBelowSafeIntake(kcal, sex);
  const typedMacros = useWatch({ control, name: ["protein", "carbs", "fat"] });
  const asGrams =
    mode === "percent"
      ? convertMacros(
          {
            ...getValues(),
            caloriesKcal: calories,
            protein: typedMacros[0],
            carbs: typedMacros[1],
            fat: typedMacros[2],
          },
          "grams",
        )
      : null;
  const macroUnit = mode === "percent" ? "%" : "g";

  const choosePreset = (preset: MacroPreset) => {
    setValue("macroPreset", preset);
    if (preset === "custom") return;
    for (const [key, value] of Object.entries(presetValues(preset)))
      setValue(key as keyof TargetsFormValues, value);
  };
  const switchMode = (next: "grams" | "percent") => {
    const converted = convertMacros(getValues(), next);
    setValue("macroMode", next);
    if (converted)
      for (const [key, value] of Object.entries(converted))
        setValue(key as keyof TargetsFormValues, value);
  };
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      await onSave(bodyOf(values, ctx));
      setSaved(true);
    } catch (error) {
      setFormError(
        applyServerErrors(
          error,
          (field, e) => setError(TARGET_FIELDS[field] ?? "caloriesKcal", e),
          Object.keys(TARGET_FIELDS),
        ),
      );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField
        label="Daily calories (kcal)"
        inputMode="numeric"
        trailing={suffix("kcal")}
        error={errors.caloriesKcal?.message}
        {...register("caloriesKcal")}
      />
      {isLow ? (
        <Alert tone="warning">
          This is below {formatEnergy(MIN_SAFE_KCAL[sex ?? "female"])}, the lowest daily intake
          advised {sex === "male" ? "for men" : "for women"} without medical supervision.
        </Alert>
      ) : null}
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">Macros</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Split"
            {...register("macroPreset", {
              onChange: (e: React.ChangeEvent<HTMLSelectElement>) =>
                choosePreset(e.target.value as MacroPreset),
            })}
          >
            {PRESET_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Type macros in"
            value={mode}
            onChange={(e) => switchMode(e.target.value as "grams" | "percent")}
          >
            <option value="grams">Grams</option>
            <option value="percent">Percent of calories</option>
          </SelectField>
        </div>
        <div className="grid grid-cols-3 gap-2">
          {(["protein", "carbs", "fat"] as const).map((key) => (
            <TextField
              key={key}
              label={`${key === "protein" ? "Protein" : key === "carbs" ? "Carbs" : "Fat"} (${macroUnit})`}
              inputMode="decimal"
              trailing={suffix(macroUnit)}
              error={errors[key]?.message}
              {...register(key, { onChange: () => setValue("macroPreset", "custom") })}
            />
          ))}
        </div>
        {asGrams ? (
          <p className="text-xs text-slate-600">
            At {formatEnergy(kcal)}: {formatQuantity(Number(asGrams.protein), "g")} protein,{" "}
            {formatQuantity(Number(asGrams.carbs), "g")} carbs,{" "}
            {formatQuantity(Number(asGrams.fat), "g")} fat (4, 4 and 9 kcal per gram).
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Fibre (g)"
          inputMode="decimal"
          trailing={suffix("g")}
          error={errors.fiberG?.message}
          {...register("fiberG")}
        />
        <TextField
          label={`Water (${ctx.unitSystem === "metric" ? "ml" : "fl oz"})`}
          inputMode="decimal"
          trailing={suffix(ctx.unitSystem === "metric" ? "ml" : "fl oz")}
          error={errors.water?.message}
          {...register("water")}
        />
      </div>
      {ctx.hasGoalWeight ? (
        <WeightField
          label="Goal weight"
          isOptional
          unit={ctx.weightUnit}
          error={errors.goalWeightMain?.message}
          register={register}
          names={{ main: "goalWeightMain", pounds: "goalWeightPounds" }}
        />
      ) : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {saved ? <Alert tone="success">Your targets are saved.</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : submitLabel}
        </Button>
        {secondary}
      </div>
    </form>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import type { CustomFood } from "../../contract/foods";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { ApiError, isApiError } from "../lib/api-client";
import { applyServerErrors } from "../lib/form-errors";
import { SelectField } from "../components/ui/select-field";
import { useSaveCustomFood } from "./api/custom-foods";
import {
  MoreNutrientsFields,
  moreFieldOf,
  moreValuesOf,
  MoreValues,
  splitMoreValues,
} from "../nutrients/more-nutrients";

const num = (label: string, required = false) =>
  z
    .string()
    .trim()
    .refine((v) => (required ? v !== "" : true), `Enter the ${label.toLowerCase()}`)
    .refine(
      (v) => v === "" || (Number.isFinite(Number(v)) && Number(v) >= 0),
      `${label} must be a number of 0 or more`,
    );

const Values = z.object({
  name: z.string().trim().min(1, "Name is required").max(120, "Name is too long"),
  basis: z.enum(["per_100g", "per_serving"]),
  servingLabel: z.string().trim().max(40, "Too long"),
  servingGrams: num("Serving weight"),
  energyKcal: num("Calories", true),
  proteinG: num("Protein"),
  carbsG: num("Carbohydrate"),
  fatG: num("Fat"),
  fiberG: num("Fibre"),
  sugarsG: num("Sugars"),
  sodiumMg: num("Sodium"),
  more: MoreValues,
});
type Values = z.infer<typeof Values>;

const NUTRIENT_FIELDS = [
  ["proteinG", "Protein (g)"],
  ["carbsG", "Carbs (g)"],
  ["fatG", "Fat (g)"],
  ["fiberG", "Fibre (g)"],
  ["sugarsG", "Sugars (g)"],
  ["sodiumMg", "Sodium (mg)"],
] as const;

const orNull = (v: string) => (v === "" ? null : Number(v));
const orEmpty = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));

/** The form's text values: empty for a new food, the food's own values when editing one. */
function valuesOf(food: CustomFood | undefined): Values {
  return {
    name: food?.name ?? "",
    basis: food?.basis ?? "per_serving",
    servingLabel: food?.servingLabel ?? "serving",
    servingGrams: orEmpty(food?.servingGrams),
    energyKcal: orEmpty(food?.nutrients.energyKcal),
    ...(Object.fromEntries(
      NUTRIENT_FIELDS.map(([k]) => [k, orEmpty(food?.nutrients[k])]),
    ) as Record<(typeof NUTRIENT_FIELDS)[number][0], string>),
    more: moreValuesOf(food),
  };
}

/**
 * A private food of the user's own; an empty nutrient stays unknown, not zero. Given `food`, it edits
 * that food. Vitamins, minerals and fats are under "More nutrients".
 */
export function CustomFoodForm({
  food,
  onSaved,
}: {
  food?: CustomFood;
  onSaved: (food: CustomFood) => void;
}) {
  const save = useSaveCustomFood(food?.id);
  const form = useForm<Values>({ resolver: zodResolver(Values), defaultValues: valuesOf(food) });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    setFormError(null);
    const more = splitMoreValues(v.more);
    try {
      const saved = await save.mutateAsync({
        name: v.name,
        basis: v.basis,
        servingLabel: v.servingLabel || "serving",
        servingGrams: orNull(v.servingGrams),
        nutrients: {
          ...food?.nutrients,
          energyKcal: Number(v.energyKcal),
          ...Object.fromEntries(NUTRIENT_FIELDS.map(([k]) => [k, orNull(v[k])])),
          ...more.nutrients,
        },
        panel: more.panel,
      });
      onSaved(saved);
    } catch (error) {
      // The API nests nutrients ("nutrients.energyKcal"); the form keeps them flat.
      const flat = isApiError(error)
        ? new ApiError(
            error.status,
            error.code,
            error.message,
            Object.fromEntries(
              Object.entries(error.fields).map(([k, m]) => [
                moreFieldOf(k) ?? k.replace(/^nutrients\./, ""),
                m,
              ]),
            ),
            error.details,
          )
        : error;
      setFormError(
        applyServerErrors(flat, form.setError, [
          ...Object.keys(Values.shape),
          ...Object.keys(Values.shape.more.shape).map((k) => `more.${k}`),
        ]),
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <TextField label="Food name" error={errors.name?.message} {...form.register("name")} />
      <SelectField label="Values are" error={errors.basis?.message} {...form.register("basis")}>
        <option value="per_serving">per serving</option>
        <option value="per_100g">per 100 g</option>
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Serving name"
          placeholder="bar, slice…"
          error={errors.servingLabel?.message}
          {...form.register("servingLabel")}
        />
        <TextField
          label="Serving weight (g, optional)"
          inputMode="decimal"
          error={errors.servingGrams?.message}
          {...form.register("servingGrams")}
        />
      </div>
      <TextField
        label="Calories (kcal)"
        inputMode="decimal"
        error={errors.energyKcal?.message}
        {...form.register("energyKcal")}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {NUTRIENT_FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            inputMode="decimal"
            error={errors[key]?.message}
            {...form.register(key)}
          />
        ))}
      </div>
      <MoreNutrientsFields register={form.register} errors={errors.more} />
      <p className="text-xs text-slate-600">
        Leave a value empty if the label does not give it: it will show as unknown, not as zero.
      </p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : food ? "Save changes" : "Save food"}
      </Button>
    </form>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import type { MealName } from "../../contract/meals";
import { PlanLimitNotice, planLimitOf } from "../components/plan-limit-notice";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { ApiError, isApiError } from "../lib/api-client";
import { applyServerErrors } from "../lib/form-errors";
import { useLogEntry } from "./api/diary";
import {
  moreFieldOf,
  moreFields,
  moreValuesSchema,
  MoreNutrientsFields,
  panelOfMoreValues,
} from "../nutrients/more-nutrients";

/** Everything of the panel but the energy and macros asked for above (sodium, fibre, vitamins...). */
const QUICK_MORE_FIELDS = moreFields(new Set(["208", "203", "205", "204"]));

const optional = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => v === "" || (Number.isFinite(Number(v)) && Number(v) >= 0),
      `${label} must be a number of 0 or more`,
    );

const QuickValues = z.object({
  name: z.string().trim().max(80, "Name is too long"),
  energyKcal: z
    .string()
    .trim()
    .min(1, "Enter the calories")
    .refine(
      (v) => Number.isFinite(Number(v)) && Number(v) >= 0,
      "Calories must be a number of 0 or more",
    ),
  proteinG: optional("Protein"),
  carbsG: optional("Carbohydrate"),
  fatG: optional("Fat"),
  more: moreValuesSchema(QUICK_MORE_FIELDS),
});
type QuickValues = z.infer<typeof QuickValues>;
const FIELDS = [
  "name",
  "energyKcal",
  "proteinG",
  "carbsG",
  "fatG",
  ...QUICK_MORE_FIELDS.map((f) => `more.${f.name}`),
];
const EMPTY_MORE = Object.fromEntries(QUICK_MORE_FIELDS.map((f) => [f.name, ""]));

const numberOrNull = (v: string) => (v === "" ? null : Number(v));

/** Calories (and optionally macros) without a food: for a restaurant meal or a label in hand. */
export function QuickAddForm({
  date,
  meal,
  onDone,
}: {
  date: string;
  meal: MealName;
  onDone: () => void;
}) {
  const log = useLogEntry();
  const form = useForm<QuickValues>({
    resolver: zodResolver(QuickValues),
    defaultValues: {
      name: "",
      energyKcal: "",
      proteinG: "",
      carbsG: "",
      fatG: "",
      more: EMPTY_MORE,
    },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const limit = planLimitOf(log.error);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await log.mutateAsync({
        date,
        meal,
        kind: "quick",
        name: values.name,
        energyKcal: Number(values.energyKcal),
        proteinG: numberOrNull(values.proteinG),
        carbsG: numberOrNull(values.carbsG),
        fatG: numberOrNull(values.fatG),
        panel: panelOfMoreValues(QUICK_MORE_FIELDS, values.more),
      });
      onDone();
    } catch (error) {
      // The API names label nutrients "panel.307"; the form's inputs are "more.n307".
      const flat = isApiError(error)
        ? new ApiError(
            error.status,
            error.code,
            error.message,
            Object.fromEntries(
              Object.entries(error.fields).map(([k, m]) => [
                moreFieldOf(k, QUICK_MORE_FIELDS) ?? k,
                m,
              ]),
            ),
            error.details,
          )
        : error;
      if (!planLimitOf(error)) setFormError(applyServerErrors(flat, form.setError, FIELDS));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <TextField
        label="Name (optional)"
        placeholder="Quick add"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextField
        label="Calories (kcal)"
        inputMode="decimal"
        error={errors.energyKcal?.message}
        {...form.register("energyKcal")}
      />
      <div className="grid grid-cols-3 gap-3">
        <TextField
          label="Protein (g)"
          inputMode="decimal"
          error={errors.proteinG?.message}
          {...form.register("proteinG")}
        />
        <TextField
          label="Carbs (g)"
          inputMode="decimal"
          error={errors.carbsG?.message}
          {...form.register("carbsG")}
        />
        <TextField
          label="Fat (g)"
          inputMode="decimal"
          error={errors.fatG?.message}
          {...form.register("fatG")}
        />
      </div>
      <MoreNutrientsFields
        register={form.register}
        errors={errors.more}
        fields={QUICK_MORE_FIELDS}
      />
      {limit ? <PlanLimitNotice details={limit} /> : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Add calories"}
      </Button>
    </form>
  );
}

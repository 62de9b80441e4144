import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import type { MealName } from "../../contract/meals";
import { PlanLimitNotice, planLimitOf } from "../components/plan-limit-notice";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { applyServerErrors } from "../lib/form-errors";
import { useLogEntry } from "./api/diary";

const optional = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || (Number.isFinite(Number(v)) && Number(v) >= 0), `${label} must be a number of 0 or more`);

const QuickValues = z.object({
  name: z.string().trim().max(80, "Name is too long"),
  energyKcal: z.string().trim().min(1, "Enter the calories").refine((v) => Number.isFinite(Number(v)) && Number(v) >= 0, "Calories must be a number of 0 or more"),
  proteinG: optional("Protein"),
  carbsG: optional("Carbohydrate"),
  fatG: optional("Fat"),
});
type QuickValues = z.infer<typeof QuickValues>;
const FIELDS = ["name", "energyKcal", "proteinG", "carbsG", "fatG"] as const;

const numberOrNull = (v: string) => (v === "" ? null : Number(v));

/** Calories (and optionally macros) without a food: for a restaurant meal or a label in hand. */
export function QuickAddForm({ date, meal, onDone }: { date: string; meal: MealName; onDone: () => void }) {
  const log = useLogEntry();
  const form = useForm<QuickValues>({ resolver: zodResolver(QuickValues), defaultValues: { name: "", energyKcal: "", proteinG: "", carbsG: "", fatG: "" } });
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
      });
      onDone();
    } catch (error) {
      if (!planLimitOf(error)) setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <TextField label="Name (optional)" placeholder="Quick add" error={errors.name?.message} {...form.register("name")} />
      <TextField label="Calories (kcal)" inputMode="decimal" error={errors.energyKcal?.message} {...form.register("energyKcal")} />
      <div className="grid grid-cols-3 gap-3">
        <TextField label="Protein (g)" inputMode="decimal" error={errors.proteinG?.message} {...form.register("proteinG")} />
        <TextField label="Carbs (g)" inputMode="decimal" error={errors.carbsG?.message} {...form.register("carbsG")} />
        <TextField label="Fat (g)" inputMode="decimal" error={errors.fatG?.message} {...form.register("fatG")} />
      </div>
      {limit ? <PlanLimitNotice details={limit} /> : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Add calories"}
      </Button>
    </form>
  );
}

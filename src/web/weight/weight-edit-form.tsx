import { useState } from "react";
import { useForm } from "react-hook-form";
import type { WeightEntry, WeightUnit } from "../../contract/weight";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { applyServerErrors } from "../lib/form-errors";
import { useUpdateWeight } from "./api/update-weight";
import { WeightField } from "./weight-field";
import { bodyOf, weightFormResolver, type WeightFormValues } from "./weight-form-values";
import { kgToTyped } from "./weight-values";
import { formatDate } from "../lib/format";

const SERVER_FIELDS = ["date", "weightMain", "bodyFat", "note"] as const;

/** Edits one weigh-in in place: its day, weight, body fat and note. */
export function WeightEditForm({
  entry,
  unit,
  today,
  onDone,
}: {
  entry: WeightEntry;
  unit: WeightUnit;
  today: string;
  onDone: () => void;
}) {
  const update = useUpdateWeight();
  const [formError, setFormError] = useState<string | null>(null);
  const typed = kgToTyped(entry.weightKg, unit);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WeightFormValues>({
    resolver: weightFormResolver(unit),
    defaultValues: {
      date: entry.date,
      weightMain: typed.main,
      weightPounds: typed.pounds,
      bodyFat: entry.bodyFatPct === null ? "" : String(entry.bodyFatPct),
      note: entry.note ?? "",
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body = bodyOf(values, unit);
    try {
      await update.mutateAsync({
        id: entry.id,
        changes: { ...body, weightKg: body.weightKg ?? entry.weightKg },
      });
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, SERVER_FIELDS));
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-3"
      aria-label={`Edit weigh-in of ${formatDate(entry.date, "medium")}`}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Date"
          type="date"
          max={today}
          error={errors.date?.message}
          {...register("date")}
        />
        <WeightField
          label="Weight"
          unit={unit}
          error={errors.weightMain?.message}
          register={register}
        />
        <TextField
          label="Body fat % (optional)"
          inputMode="decimal"
          error={errors.bodyFat?.message}
          {...register("bodyFat")}
        />
        <TextField
          label="Note (optional)"
          maxLength={500}
          error={errors.note?.message}
          {...register("note")}
        />
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save changes"}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

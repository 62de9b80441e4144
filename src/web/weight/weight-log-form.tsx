import { useState } from "react";
import { useForm } from "react-hook-form";
import type { WeightUnit } from "../../contract/weight";
import { PlanLimitNotice, planLimitOf } from "../components/plan-limit-notice";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { isApiError } from "../lib/api-client";
import { applyServerErrors } from "../lib/form-errors";
import { LimitReached } from "../plan/limit-reached";
import { useWeight } from "./api/get-weight";
import { useLogWeight } from "./api/log-weight";
import { WeightField } from "./weight-field";
import { bodyOf, weightFormResolver, type WeightFormValues } from "./weight-form-values";
import { formatBodyWeight, formatDate } from "../lib/format";

const SERVER_FIELDS = ["date", "weightMain", "bodyFat", "note"] as const;
type Existing = { date: string; weightKg: number };

function existingOf(error: unknown): Existing | null {
  if (!isApiError(error, 409) || error.code !== "weight_exists") return null;
  const details = error.details as Partial<Existing> | undefined;
  return details?.date && typeof details.weightKg === "number"
    ? { date: details.date, weightKg: details.weightKg }
    : null;
}

/**
 * Log a weigh-in, or, once the month's weigh-ins have used the plan's allowance, say so before anything
 * is typed (a logged day can still be corrected in the history: that is no new entry).
 */
export function WeightLogForm({ unit, today }: { unit: WeightUnit; today: string }) {
  const usage = useWeight().data?.usage;
  if (usage && usage.limit !== -1 && usage.used >= usage.limit) {
    return (
      <section className="grid gap-3" aria-labelledby="log-weight-heading">
        <h2 id="log-weight-heading" className="text-lg font-semibold text-slate-900">
          Log a weigh-in
        </h2>
        <LimitReached
          what="weight entries this month"
          used={usage.used}
          max={usage.limit}
          testId="weight-limit-reached"
        />
        <p className="text-sm text-slate-600">
          You can still correct a day you have logged, in the history.
        </p>
      </section>
    );
  }
  return <WeightEntryForm unit={unit} today={today} />;
}

/** The form itself. A second weigh-in on the same day asks first, then replaces the first. */
function WeightEntryForm({ unit, today }: { unit: WeightUnit; today: string }) {
  const logWeight = useLogWeight();
  const [existing, setExisting] = useState<Existing | null>(null);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const empty = { date: today, weightMain: "", weightPounds: "", bodyFat: "", note: "" };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WeightFormValues>({
    resolver: weightFormResolver(unit),
    defaultValues: empty,
  });

  const save = (replace: boolean) =>
    handleSubmit(async (values) => {
      setMessage(null);
      const body = bodyOf(values, unit);
      try {
        await logWeight.mutateAsync({ ...body, weightKg: body.weightKg ?? 0, replace });
        setExisting(null);
        reset({ ...empty, date: values.date });
        setMessage({
          tone: "success",
          text: `Saved ${formatBodyWeight(body.weightKg ?? 0, unit)} for ${formatDate(values.date, "medium")}.`,
        });
      } catch (error) {
        const clash = existingOf(error);
        if (clash) return setExisting(clash);
        if (planLimitOf(error)) return;
        const text = applyServerErrors(error, setError, SERVER_FIELDS);
        if (text) setMessage({ tone: "error", text });
      }
    });

  const limit = planLimitOf(logWeight.error);
  return (
    <form
      noValidate
      onSubmit={save(false)}
      className="grid gap-4"
      aria-labelledby="log-weight-heading"
    >
      <h2 id="log-weight-heading" className="text-lg font-semibold text-slate-900">
        Log a weigh-in
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Date"
          type="date"
          max={today}
          error={errors.date?.message}
          {...register("date", { onChange: () => setExisting(null) })}
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
          autoComplete="off"
          error={errors.bodyFat?.message}
          {...register("bodyFat")}
        />
        <TextField
          label="Note (optional)"
          autoComplete="off"
          maxLength={500}
          error={errors.note?.message}
          {...register("note")}
        />
      </div>
      {existing ? (
        <div
          role="alert"
          className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p>
            You already have a weigh-in on {formatDate(existing.date, "medium")}:{" "}
            <strong>{formatBodyWeight(existing.weightKg, unit)}</strong>. Replace it with this one?
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void save(true)()} disabled={isSubmitting}>
              Replace it
            </Button>
            <Button variant="secondary" onClick={() => setExisting(null)}>
              Keep the old one
            </Button>
          </div>
        </div>
      ) : null}
      {limit ? <PlanLimitNotice details={limit} /> : null}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <div>
        <Button type="submit" disabled={isSubmitting || existing !== null}>
          {isSubmitting ? "Saving..." : "Save weigh-in"}
        </Button>
      </div>
    </form>
  );
}

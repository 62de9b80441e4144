import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { NEW_PLAN_LIMITS, PlanBody, type AdminPlan } from "../../../contract/admin-plans";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { TextField } from "../../components/ui/text-field";
import { applyServerErrors } from "../../lib/form-errors";
import { formatMoney } from "../../lib/format";
import { useSavePlan } from "./api";

/** The form edits features as one per line; everything else is the contract's PlanBody. */
const PlanForm = PlanBody.extend({ features: z.string().max(4000) });
type PlanForm = z.infer<typeof PlanForm>;

const COUNT_LIMITS = [
  ["weight_entries_per_month", "Weight entries per month"],
  ["meal_entries_per_day", "Meal entries per day"],
  ["workout_entries_per_month", "Workout entries per month"],
] as const;
const FLAG_LIMITS = [
  ["data_export", "Data export"],
  ["priority_support", "Priority support"],
  ["custom_meal_plans", "Custom meal plans"],
  ["client_management", "Client management"],
  ["api_access", "API access"],
] as const;

/** Defaults of a new plan (admin spec, section 5): prices 0, default limits, active, sort order = count + 1. */
const newPlan = (planCount: number): PlanForm => ({
  name: "",
  description: "",
  priceMonthly: 0,
  priceYearly: 0,
  features: "",
  limits: { ...NEW_PLAN_LIMITS },
  isActive: true,
  sortOrder: planCount + 1,
});
const fromPlan = (plan: AdminPlan): PlanForm => ({ ...plan, features: plan.features.join("\n") });
const SERVER_FIELDS = [
  "name",
  "description",
  "priceMonthly",
  "priceYearly",
  "features",
  "isActive",
  "sortOrder",
  ...COUNT_LIMITS.map(([k]) => `limits.${k}`),
];

/** Create (plan null) or edit a plan; saving stores it on the server and returns to the view. */
export function PlanEditor({
  plan,
  planCount,
  onDone,
}: {
  plan: AdminPlan | null;
  planCount: number;
  onDone: (id: string | null) => void;
}) {
  const save = useSavePlan();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PlanForm>({
    resolver: zodResolver(PlanForm),
    defaultValues: plan ? fromPlan(plan) : newPlan(planCount),
  });
  const { errors } = form.formState;
  const [monthly, yearly] = useWatch({
    control: form.control,
    name: ["priceMonthly", "priceYearly"],
  });
  const dollars = (cents: number) =>
    Number.isInteger(cents) ? formatMoney(cents) : "whole cents only";

  const submit = form.handleSubmit(async ({ features, ...values }) => {
    setFormError(null);
    const body = {
      ...values,
      features: features
        .split("\n")
        .map((f) => f.trim())
        .filter(Boolean),
    };
    try {
      const saved = await save.mutateAsync({ id: plan?.id ?? null, body });
      onDone(saved.id);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, SERVER_FIELDS));
    }
  });
  const number = { valueAsNumber: true } as const;

  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold text-slate-900">
        {plan ? `Edit ${plan.name}` : "Create Plan"}
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" error={errors.name?.message} {...form.register("name")} />
        <TextField
          label="Sort order"
          type="number"
          step={1}
          error={errors.sortOrder?.message}
          {...form.register("sortOrder", number)}
        />
        <div className="sm:col-span-2">
          <label
            htmlFor="plan-description"
            className="mb-1 block text-sm font-medium text-slate-800"
          >
            Description
          </label>
          <textarea
            id="plan-description"
            rows={2}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2"
            {...form.register("description")}
          />
          {errors.description ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {errors.description.message}
            </p>
          ) : null}
        </div>
        <TextField
          label="Monthly price (cents)"
          type="number"
          step={1}
          hint={dollars(monthly)}
          error={errors.priceMonthly?.message}
          {...form.register("priceMonthly", number)}
        />
        <TextField
          label="Yearly price (cents)"
          type="number"
          step={1}
          hint={dollars(yearly)}
          error={errors.priceYearly?.message}
          {...form.register("priceYearly", number)}
        />
        <div className="sm:col-span-2">
          <label htmlFor="plan-features" className="mb-1 block text-sm font-medium text-slate-800">
            Features (one per line)
          </label>
          <textarea
            id="plan-features"
            rows={4}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2"
            {...form.register("features")}
          />
          {errors.features ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {errors.features.message}
            </p>
          ) : null}
        </div>
        <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold text-slate-900">
            Limits (-1 means unlimited)
          </legend>
          {COUNT_LIMITS.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              type="number"
              step={1}
              error={errors.limits?.[key]?.message}
              {...form.register(`limits.${key}`, number)}
            />
          ))}
        </fieldset>
        <fieldset className="grid gap-2 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Included</legend>
          {FLAG_LIMITS.map(([key, label]) => (
            <Checkbox key={key} label={label} {...form.register(`limits.${key}`)} />
          ))}
        </fieldset>
        <Checkbox
          className="sm:col-span-2"
          label="Plan is active"
          error={errors.isActive?.message}
          {...form.register("isActive")}
        />
        {formError ? (
          <div className="sm:col-span-2">
            <Alert tone="error">{formError}</Alert>
          </div>
        ) : null}
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save"}
          </Button>
          <Button variant="secondary" onClick={() => onDone(null)}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}

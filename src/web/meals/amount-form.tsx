import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import type { Portion, SuggestedAmount } from "../../contract/foods";
import { MEAL_LABELS, MEALS, MealName } from "../../contract/meals";
import { amountToGrams, MAX_ENTRY_GRAMS } from "../../domain/nutrition";
import { PlanLimitNotice, planLimitOf } from "../components/plan-limit-notice";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { ApiError, isApiError } from "../lib/api-client";
import { applyServerErrors } from "../lib/form-errors";
import { formatEnergy, formatQuantity } from "../lib/format";
import { SelectField } from "../components/ui/select-field";
import { useEffect, useState } from "react";

/** What can be eaten: the energy is per 100 g or per serving, as `basis` says. */
export interface FoodChoice {
  kind: "usda" | "custom" | "recipe";
  id: string;
  name: string;
  basis: "100 g" | "serving";
  energyKcal: number | null;
  /** Where the amount starts, as the search suggested it ("2 eggs" → 2 large). */
  suggested?: SuggestedAmount | null | undefined;
}

const AmountValues = z.object({
  quantity: z.coerce
    .number({ error: "Enter an amount as a number" })
    .positive("The amount must be more than 0")
    .max(MAX_ENTRY_GRAMS, `At most ${MAX_ENTRY_GRAMS}`),
  unitChoice: z.string().min(1),
  meal: MealName,
});
export type AmountValues = z.output<typeof AmountValues>;

/** "g", "oz", "serving" or "portion:<seq>" into the API's unit and portion. */
export function splitUnit(choice: string): {
  unit: "g" | "oz" | "serving" | "portion";
  portionSeq?: number;
} {
  if (choice.startsWith("portion:"))
    return { unit: "portion", portionSeq: Number(choice.slice(8)) };
  return { unit: choice as "g" | "oz" | "serving" };
}

function unitOptions(food: FoodChoice, portions: Portion[]) {
  if (food.kind === "recipe") return [{ value: "serving", label: "servings" }];
  const weights = [
    { value: "g", label: "grams (g)" },
    { value: "oz", label: "ounces (oz)" },
  ];
  if (food.kind === "custom")
    return food.basis === "serving"
      ? [{ value: "serving", label: "servings" }, ...weights]
      : [...weights, { value: "serving", label: "servings" }];
  return [
    ...weights,
    ...portions.map((p) => ({
      value: `portion:${p.seq}`,
      label: `${p.unit} (${formatQuantity(p.grams / p.amount, "g")})`,
    })),
  ];
}

function previewKcal(
  food: FoodChoice,
  portions: Portion[],
  quantity: number,
  choice: string,
): number | null {
  if (food.energyKcal === null || !(quantity > 0)) return null;
  const { unit, portionSeq } = splitUnit(choice);
  if (unit === "serving") return food.basis === "serving" ? food.energyKcal * quantity : null;
  if (food.basis === "serving") return null;
  const portion = portions.find((p) => p.seq === portionSeq);
  if (unit === "portion" && !portion) return null;
  return (food.energyKcal * amountToGrams(quantity, unit, portion)) / 100;
}

/** The API names the unit `unit`/`portionSeq`; the form has one select for both. */
function withFormFields(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const rename: Record<string, string> = { unit: "unitChoice", portionSeq: "unitChoice" };
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([k, v]) => [rename[k] ?? k, v]),
  );
  return new ApiError(error.status, error.code, error.message, fields, error.details);
}

/** Amount, unit and meal of one entry; server errors land under their field and values stay. */
export function AmountForm({
  food,
  portions,
  defaults,
  submitLabel,
  focusAmount = false,
  onSubmit,
  children,
}: {
  food: FoodChoice;
  portions: Portion[];
  defaults: { quantity: number; unitChoice: string; meal: MealName };
  submitLabel: string;
  /** Focus the amount, its text selected, so typing replaces it and Enter adds: the keyboard path from a search result. */
  focusAmount?: boolean;
  onSubmit: (values: AmountValues) => Promise<unknown>;
  children?: React.ReactNode;
}) {
  const form = useForm<z.input<typeof AmountValues>, unknown, AmountValues>({
    resolver: zodResolver(AmountValues),
    defaultValues: defaults,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [limitError, setLimitError] = useState<unknown>(null);
  const { errors, isSubmitting } = form.formState;
  const [typed, choice] = useWatch({ control: form.control, name: ["quantity", "unitChoice"] });
  const quantity = Number(typed);
  const kcal = previewKcal(food, portions, quantity, choice);
  const limit = planLimitOf(limitError);
  useEffect(() => {
    if (focusAmount) form.setFocus("quantity", { shouldSelect: true });
    // Only when the form appears: later renders must not pull focus back from the unit or meal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setLimitError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (planLimitOf(error)) setLimitError(error);
      else {
        setFormError(
          applyServerErrors(withFormFields(error), form.setError, [
            "quantity",
            "unitChoice",
            "meal",
          ]),
        );
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid grid-cols-[7rem_1fr] gap-3">
        <TextField
          label="Amount"
          inputMode="decimal"
          autoComplete="off"
          error={errors.quantity?.message}
          {...form.register("quantity")}
        />
        <SelectField
          label="Unit"
          error={errors.unitChoice?.message}
          {...form.register("unitChoice")}
        >
          {unitOptions(food, portions).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField label="Meal" error={errors.meal?.message} {...form.register("meal")}>
        {MEALS.map((m) => (
          <option key={m} value={m}>
            {MEAL_LABELS[m]}
          </option>
        ))}
      </SelectField>
      <p className="text-sm text-slate-700" aria-live="polite">
        {kcal === null ? (
          "Calories: shown once saved"
        ) : (
          <>
            That is about <strong>{formatEnergy(kcal)}</strong>.
          </>
        )}
      </p>
      {limit ? <PlanLimitNotice details={limit} /> : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}

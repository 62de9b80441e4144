import { useForm, type ResolverResult } from "react-hook-form";
import { AddWaterBody, WATER_MAX_ML, type WaterEntry } from "../../contract/water";
import { flOzToMl, mlToFlOz, type UnitSystem } from "../../domain/units";
import { formatNumber } from "../lib/format";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { applyServerErrors } from "../lib/form-errors";
import { parseTypedNumber } from "../lib/typed-number";
import { useAddWater } from "./api/add-water";

interface Values {
  amount: string;
}

const unitOf = (system: UnitSystem) => (system === "metric" ? "ml" : "fl oz");
const rangeMessage = (system: UnitSystem) =>
  system === "metric"
    ? `Enter an amount between 1 and ${formatNumber(WATER_MAX_ML)} ml`
    : `Enter an amount between ${formatNumber(0.1, 1)} and ${formatNumber(Math.floor(mlToFlOz(WATER_MAX_ML)))} fl oz`;

interface WaterCustomFormProps {
  unitSystem: UnitSystem;
  /** The diary day to log to; the server's today when left out. */
  date?: string;
  /** True while the screen still shows another day than `date` (see WaterQuickAdd). */
  isBusy?: boolean;
  onAdded: (entry: WaterEntry) => void;
}

/** A custom amount in ml or fl oz, checked with the API's own schema after conversion. */
export function WaterCustomForm({
  unitSystem,
  date,
  isBusy = false,
  onAdded,
}: WaterCustomFormProps) {
  const add = useAddWater();
  const toMl = (text: string) => {
    const value = parseTypedNumber(text);
    if (value === null || Number.isNaN(value)) return Number.NaN;
    return Math.round(unitSystem === "metric" ? value : flOzToMl(value));
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { amount: "" },
    resolver: (values): ResolverResult<Values> =>
      AddWaterBody.safeParse({ amountMl: toMl(values.amount) }).success
        ? { values, errors: {} }
        : {
            values: {},
            errors: { amount: { type: "validate", message: rangeMessage(unitSystem) } },
          },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      onAdded(await add.mutateAsync({ amountMl: toMl(values.amount), ...(date ? { date } : {}) }));
      reset({ amount: "" });
    } catch (error) {
      const message = applyServerErrors<{ amountMl: string }>(
        error,
        (_field, e) => setError("amount", e),
        ["amountMl"],
      );
      if (message) setError("amount", { type: "server", message });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-2">
      <TextField
        label={`Custom amount (${unitOf(unitSystem)})`}
        inputMode="decimal"
        autoComplete="off"
        className="w-48"
        trailing={<span className="pr-3 text-sm text-slate-600">{unitOf(unitSystem)}</span>}
        error={errors.amount?.message}
        {...register("amount")}
      />
      <Button type="submit" className="mt-6" disabled={isSubmitting || isBusy}>
        Add
      </Button>
    </form>
  );
}

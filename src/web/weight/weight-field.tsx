import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import type { WeightUnit } from "../../contract/weight";
import { TextField } from "../components/ui/text-field";

const suffix = (text: string) => <span className="pr-3 text-sm text-slate-600">{text}</span>;

/**
 * A weight typed in kg, in lb, or as stones and pounds (two boxes), by the user's unit. The form
 * holds it as two text fields, `weightMain` and `weightPounds` unless other names are given.
 */
export function WeightField<T extends FieldValues>({
  label,
  unit,
  error,
  register,
  names = { main: "weightMain" as Path<T>, pounds: "weightPounds" as Path<T> },
  isOptional = false,
}: {
  label: string;
  unit: WeightUnit;
  error: string | undefined;
  register: UseFormRegister<T>;
  names?: { main: Path<T>; pounds: Path<T> };
  isOptional?: boolean;
}) {
  const optional = isOptional ? ", optional" : "";
  if (unit !== "st") {
    return (
      <TextField
        label={`${label} (${unit}${optional})`}
        inputMode="decimal"
        autoComplete="off"
        trailing={suffix(unit)}
        error={error}
        {...register(names.main)}
      />
    );
  }
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {label} (st and lb{optional})
      </legend>
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label="Stones"
          inputMode="numeric"
          autoComplete="off"
          trailing={suffix("st")}
          error={error}
          {...register(names.main)}
        />
        <TextField
          label="Pounds"
          inputMode="decimal"
          autoComplete="off"
          trailing={suffix("lb")}
          {...register(names.pounds)}
        />
      </div>
    </fieldset>
  );
}

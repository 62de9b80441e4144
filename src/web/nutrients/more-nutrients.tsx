import { useState } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { z } from "zod";
import type { CustomFood } from "../../contract/foods";
import { COLUMN_OF_NUMBER, PANEL_NUTRIENTS, SR28_NUMBER_OF } from "../../domain/nutrient-panel";
import type { NutrientKey } from "../../domain/nutrition";
import { TextField } from "../components/ui/text-field";

export interface MoreField {
  name: string;
  number: string;
  column: NutrientKey | null;
  label: string;
}

/**
 * Every panel nutrient a form does not ask for above the disclosure: one of the 16 columns or an extra
 * one, by SR28 number. Field names get an "n" prefix, as react-hook-form reads "418" as an array index.
 */
export function moreFields(inMainForm: ReadonlySet<string>): MoreField[] {
  return PANEL_NUTRIENTS.filter((n) => !n.derived && !inMainForm.has(n.sources[0]!)).map((n) => {
    const number = n.sources[0]!;
    // The panel shows "Saturated" under a Fats heading; the form has no headings, so it says "fat".
    const label = ["606", "645", "646", "605"].includes(number) ? `${n.label} fat` : n.label;
    return {
      name: `n${number}`,
      number,
      column: COLUMN_OF_NUMBER.get(number) ?? null,
      label: `${label} (${n.unit})`,
    };
  });
}

/** The custom food form asks for energy, the macros, fibre, sugars and sodium above the disclosure. */
export const MORE_FIELDS = moreFields(new Set(["208", "203", "205", "204", "291", "269", "307"]));

const amountText = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => v === "" || (Number.isFinite(Number(v)) && Number(v) >= 0),
      `${label} must be a number of 0 or more`,
    );

/** The disclosure's values: text as typed, empty or a number of 0 or more. */
export const moreValuesSchema = (fields: readonly MoreField[]) =>
  z.object(
    Object.fromEntries(fields.map((f) => [f.name, amountText(f.label.replace(/ \(.*\)$/, ""))])),
  );
export const MoreValues = moreValuesSchema(MORE_FIELDS);

/** Every typed value by SR28 number (the quick add sends them all in its panel). */
export function panelOfMoreValues(
  fields: readonly MoreField[],
  values: Record<string, string>,
): Record<string, number | null> {
  return Object.fromEntries(fields.map((f) => [f.number, orNull(values[f.name])]));
}

const orEmpty = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));
const orNull = (v: string | undefined) => (v === undefined || v.trim() === "" ? null : Number(v));

/** The disclosure's text values for a food being edited (empty for a new one). */
export function moreValuesOf(food: CustomFood | undefined): Record<string, string> {
  return Object.fromEntries(
    MORE_FIELDS.map((f) => [
      f.name,
      orEmpty(f.column ? food?.nutrients[f.column] : food?.panel?.[f.number]),
    ]),
  );
}

/** The typed values split as the API takes them: column nutrients and the extra panel. */
export function splitMoreValues(values: Record<string, string>) {
  const nutrients: Partial<Record<Exclude<NutrientKey, "energyKcal">, number | null>> = {};
  const panel: Record<string, number | null> = {};
  for (const f of MORE_FIELDS) {
    if (f.column && f.column !== "energyKcal") nutrients[f.column] = orNull(values[f.name]);
    else panel[f.number] = orNull(values[f.name]);
  }
  return { nutrients, panel };
}

/** The API's field name ("nutrients.ironMg", "panel.418") as the form's ("more.n303", "more.n418"). */
export function moreFieldOf(
  apiField: string,
  fields: readonly MoreField[] = MORE_FIELDS,
): string | null {
  const panel = /^panel\.(\d+)$/.exec(apiField);
  const column = /^nutrients\.(\w+)$/.exec(apiField);
  const number = panel?.[1] ?? (column ? SR28_NUMBER_OF[column[1] as NutrientKey] : undefined);
  const field = fields.find((f) => f.number === number);
  return field ? `more.${field.name}` : null;
}

/** The "More nutrients" disclosure: vitamins, minerals and fats, each optional (empty is unknown). */
export function MoreNutrientsFields({
  register,
  errors,
  fields = MORE_FIELDS,
}: {
  register: UseFormRegister<{ more: Record<string, string> }>;
  errors: FieldErrors<{ more: Record<string, string> }>["more"];
  fields?: readonly MoreField[];
}) {
  const hasError = fields.some((f) => errors?.[f.name]);
  // Opened by the user or by an error, it stays open while they fix it (the error clearing must not shut it).
  const [isOpen, setIsOpen] = useState(false);
  return (
    <details
      className="rounded-lg border border-slate-200 px-3 py-2"
      open={isOpen || hasError}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-medium text-slate-800">
        More nutrients (vitamins, minerals, fats)
      </summary>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {fields.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            inputMode="decimal"
            error={errors?.[f.name]?.message}
            {...register(`more.${f.name}`)}
          />
        ))}
      </div>
    </details>
  );
}

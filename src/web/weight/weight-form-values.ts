import type { FieldErrors, Resolver } from "react-hook-form";
import { CreateWeightEntryBody, WEIGHT_MESSAGES, type WeightUnit } from "../../contract/weight";
import { parseTypedNumber } from "../lib/typed-number";
import { typedToKg } from "./weight-values";

/** The weigh-in form as typed, in the user's unit. */
export interface WeightFormValues {
  date: string;
  weightMain: string;
  weightPounds: string;
  bodyFat: string;
  note: string;
}

/** Server and schema field names → the input that shows the message. */
export const FIELD_OF: Record<string, keyof WeightFormValues> = {
  date: "date",
  weightKg: "weightMain",
  bodyFatPct: "bodyFat",
  note: "note",
};

export function bodyOf(values: WeightFormValues, unit: WeightUnit) {
  const weightKg = typedToKg({ main: values.weightMain, pounds: values.weightPounds }, unit);
  return {
    date: values.date,
    weightKg,
    bodyFatPct: parseTypedNumber(values.bodyFat),
    note: values.note.trim() === "" ? null : values.note,
  };
}

/** Validates with the API's own schema (CreateWeightEntryBody) after converting the unit. */
export function weightFormResolver(unit: WeightUnit): Resolver<WeightFormValues> {
  return (values) => {
    const parsed = CreateWeightEntryBody.safeParse(bodyOf(values, unit));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<WeightFormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])] ?? "weightMain";
      const message = field === "weightMain" ? WEIGHT_MESSAGES.weight : issue.message;
      errors[field] ??= { type: "validate", message };
    }
    return { values: {}, errors };
  };
}

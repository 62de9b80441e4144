import type { WeightUnit } from "../../contract/weight";
import { ACTIVITY_FACTORS, ACTIVITY_LABELS, type ActivityLevel } from "../../domain/energy";
import type { UnitSystem } from "../../domain/units";
import { TextField } from "../components/ui/text-field";
import { ChoiceGroup } from "./choice-group";
import type { AnswerErrors, WizardAnswers } from "./wizard-answers";

const suffix = (text: string) => <span className="pr-3 text-sm text-slate-600">{text}</span>;
const ACTIVITY_CHOICES = (Object.keys(ACTIVITY_FACTORS) as ActivityLevel[]).map((value) => ({
  value,
  label: ACTIVITY_LABELS[value].label,
  hint: ACTIVITY_LABELS[value].hint,
}));

/** Step 1: what the energy formula needs (age comes from the date of birth). */
export function WizardAboutStep({
  answers,
  errors,
  onChange,
  unitSystem,
  weightUnit,
  ageYears,
}: {
  answers: WizardAnswers;
  errors: AnswerErrors;
  onChange: (patch: Partial<WizardAnswers>) => void;
  unitSystem: UnitSystem;
  weightUnit: WeightUnit;
  ageYears: number;
}) {
  const field = (key: keyof WizardAnswers) => ({
    value: String(answers[key] ?? ""),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ [key]: e.target.value }),
  });
  return (
    <div className="grid gap-5">
      <p className="text-sm text-slate-600">
        You are {ageYears}, from the date of birth on your account.
      </p>
      <ChoiceGroup
        legend="Sex (for the energy formula)"
        name="sex"
        value={answers.sex}
        onChange={(sex) => onChange({ sex })}
        error={errors.sex}
        choices={[
          { value: "female", label: "Female" },
          { value: "male", label: "Male" },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {unitSystem === "metric" ? (
          <TextField
            label="Height (cm)"
            inputMode="decimal"
            trailing={suffix("cm")}
            error={errors.height}
            {...field("heightCm")}
          />
        ) : (
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-slate-800">Height</legend>
            <div className="grid grid-cols-2 gap-2">
              <TextField
                label="Feet"
                inputMode="numeric"
                trailing={suffix("ft")}
                error={errors.height}
                {...field("heightFeet")}
              />
              <TextField
                label="Inches"
                inputMode="numeric"
                trailing={suffix("in")}
                {...field("heightInches")}
              />
            </div>
          </fieldset>
        )}
        {weightUnit === "st" ? (
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-slate-800">Current weight</legend>
            <div className="grid grid-cols-2 gap-2">
              <TextField
                label="Stones"
                inputMode="numeric"
                trailing={suffix("st")}
                error={errors.weight}
                {...field("weightMain")}
              />
              <TextField
                label="Pounds"
                inputMode="decimal"
                trailing={suffix("lb")}
                {...field("weightPounds")}
              />
            </div>
          </fieldset>
        ) : (
          <TextField
            label={`Current weight (${weightUnit})`}
            inputMode="decimal"
            trailing={suffix(weightUnit)}
            error={errors.weight}
            {...field("weightMain")}
          />
        )}
      </div>
      <ChoiceGroup
        legend="How active are you?"
        name="activity"
        value={answers.activity}
        onChange={(activity) => onChange({ activity })}
        error={errors.activity}
        choices={ACTIVITY_CHOICES}
      />
    </div>
  );
}

import type { WeightUnit } from "../../contract/weight";
import { ACTIVITY_FACTORS, WEEKLY_RATE_CHOICES, type CalorieTarget } from "../../domain/energy";
import { TextField } from "../components/ui/text-field";
import { Alert } from "../components/ui/alert";
import { formatRate } from "../weight/weight-values";
import { ChoiceGroup } from "./choice-group";
import type { AnswerErrors, WizardAnswers } from "./wizard-answers";

const suffix = (text: string) => <span className="pr-3 text-sm text-slate-600">{text}</span>;
const kcal = (n: number) => `${Math.round(n).toLocaleString("en-US")} kcal`;

/** How the suggested target was reached: BMR × activity ± the energy for the rate. */
function Breakdown({ target, activity }: { target: CalorieTarget; activity: keyof typeof ACTIVITY_FACTORS }) {
  return (
    <div className="grid gap-2 rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
      <p>
        Resting energy (Mifflin-St Jeor): <strong>{kcal(target.bmr)}</strong> × activity {ACTIVITY_FACTORS[activity]} = maintenance{" "}
        <strong>{kcal(target.tdee)}</strong>
        {target.adjustment !== 0 ? (
          <>
            {" "}
            {target.adjustment < 0 ? "−" : "+"} {kcal(Math.abs(target.adjustment))} a day for your rate (about 7,700 kcal per kg)
          </>
        ) : null}
        .
      </p>
      <p className="text-base">
        Suggested daily target: <strong className="text-brand-800">{kcal(target.target)}</strong>
      </p>
      {target.isFloored ? (
        <Alert tone="warning">
          Your rate would need {kcal(target.computed)} a day, below the {kcal(target.floor)} advised as a minimum without medical
          supervision, so we suggest {kcal(target.floor)}. A slower rate gets you there more safely.
        </Alert>
      ) : null}
    </div>
  );
}

/** Step 2: lose, maintain or gain, how fast, and an optional goal weight. */
export function WizardGoalStep({
  answers,
  errors,
  onChange,
  weightUnit,
  target,
}: {
  answers: WizardAnswers;
  errors: AnswerErrors;
  onChange: (patch: Partial<WizardAnswers>) => void;
  weightUnit: WeightUnit;
  target: CalorieTarget | null;
}) {
  const goal = answers.goalType;
  const field = (key: "goalWeightMain" | "goalWeightPounds") => ({ value: answers[key], onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ [key]: e.target.value }) });
  const rates = goal && goal !== "maintain" ? WEEKLY_RATE_CHOICES[goal] : [];
  return (
    <div className="grid gap-5">
      <ChoiceGroup
        legend="Your goal"
        name="goalType"
        columns={3}
        value={goal}
        error={errors.goalType}
        onChange={(goalType) => onChange({ goalType, weeklyRateKg: goalType === "gain" ? 0.25 : 0.5 })}
        choices={[
          { value: "lose", label: "Lose weight" },
          { value: "maintain", label: "Maintain" },
          { value: "gain", label: "Gain weight" },
        ]}
      />
      {rates.length > 0 ? (
        <ChoiceGroup
          legend="How fast?"
          name="weeklyRate"
          value={String(answers.weeklyRateKg)}
          error={errors.weeklyRateKg}
          onChange={(v) => onChange({ weeklyRateKg: Number(v) })}
          choices={rates.map((rate) => ({ value: String(rate), label: `${formatRate(rate, weightUnit)} a week` }))}
        />
      ) : null}
      {goal && goal !== "maintain" ? (
        weightUnit === "st" ? (
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-slate-800">Goal weight (optional)</legend>
            <div className="grid max-w-sm grid-cols-2 gap-2">
              <TextField label="Stones" inputMode="numeric" trailing={suffix("st")} error={errors.goalWeight} {...field("goalWeightMain")} />
              <TextField label="Pounds" inputMode="decimal" trailing={suffix("lb")} {...field("goalWeightPounds")} />
            </div>
          </fieldset>
        ) : (
          <TextField className="max-w-sm" label={`Goal weight (${weightUnit}, optional)`} inputMode="decimal" trailing={suffix(weightUnit)} error={errors.goalWeight} {...field("goalWeightMain")} />
        )
      ) : null}
      {target && answers.activity ? <Breakdown target={target} activity={answers.activity} /> : null}
    </div>
  );
}

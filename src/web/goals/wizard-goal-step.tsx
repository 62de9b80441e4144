import type { WeightUnit } from "../../contract/weight";
import { isUnder18 } from "../../domain/age";
import {
  ACTIVITY_FACTORS,
  goalChoices,
  hasWeeklyRate,
  UNDER_18_LOSE_MESSAGE,
  type CalorieTarget,
  type GoalType,
} from "../../domain/energy";
import { TextField } from "../components/ui/text-field";
import { Alert } from "../components/ui/alert";
import { formatRate } from "../weight/weight-values";
import { formatEnergy, formatNumber } from "../lib/format";
import { ChoiceGroup } from "./choice-group";
import { defaultRateKg, energyPerUnitText, matchingChoice, rateChoicesKg } from "./weekly-rates";
import type { AnswerErrors, WizardAnswers } from "./wizard-answers";

const suffix = (text: string) => <span className="pr-3 text-sm text-slate-600">{text}</span>;
const GOAL_LABELS: Record<GoalType, string> = {
  lose: "Lose weight",
  maintain: "Maintain",
  gain: "Gain weight",
};
const kcal = formatEnergy;

/** How the suggested target was reached: BMR × activity ± the energy for the rate. */
function Breakdown({
  target,
  activity,
  weightUnit,
}: {
  target: CalorieTarget;
  activity: keyof typeof ACTIVITY_FACTORS;
  weightUnit: WeightUnit;
}) {
  return (
    <div className="grid gap-2 rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
      <p>
        Resting energy (Mifflin-St Jeor): <strong>{kcal(target.bmr)}</strong> × activity{" "}
        {formatNumber(ACTIVITY_FACTORS[activity], 3)} = maintenance{" "}
        <strong>{kcal(target.tdee)}</strong>
        {target.adjustment !== 0 ? (
          <>
            {" "}
            {target.adjustment < 0 ? "−" : "+"} {kcal(Math.abs(target.adjustment))} a day for your
            rate ({energyPerUnitText(weightUnit)})
          </>
        ) : null}
        .
      </p>
      <p className="text-base">
        Suggested daily target: <strong className="text-brand-800">{kcal(target.target)}</strong>
      </p>
      {target.isFloored ? (
        <Alert tone="warning">
          Your rate would need {kcal(target.computed)} a day, below the {kcal(target.floor)} advised
          as a minimum without medical supervision, so we suggest {kcal(target.floor)}. A slower
          rate gets you there more safely.
        </Alert>
      ) : null}
    </div>
  );
}

/**
 * Step 2: lose, maintain or gain, how fast, and an optional goal weight. Under 18 there is no
 * weight loss and no rate, and a notice says why in place of the lose choice (see energy.ts).
 */
export function WizardGoalStep({
  answers,
  errors,
  onChange,
  weightUnit,
  target,
  ageYears,
}: {
  answers: WizardAnswers;
  errors: AnswerErrors;
  onChange: (patch: Partial<WizardAnswers>) => void;
  weightUnit: WeightUnit;
  target: CalorieTarget | null;
  ageYears: number;
}) {
  const goal = answers.goalType;
  const field = (key: "goalWeightMain" | "goalWeightPounds") => ({
    value: answers[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ [key]: e.target.value }),
  });
  const rates =
    goal && goal !== "maintain" && hasWeeklyRate(goal, ageYears)
      ? rateChoicesKg(goal, weightUnit)
      : [];
  const chosenRate = matchingChoice(answers.weeklyRateKg, rates) ?? answers.weeklyRateKg;
  const choices = goalChoices(ageYears).map((value) => ({ value, label: GOAL_LABELS[value] }));
  return (
    <div className="grid gap-5">
      {isUnder18(ageYears) ? (
        <Alert>
          {UNDER_18_LOSE_MESSAGE}. Your suggested target is the energy to maintain your weight, from
          a formula worked out on adults, so take it as a rough guide.
        </Alert>
      ) : null}
      <ChoiceGroup
        legend="Your goal"
        name="goalType"
        columns={choices.length === 3 ? 3 : 2}
        value={goal}
        error={errors.goalType}
        onChange={(goalType) =>
          onChange({ goalType, weeklyRateKg: defaultRateKg(goalType, weightUnit) })
        }
        choices={choices}
      />
      {rates.length > 0 ? (
        <ChoiceGroup
          legend="How fast?"
          name="weeklyRate"
          value={String(chosenRate)}
          error={errors.weeklyRateKg}
          onChange={(v) => onChange({ weeklyRateKg: Number(v) })}
          choices={rates.map((rate) => ({
            value: String(rate),
            label: `${formatRate(rate, weightUnit)} a week`,
          }))}
        />
      ) : null}
      {goal && goal !== "maintain" ? (
        weightUnit === "st" ? (
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-slate-800">
              Goal weight (optional)
            </legend>
            <div className="grid max-w-sm grid-cols-2 gap-2">
              <TextField
                label="Stones"
                inputMode="numeric"
                trailing={suffix("st")}
                error={errors.goalWeight}
                {...field("goalWeightMain")}
              />
              <TextField
                label="Pounds"
                inputMode="decimal"
                trailing={suffix("lb")}
                {...field("goalWeightPounds")}
              />
            </div>
          </fieldset>
        ) : (
          <TextField
            className="max-w-sm"
            label={`Goal weight (${weightUnit}, optional)`}
            inputMode="decimal"
            trailing={suffix(weightUnit)}
            error={errors.goalWeight}
            {...field("goalWeightMain")}
          />
        )
      ) : null}
      {target && answers.activity ? (
        <Breakdown target={target} activity={answers.activity} weightUnit={weightUnit} />
      ) : null}
    </div>
  );
}

import { useMemo, useState } from "react";
import type { GoalsResponse, SaveGoalsBody } from "../../contract/goals";
import {
  calorieTarget,
  fibreTargetG,
  gramsFromPercent,
  MACRO_PRESETS,
  waterTargetMl,
} from "../../domain/energy";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import type { SetUpGoalsMutation } from "./api/save-goals";
import { TargetsForm } from "./targets-form";
import { valuesOf } from "./targets-values";
import {
  aboutErrors,
  goalErrors,
  goalWeightKgOf,
  heightCmOf,
  initialAnswers,
  rateFor,
  weightKgOf,
  type AnswerErrors,
  type WizardAnswers,
} from "./wizard-answers";
import { WizardAboutStep } from "./wizard-about-step";
import { WizardGoalStep } from "./wizard-goal-step";
import { WizardWeighInSkipped } from "./wizard-weigh-in-skipped";

const STEPS = ["About you", "Your goal", "Your targets"] as const;

/**
 * The goal wizard: about you → your goal (with the calculation shown) → targets to confirm or type.
 * Finishing stores sex and height on the profile, today's weigh-in and the targets. When the plan's
 * weight limit left the weigh-in out, the wizard ends by saying so instead of moving on.
 * `setUp` is the page's mutation, so the page keeps showing the wizard once the goals count as set up.
 */
export function GoalWizard({
  data,
  setUp,
  onDone,
  onSkip,
}: {
  data: GoalsResponse;
  setUp: SetUpGoalsMutation;
  onDone: () => void;
  onSkip?: (() => void) | undefined;
}) {
  const { about, goals } = data;
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<WizardAnswers>(() => initialAnswers(data));
  const [errors, setErrors] = useState<AnswerErrors>({});
  const change = (patch: Partial<WizardAnswers>) => {
    setAnswers((a) => ({ ...a, ...patch }));
    // An error goes once its answer is changed; Continue checks again.
    setErrors({});
  };

  const target = useMemo(() => {
    const weightKg = weightKgOf(answers, goals.weightUnit);
    const heightCm = heightCmOf(answers, about.unitSystem);
    if (
      !answers.sex ||
      !answers.activity ||
      !answers.goalType ||
      !(weightKg > 0) ||
      !(heightCm > 0)
    )
      return null;
    return calorieTarget({
      sex: answers.sex,
      weightKg,
      heightCm,
      ageYears: about.ageYears,
      activity: answers.activity,
      goal: answers.goalType,
      weeklyRateKg: rateFor(answers, about.ageYears),
    });
  }, [answers, about, goals.weightUnit]);

  const next = () => {
    const found =
      step === 0
        ? aboutErrors(answers, about.unitSystem, goals.weightUnit)
        : goalErrors(answers, goals.weightUnit, about.ageYears);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep(step + 1);
  };

  const finish = async (targets: SaveGoalsBody) => {
    const result = await setUp.mutateAsync({
      ...targets,
      sex: answers.sex!,
      heightCm: heightCmOf(answers, about.unitSystem),
      weightKg: weightKgOf(answers, goals.weightUnit),
      activityLevel: answers.activity!,
      goalType: answers.goalType!,
      weeklyRateKg: rateFor(answers, about.ageYears),
      goalWeightKg:
        answers.goalType === "maintain" ? null : goalWeightKgOf(answers, goals.weightUnit),
    });
    if (result.weighIn === "saved") onDone();
  };

  const suggested = target?.target ?? goals.caloriesKcal;
  const grams = gramsFromPercent(suggested, MACRO_PRESETS.balanced.percent);
  const targetDefaults = valuesOf(
    {
      caloriesKcal: suggested,
      proteinG: grams.protein,
      carbsG: grams.carbs,
      fatG: grams.fat,
      fiberG: fibreTargetG(suggested),
      waterMl: waterTargetMl(answers.sex),
      macroMode: "percent",
      macroPreset: "balanced",
      goalWeightKg: null,
    },
    { unitSystem: about.unitSystem, weightUnit: goals.weightUnit, hasGoalWeight: false },
  );

  if (setUp.data?.weighInLimit)
    return <WizardWeighInSkipped limit={setUp.data.weighInLimit} onDone={onDone} />;

  return (
    <Card className="mx-auto grid w-full max-w-2xl gap-6">
      <div>
        <p className="text-sm font-medium text-brand-700">
          Step {step + 1} of {STEPS.length}
        </p>
        <h2 className="text-xl font-bold text-slate-900">{STEPS[step]}</h2>
        <ol className="mt-3 grid grid-cols-3 gap-2" aria-label="Progress">
          {STEPS.map((label, i) => (
            <li
              key={label}
              className={`h-1.5 rounded-full ${i <= step ? "bg-brand-600" : "bg-slate-200"}`}
            >
              <span className="sr-only">
                {label}
                {i < step ? " (done)" : i === step ? " (current)" : ""}
              </span>
            </li>
          ))}
        </ol>
      </div>
      {step === 0 ? (
        <WizardAboutStep
          answers={answers}
          errors={errors}
          onChange={change}
          unitSystem={about.unitSystem}
          weightUnit={goals.weightUnit}
          ageYears={about.ageYears}
        />
      ) : null}
      {step === 1 ? (
        <WizardGoalStep
          answers={answers}
          errors={errors}
          onChange={change}
          weightUnit={goals.weightUnit}
          target={target}
          ageYears={about.ageYears}
        />
      ) : null}
      {step === 2 ? (
        <TargetsForm
          key={suggested}
          defaults={targetDefaults}
          ctx={{ unitSystem: about.unitSystem, weightUnit: goals.weightUnit, hasGoalWeight: false }}
          sex={answers.sex}
          submitLabel="Save my goals"
          onSave={finish}
          secondary={
            <Button variant="secondary" onClick={() => setStep(1)}>
              Back
            </Button>
          }
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={next}>Continue</Button>
          {step > 0 ? (
            <Button variant="secondary" onClick={() => setStep(step - 1)}>
              Back
            </Button>
          ) : null}
          {step === 0 && onSkip ? (
            <Button variant="ghost" onClick={onSkip}>
              I&apos;ll type my targets myself
            </Button>
          ) : null}
        </div>
      )}
    </Card>
  );
}

import { eq } from "drizzle-orm";
import type { PlanLimitDetails } from "../../contract/plan-limits";
import type {
  GoalSetupBody,
  GoalSetupResponse,
  GoalsResponse,
  MacroTargets,
  SaveGoalsBody,
} from "../../contract/goals";
import { ageOn } from "../../domain/age";
import { goalProblem, gramsFromPercent, typedGoalWeightProblem } from "../../domain/energy";
import type { Db } from "../db/client";
import { nutritionGoals } from "../db/schema";
import { fieldError } from "../errors";
import { getProfile } from "../auth/profile";
import { updateProfile } from "../profile/service";
import { getLatestWeightKg } from "../weight/latest";
import { logWeight } from "../weight/entries";
import { PlanLimitError } from "../plans/limits";
import { getGoalsRow, toNutritionGoals } from "./row";
import { todayIn } from "../../domain/calendar";

export async function getGoals(db: Db, userId: string): Promise<GoalsResponse> {
  const [profile, row, latestWeightKg] = [
    await getProfile(db, userId),
    await getGoalsRow(db, userId),
    await getLatestWeightKg(db, userId),
  ];
  return {
    goals: toNutritionGoals(row, profile.unitSystem),
    about: {
      sex: profile.sex,
      heightCm: profile.heightCm,
      ageYears: ageOn(profile.birthday, todayIn(profile.timeZone)),
      latestWeightKg,
      unitSystem: profile.unitSystem,
    },
  };
}

/** Grams are always stored; shares typed in percent are turned into grams of the calorie target. */
function macroGrams(caloriesKcal: number, macros: MacroTargets) {
  const grams = macros.mode === "grams" ? macros : gramsFromPercent(caloriesKcal, macros);
  return {
    proteinG: grams.protein,
    carbsG: grams.carbs,
    fatG: grams.fat,
    macroMode: macros.mode,
    macroPreset: macros.preset,
  };
}

function targetColumns(body: SaveGoalsBody) {
  return {
    caloriesKcal: body.caloriesKcal,
    ...macroGrams(body.caloriesKcal, body.macros),
    fiberG: body.fiberG,
    waterMl: Math.round(body.waterMl),
    ...(body.goalWeightKg === undefined ? {} : { goalWeightKg: body.goalWeightKg }),
  };
}

/**
 * The targets typed exactly. Saving them also counts as having been through set-up. Under 18 a goal
 * weight below the latest weigh-in is refused, as the wizard refuses weight loss (see energy.ts).
 */
export async function saveGoals(options: {
  db: Db;
  userId: string;
  body: SaveGoalsBody;
}): Promise<GoalsResponse> {
  const { db, userId, body } = options;
  const row = await getGoalsRow(db, userId);
  const [profile, latestWeightKg] = [
    await getProfile(db, userId),
    await getLatestWeightKg(db, userId),
  ];
  const problem = typedGoalWeightProblem({
    goalWeightKg: body.goalWeightKg,
    latestWeightKg,
    ageYears: ageOn(profile.birthday, todayIn(profile.timeZone)),
  });
  if (problem) throw fieldError(problem.field, problem.message);
  await db
    .update(nutritionGoals)
    .set({
      ...targetColumns(body),
      setupCompletedAt: row.setupCompletedAt ?? new Date(),
      updatedAt: new Date(),
    })
    .where(eq(nutritionGoals.userId, userId));
  return getGoals(db, userId);
}

/** The goal against the rules of `goalProblem`, for the user's age today (no weight loss under 18). */
async function checkGoal(db: Db, userId: string, body: GoalSetupBody): Promise<void> {
  const profile = await getProfile(db, userId);
  const problem = goalProblem({
    ...body,
    ageYears: ageOn(profile.birthday, todayIn(profile.timeZone)),
  });
  if (problem) throw fieldError(problem.field, problem.message);
}

/**
 * The wizard's last step: sex and height go on the profile, the current weight becomes today's
 * weigh-in (replacing one already logged today), and the targets and answers are stored.
 *
 * A user at weight_entries_per_month still gets their goals: the targets are computed from the
 * weight in the body, so only the weigh-in is left out. We skip it rather than exempt the wizard
 * from the limit, because an exemption would be a way round the limit (re-run the wizard to log a
 * weight every day) that the weight screen refuses. The answer says the weigh-in was skipped, with
 * the limit, so the wizard tells the user rather than leaving them to find it missing.
 */
export async function completeGoalSetup(options: {
  db: Db;
  userId: string;
  productName: string;
  body: GoalSetupBody;
}): Promise<GoalSetupResponse> {
  const { db, userId, body } = options;
  await checkGoal(db, userId, body);
  await getGoalsRow(db, userId);
  let weighInLimit: PlanLimitDetails | undefined;
  await db.transaction(async (tx) => {
    const profile = await updateProfile({
      db: tx,
      productName: options.productName,
      userId,
      changes: { sex: body.sex, heightCm: body.heightCm },
    });
    try {
      await logWeight({
        db: tx,
        userId,
        body: { date: todayIn(profile.timeZone), weightKg: body.weightKg, replace: true },
      });
    } catch (error) {
      // logWeight runs in a savepoint, so its refusal leaves this transaction usable.
      if (!(error instanceof PlanLimitError)) throw error;
      weighInLimit = error.limitDetails;
    }
    await tx
      .update(nutritionGoals)
      .set({
        ...targetColumns(body),
        activityLevel: body.activityLevel,
        goalType: body.goalType,
        weeklyRateKg: body.goalType === "maintain" ? 0 : body.weeklyRateKg,
        goalWeightKg: body.goalType === "maintain" ? null : (body.goalWeightKg ?? null),
        setupCompletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(nutritionGoals.userId, userId));
  });
  const goals = await getGoals(db, userId);
  return weighInLimit
    ? { ...goals, weighIn: "skipped", weighInLimit }
    : { ...goals, weighIn: "saved" };
}

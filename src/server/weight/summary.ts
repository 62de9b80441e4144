import { asc, eq, sql } from "drizzle-orm";
import type { Profile } from "../../contract/auth";
import type { WeightPage, WeightSummary } from "../../contract/weight";
import { ageOn } from "../../domain/age";
import { bmiReading } from "../../domain/bmi";
import { estimateGoalDate, weeklyRate, weightTrend } from "../../domain/weight-trend";
import { dateOfDayIndex, dayIndex, todayIn } from "../../domain/calendar";
import { UNLIMITED } from "../../domain/plan-limits";
import { resolveWeightUnit } from "../../domain/units";
import type { Db } from "../db/client";
import { weightEntries } from "../db/schema";
import { preparedFor } from "../db/sql";
import { getEffectivePlan } from "../plans/limits";
import { getProfile } from "../auth/profile";
import { countEntriesThisMonth } from "./entries";
import { getWeightGoal, type WeightGoal } from "./goal";

type Entry = WeightPage["entries"][number];

const weighInsQuery = (db: Db, name: string) =>
  db
    .select()
    .from(weightEntries)
    .where(eq(weightEntries.userId, sql.placeholder("userId")))
    .orderBy(asc(weightEntries.date))
    .prepare(name);

/** Every weigh-in of the user, oldest first, each with the trend on its day. */
async function entriesWithTrend(db: Db, userId: string): Promise<Entry[]> {
  // The dashboard and the weight screen read it on every visit: prepared once (db/sql.ts).
  const rows = await preparedFor(db, "weigh_ins", weighInsQuery).execute({ userId });
  const trend = weightTrend(rows.map((r) => ({ date: r.date, value: r.weightKg })));
  return rows.map((r, i) => ({
    id: r.id,
    date: r.date,
    weightKg: r.weightKg,
    bodyFatPct: r.bodyFatPct,
    note: r.note,
    trendKg: trend[i]!.value,
  }));
}

interface SummaryInput {
  heightCm: number | null;
  /** Age today in the user's time zone: under 18 the BMI has no adult category. */
  ageYears: number;
  goalWeightKg: number | null;
  today: string;
}

function summarise(
  entries: Entry[],
  { heightCm, ageYears, goalWeightKg, today }: SummaryInput,
): WeightSummary {
  const first = entries[0];
  const last = entries[entries.length - 1];
  if (!first || !last)
    return { latest: null, trendKg: null, weeklyRateKg: null, bmi: null, goal: null };
  const rate = weeklyRate(entries.map((e) => ({ date: e.date, value: e.trendKg })));
  return {
    latest: { date: last.date, weightKg: last.weightKg },
    trendKg: last.trendKg,
    weeklyRateKg: rate,
    bmi: bmiReading({ weightKg: last.weightKg, heightCm, ageYears }),
    goal:
      goalWeightKg === null
        ? null
        : {
            goalWeightKg,
            startKg: first.weightKg,
            remainingKg: goalWeightKg - last.trendKg,
            estimate: estimateGoalDate({
              trendKg: last.trendKg,
              goalKg: goalWeightKg,
              weeklyRateKg: rate,
              fromDate: today,
            }),
          },
  };
}

/** Latest weight, trend, rate, BMI and goal progress, for the dashboard. */
export async function getWeightSummary(
  db: Db,
  userId: string,
): Promise<WeightSummary & { unit: WeightPage["unit"] }> {
  const [profile, goals] = [await getProfile(db, userId), await getWeightGoal(db, userId)];
  return {
    ...(await summariseWeightOf(db, { userId, profile, goals })),
    unit: resolveWeightUnit(goals.weightUnit, profile.unitSystem),
  };
}

/** The summary for a caller that has read the user's profile and goals already (the dashboard). */
export async function summariseWeightOf(
  db: Db,
  {
    userId,
    profile,
    goals,
  }: {
    userId: string;
    profile: Pick<Profile, "timeZone" | "heightCm" | "birthday">;
    goals: Pick<WeightGoal, "goalWeightKg">;
  },
): Promise<WeightSummary> {
  const today = todayIn(profile.timeZone);
  const input = {
    heightCm: profile.heightCm,
    ageYears: ageOn(profile.birthday, today),
    goalWeightKg: goals.goalWeightKg,
    today,
  };
  return summarise(await entriesWithTrend(db, userId), input);
}

/** Everything the weight screen shows: the last `days` of entries (newest first) and the summary. */
export async function getWeightPage(
  db: Db,
  options: { userId: string; days: number },
): Promise<WeightPage> {
  const { userId, days } = options;
  const [profile, goals, entries] = [
    await getProfile(db, userId),
    await getWeightGoal(db, userId),
    await entriesWithTrend(db, userId),
  ];
  const today = todayIn(profile.timeZone);
  const since = dateOfDayIndex(dayIndex(today) - days);
  const plan = await getEffectivePlan(db, userId);
  return {
    today,
    unit: resolveWeightUnit(goals.weightUnit, profile.unitSystem),
    heightCm: profile.heightCm,
    entries: entries.filter((e) => e.date >= since).reverse(),
    summary: summarise(entries, {
      heightCm: profile.heightCm,
      ageYears: ageOn(profile.birthday, today),
      goalWeightKg: goals.goalWeightKg,
      today,
    }),
    usage: {
      used: await countEntriesThisMonth(db, userId, profile.timeZone),
      limit: plan?.limits.weight_entries_per_month ?? UNLIMITED,
    },
  };
}

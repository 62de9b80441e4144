import { and, eq, gte, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import { preparedFor } from "../db/sql";
import { dateOfDayIndex, dayIndex } from "../../domain/calendar";
import type { Db } from "../db/client";
import { mealEntries, waterEntries, weightEntries, workouts } from "../db/schema";

/** Streaks are counted over the last year at most: enough to show, cheap to read. */
const LOOKBACK_DAYS = 366;

/**
 * Days in a row ending today with something logged. While today is still empty the streak is
 * not broken yet, so it counts back from yesterday.
 */
export function countStreak(
  loggedDays: ReadonlySet<string>,
  today: string,
): { days: number; isTodayLogged: boolean } {
  const isTodayLogged = loggedDays.has(today);
  let day = dayIndex(today) - (isTodayLogged ? 0 : 1);
  let days = 0;
  while (loggedDays.has(dateOfDayIndex(day)) && days < LOOKBACK_DAYS) {
    days += 1;
    day -= 1;
  }
  return { days, isTodayLogged };
}

/**
 * Diary days with food, water, a weigh-in or a workout, over the look-back window, in one query (the
 * dashboard reads it on every visit).
 */
export async function getLoggedDays(
  db: Db,
  options: { userId: string; today: string },
): Promise<Set<string>> {
  const since = dateOfDayIndex(dayIndex(options.today) - LOOKBACK_DAYS);
  const rows = await preparedFor(db, "logged_days", loggedDaysQuery).execute({
    userId: options.userId,
    since,
  });
  return new Set(rows.map((row) => row.date));
}

const loggedDaysQuery = (db: Db, name: string) => {
  const daysOf = (
    table: typeof mealEntries | typeof waterEntries | typeof weightEntries | typeof workouts,
  ) =>
    db
      .select({ date: sql<string>`${table.date}::text`.as("date") })
      .from(table)
      .where(
        and(eq(table.userId, sql.placeholder("userId")), gte(table.date, sql.placeholder("since"))),
      );
  return union(
    daysOf(mealEntries),
    daysOf(waterEntries),
    daysOf(weightEntries),
    daysOf(workouts),
  ).prepare(name);
};

import { asc, eq, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";

/** Diary days loaded per query: a few hundred rows at most, whatever the length of the history. */
export const DAYS_PER_PAGE = 60;

/**
 * The user's rows a range of diary days at a time, oldest first. The distinct days are read first
 * (a few thousand short strings for years of use), then each page of days is loaded on demand, so
 * an export streams in bounded memory and each page can be sorted as the file wants it.
 */
export async function* pagesByDay<T>(
  db: Db,
  options: { table: PgTable; userColumn: AnyColumn; dateColumn: AnyColumn; userId: string },
  loadDays: (first: string, last: string) => Promise<T[]>,
): AsyncGenerator<T[]> {
  const days = await db
    .selectDistinct({ day: options.dateColumn as unknown as SQL<string> })
    .from(options.table)
    .where(eq(options.userColumn, options.userId))
    .orderBy(asc(options.dateColumn));
  for (let i = 0; i < days.length; i += DAYS_PER_PAGE) {
    const page = days.slice(i, i + DAYS_PER_PAGE);
    yield await loadDays(page[0]!.day, page[page.length - 1]!.day);
  }
}

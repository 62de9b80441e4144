import { asc, eq, sql } from "drizzle-orm";
import { NOT_A_LISTED_DEPARTMENT } from "../../contract/departments";
import { QueueFilterSet, type QueueFiltersResponse } from "../../contract/ticket-queue";
import { defaultQueueFilters, MY_DEPARTMENTS } from "../../domain/ticket-queue";
import type { Db } from "../db/client";
import { departments, departmentStaff, staffQueueFilters } from "../db/schema";
import { fieldError } from "../errors";

/** The departments `userId` is assigned to, in the order the desk lists departments. */
async function departmentsOf(db: Db, userId: string) {
  return db
    .select({ id: departments.id, name: departments.name })
    .from(departmentStaff)
    .innerJoin(departments, eq(departments.id, departmentStaff.departmentId))
    .where(eq(departmentStaff.userId, userId))
    .orderBy(asc(departments.sortOrder), asc(departments.name));
}

const departmentExists = async (db: Db, id: string) =>
  (await db.select({ id: departments.id }).from(departments).where(eq(departments.id, id))).length >
  0;

/**
 * What was stored, over the defaults so that a row saved before a filter existed still reads; a
 * department deleted since is dropped, since filtering by it would only ever show an empty queue.
 */
async function readStored(
  db: Db,
  stored: unknown,
  defaults: QueueFilterSet,
): Promise<QueueFilterSet | null> {
  const parsed = QueueFilterSet.safeParse({
    ...defaults,
    ...(typeof stored === "object" ? stored : {}),
  });
  if (!parsed.success) return null;
  const { departmentId } = parsed.data;
  if (
    departmentId &&
    departmentId !== MY_DEPARTMENTS &&
    !(await departmentExists(db, departmentId))
  )
    return { ...parsed.data, departmentId: "" };
  return parsed.data;
}

/** The viewer's own remembered queue filters, or their defaults when none are saved (or what was saved no longer reads). */
export async function getQueueFilters(
  db: Db,
  options: { userId: string },
): Promise<QueueFiltersResponse> {
  const myDepartments = await departmentsOf(db, options.userId);
  const defaults = defaultQueueFilters({ belongsToDepartments: myDepartments.length > 0 });
  const [row] = await db
    .select({ filters: staffQueueFilters.filters })
    .from(staffQueueFilters)
    .where(eq(staffQueueFilters.userId, options.userId));
  const saved = row ? await readStored(db, row.filters, defaults) : null;
  return { filters: saved ?? defaults, isSaved: saved !== null, myDepartments };
}

/**
 * Remembers the viewer's queue filters (their own row only: the id is the session's). One upsert, so
 * two tabs saving at once leave one row, the later save's. A preference, not a change to anyone's
 * data: not audited, as an agent's chat availability is not.
 */
export async function saveQueueFilters(
  db: Db,
  options: { userId: string; filters: QueueFilterSet },
): Promise<QueueFiltersResponse> {
  const { departmentId } = options.filters;
  if (
    departmentId &&
    departmentId !== MY_DEPARTMENTS &&
    !(await departmentExists(db, departmentId))
  ) {
    throw fieldError("departmentId", NOT_A_LISTED_DEPARTMENT);
  }
  await db
    .insert(staffQueueFilters)
    .values({ userId: options.userId, filters: options.filters })
    .onConflictDoUpdate({
      target: staffQueueFilters.userId,
      set: { filters: options.filters, updatedAt: sql`now()` },
    });
  return {
    filters: options.filters,
    isSaved: true,
    myDepartments: await departmentsOf(db, options.userId),
  };
}

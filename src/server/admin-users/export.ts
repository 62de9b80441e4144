import { Readable } from "node:stream";
import { and, desc, sql, type SQL } from "drizzle-orm";
import type { AdminUser, UserListFilter } from "../../contract/admin-users";
import { csvText, textCell } from "../../domain/csv";
import type { StaffContext } from "../../domain/permissions";
import { writeAudit } from "../audit/service";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";
import { userFilter } from "./search";
import { selectUsers, toAdminUser, type UserRow } from "./list";

/** Rows read per query: the whole table is never held as objects at once. */
const PAGE_SIZE = 2000;

const USER_CSV_HEADER = [
  "id",
  "first_name",
  "last_name",
  "email",
  "status",
  "plan_name",
  "plan_status",
  "price_monthly_cents",
  "activity_status",
  "last_active_at",
  "days_since_signup",
  "join_date",
];

/** Every text field is guarded, the e-mail too: it is typed by the user and may start with `-`. */
function userCells(user: Omit<AdminUser, "staffLevel">): string[] {
  return [
    user.id,
    user.firstName,
    user.lastName,
    user.email,
    user.status,
    user.planName,
    user.planStatus,
    user.priceMonthly === null ? null : String(user.priceMonthly),
    user.activityStatus,
    user.lastActiveAt,
    String(user.daysSinceSignup),
    user.createdAt.slice(0, 10),
  ].map(textCell);
}

interface UsersExport {
  db: Db;
  staff: StaffContext;
  ip: string;
  filter: UserListFilter;
  /** Rows per page; tests make it small to see the pages. */
  pageSize?: number;
}

/**
 * The matching users' rows a page at a time, newest first, read as the download is. The export is
 * audited when it ends, with the rows sent: a download cut short is recorded too, as interrupted.
 */
async function* userPages(options: UsersExport): AsyncGenerator<string[][]> {
  const { db } = options;
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const where = userFilter(options.filter);
  let last: { at: string; id: string } | null = null;
  let count = 0;
  let isComplete = false;
  const now = Date.now();
  try {
    for (;;) {
      const keyset: SQL | undefined = last
        ? sql`(${profiles.createdAt}, ${profiles.id}) < (${last.at}::timestamptz, ${last.id}::uuid)`
        : undefined;
      const rows: UserRow[] = await selectUsers(db)
        .where(and(where, keyset))
        .orderBy(desc(profiles.createdAt), desc(profiles.id))
        .limit(pageSize);
      count += rows.length;
      yield rows.map((row) => userCells(toAdminUser(row, now)));
      const tail = rows[rows.length - 1];
      if (!tail || rows.length < pageSize) break;
      last = { at: tail.cursorAt, id: tail.id };
    }
    isComplete = true;
  } finally {
    await writeAudit({
      db,
      actorId: options.staff.userId,
      action: "users.export",
      targetType: "user",
      targetId: null,
      after: { rows: count, filter: options.filter, ...(isComplete ? {} : { interrupted: true }) },
      ip: options.ip,
    });
  }
}

/**
 * Every user matching the filter as a CSV stream, like the data export's: pages are read as the
 * download goes, so a large user base is never held in memory at once.
 */
export function exportUsersCsv(options: UsersExport): Readable {
  // One page waits in the stream's buffer, not the sixteen Readable.from would read ahead.
  return Readable.from(csvText(USER_CSV_HEADER, userPages(options)), { highWaterMark: 1 });
}

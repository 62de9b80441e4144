import { and, desc, sql, type SQL } from "drizzle-orm";
import type { UserListFilter } from "../../contract/admin-users";
import type { StaffContext } from "../../domain/permissions";
import { writeAudit } from "../audit/service";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";
import { USER_CSV_HEADER, csvLine, userCsvLine } from "./csv";
import { userFilter } from "./search";
import { selectUsers, toAdminUser, type UserRow } from "./list";

/** Rows read per query: the whole table is never held as objects at once. */
const BATCH = 2000;

/** Every user matching the filter as CSV (newest first); the export itself is audited. */
export async function exportUsersCsv(options: {
  db: Db;
  staff: StaffContext;
  ip: string;
  filter: UserListFilter;
}): Promise<string> {
  const { db } = options;
  const where = userFilter(options.filter);
  const parts = [csvLine(USER_CSV_HEADER)];
  let last: { at: string; id: string } | null = null;
  let count = 0;
  const now = Date.now();
  for (;;) {
    const keyset: SQL | undefined = last
      ? sql`(${profiles.createdAt}, ${profiles.id}) < (${last.at}::timestamptz, ${last.id}::uuid)`
      : undefined;
    const rows: UserRow[] = await selectUsers(db)
      .where(and(where, keyset))
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(BATCH);
    for (const row of rows) parts.push(userCsvLine(toAdminUser(row, now)));
    count += rows.length;
    const tail = rows[rows.length - 1];
    if (!tail || rows.length < BATCH) break;
    last = { at: tail.cursorAt, id: tail.id };
  }
  await writeAudit({
    db,
    actorId: options.staff.userId,
    action: "users.export",
    targetType: "user",
    targetId: null,
    after: { rows: count, filter: options.filter },
    ip: options.ip,
  });
  return parts.join("");
}

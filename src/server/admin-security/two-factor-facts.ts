import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/sql";

/** Whether the organisation requires two-factor for staff; no settings row yet means no. */
export const staffTwoFactorRequiredSql = sql`coalesce((select staff_two_factor_required from security_settings where id), false)`;

/**
 * Whether the user (an SQL expression: a parameter or a column of the outer query) has two factors:
 * a confirmed authenticator app, or a passkey (which is both factors at once).
 */
export const hasTwoFactorSql = (userId: SQL) => sql`(
  exists (select 1 from totp_factors t where t.user_id = ${userId} and t.confirmed_at is not null)
  or exists (select 1 from passkeys pk where pk.user_id = ${userId}))`;

export interface TwoFactorFacts {
  twoFactorRequired: boolean;
  hasTwoFactor: boolean;
}

/** For guards reached without the session's staff query (it reads these itself on /api/admin/*). */
export async function loadTwoFactorFacts(db: Db, userId: string): Promise<TwoFactorFacts> {
  const [row] = await queryRows<{ required: boolean; has_two_factor: boolean }>(
    db,
    sql`select ${staffTwoFactorRequiredSql} as required, ${hasTwoFactorSql(sql`${userId}::uuid`)} as has_two_factor`,
  );
  return { twoFactorRequired: Boolean(row?.required), hasTwoFactor: Boolean(row?.has_two_factor) };
}

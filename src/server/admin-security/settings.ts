import { eq, sql } from "drizzle-orm";
import type { SecuritySettings } from "../../contract/admin-security";
import { isStaffEmail } from "../../domain/permissions";
import { writeAudit } from "../audit/service";
import type { Db } from "../db/client";
import { queryRows } from "../db/sql";
import { securitySettings } from "../db/schema";
import { hasTwoFactorSql } from "./two-factor-facts";

/**
 * Staff who can open the panel today (verified address on the staff domain, a live assignment of a
 * live role, not suspended) and have no second factor: those the requirement sends to the set-up screen.
 */
export async function countStaffWithoutTwoFactor(db: Db, staffDomain: string): Promise<number> {
  const rows = await queryRows<{ email: string }>(
    db,
    sql`
    select u.email from users u
    join profiles p on p.id = u.id
    where u.email_verified_at is not null and p.status <> 'suspended'
      and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                  where ur.user_id = u.id and ur.is_active and r.is_active)
      and not ${hasTwoFactorSql(sql`u.id`)}`,
  );
  // The domain rule stays the domain's one function (isStaffEmail), not a second copy in SQL.
  return rows.filter((row) => isStaffEmail(row.email, staffDomain)).length;
}

export async function getSecuritySettings(db: Db, staffDomain: string): Promise<SecuritySettings> {
  const [row] = await db.select().from(securitySettings).where(eq(securitySettings.id, true));
  return {
    staffTwoFactorRequired: row?.staffTwoFactorRequired ?? false,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    staffWithoutTwoFactor: await countStaffWithoutTwoFactor(db, staffDomain),
  };
}

/**
 * Sets the requirement and audits the change (before and after) in one transaction, like the other
 * settings; the row is created on first change. The row lock orders two Super Admins saving at once,
 * so each entry's "before" is what the other left.
 */
export async function updateSecuritySettings(options: {
  db: Db;
  actorId: string;
  ip: string;
  staffDomain: string;
  staffTwoFactorRequired: boolean;
}): Promise<SecuritySettings> {
  const { db, staffTwoFactorRequired } = options;
  await db.transaction(async (tx) => {
    await tx.insert(securitySettings).values({ id: true }).onConflictDoNothing();
    const [before] = await tx
      .select()
      .from(securitySettings)
      .where(eq(securitySettings.id, true))
      .for("update");
    await tx
      .update(securitySettings)
      .set({ staffTwoFactorRequired, updatedAt: new Date(), updatedBy: options.actorId })
      .where(eq(securitySettings.id, true));
    await writeAudit({
      db: tx,
      actorId: options.actorId,
      action: "settings.security",
      targetType: "settings",
      targetId: "security",
      before: { staffTwoFactorRequired: before?.staffTwoFactorRequired ?? false },
      after: { staffTwoFactorRequired },
      ip: options.ip,
    });
  });
  return getSecuritySettings(db, options.staffDomain);
}

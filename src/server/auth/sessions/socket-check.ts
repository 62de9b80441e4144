import { sql } from "drizzle-orm";
import { isTwoFactorSatisfied } from "../../../contract/admin-security";
import { resolveStaff, type HeldRole } from "../../../domain/permissions";
import { profiles, sessions, users } from "../../db/schema";
import { jsonColumn, queryRows } from "../../db/sql";
import type { CheckUser } from "../../realtime/topics";
import { sessionLives, type SessionAal, type StaffFactsSql } from "./sessions";

const NONE: ReadonlySet<string> = new Set();

interface ViewerRow {
  email: string;
  email_verified: boolean;
  aal: SessionAal;
  roles: HeldRole[] | string;
  two_factor_required: boolean;
  rider: unknown;
}

/**
 * A signed-in user's realtime socket, checked before every delivery in one query (session, account
 * and every held role with its permissions) because it runs for each subscribed socket at each event.
 * Every rule is the HTTP side's: the session lives by sessionLives, the staff facts are the ones read
 * with a staff route's session (STAFF_FACTS, handed over by the composition root), and the staff
 * rules are resolveStaff's and isTwoFactorSatisfied's, as in rbac's guards.
 */
export const socketUserCheck =
  (staffFacts: StaffFactsSql): CheckUser =>
  async (db, user, options) => {
    const { userId, sessionId } = user;
    const [row] = await queryRows<ViewerRow>(
      db,
      sql`
      select ${users.email} as email, ${users.emailVerifiedAt} is not null as email_verified, ${sessions.aal} as aal,
        ${staffFacts.roles(sql`${users.id}`)} as roles, ${staffFacts.twoFactorRequired} as two_factor_required,
        ${options.rider} as rider
      from ${sessions}
      join ${users} on ${users.id} = ${sessions.userId}
      join ${profiles} on ${profiles.id} = ${sessions.userId}
      where ${sessions.id} = ${sessionId} and ${sessions.userId} = ${userId} and ${sessionLives(sql`now()`)}`,
    );
    if (!row) return { alive: false, permissions: NONE, rider: null };
    const staff = resolveStaff({
      userId,
      email: row.email,
      emailVerified: row.email_verified,
      staffDomain: options.staffDomain,
      roles: jsonColumn(row.roles),
    });
    // While staff must have two factors, a session without them follows chats and tickets only as
    // the customer it also is (docs/roles.md).
    const passes = isTwoFactorSatisfied({
      twoFactorRequired: row.two_factor_required,
      sessionAal: row.aal,
    });
    if (!staff || !passes) return { alive: true, permissions: NONE, rider: row.rider };
    return { alive: true, permissions: new Set(staff.permissions), rider: row.rider };
  };

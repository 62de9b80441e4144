import { sql } from "drizzle-orm";
import { resolveStaff, type HeldRole } from "../../domain/permissions";
import { queryRows } from "../db/sql";
import type { CheckUser } from "../realtime/topics";
import { heldRolesJson, parseHeldRoles } from "./staff";

const NONE: ReadonlySet<string> = new Set();

interface ViewerRow {
  email: string;
  email_verified: boolean;
  status: string;
  roles: HeldRole[] | string;
  /** The session lacks the second factor that the installation requires of staff (security_settings). */
  lacks_required_factor: boolean;
  rider: unknown;
}

/**
 * A signed-in user's realtime socket, checked before every delivery in one query (session, account
 * and every held role with its permissions) because it runs for each subscribed socket at each event;
 * the staff rule itself stays resolveStaff's (src/domain/permissions.ts), as for the HTTP guards
 * (loadStaff).
 */
export const checkSocketUser: CheckUser = async (db, user, options) => {
  const { userId, sessionId } = user;
  const [row] = await queryRows<ViewerRow>(
    db,
    sql`
    select u.email, u.email_verified_at is not null as email_verified, p.status, ${heldRolesJson(sql`u.id`)} as roles,
      s.aal <> 'aal2' and coalesce((select staff_two_factor_required from security_settings), false) as lacks_required_factor,
      ${options.rider} as rider
    from sessions s
    join users u on u.id = s.user_id
    join profiles p on p.id = u.id
    where s.id = ${sessionId} and s.user_id = ${userId} and s.expires_at > now()`,
  );
  if (!row || row.status === "suspended") return { alive: false, permissions: NONE, rider: null };
  const staff = resolveStaff({
    userId,
    email: row.email,
    emailVerified: row.email_verified,
    staffDomain: options.staffDomain,
    roles: parseHeldRoles(row.roles),
  });
  // As on the admin API (guards.ts): while staff must have two factors, a session without them
  // follows chats only as the customer it also is.
  if (!staff || row.lacks_required_factor)
    return { alive: true, permissions: NONE, rider: row.rider };
  return { alive: true, permissions: new Set(staff.permissions), rider: row.rider };
};

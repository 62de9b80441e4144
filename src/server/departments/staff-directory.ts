import { and, asc, eq, ilike, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, roles, userRoles, users } from "../db/schema";

export interface StaffDirectoryEntry {
  id: string;
  name: string;
  email: string;
  role: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every staff member: an e-mail on the staff domain and a live assignment of a live role (admin spec,
 * section 6). `role` is the effective role, the held one with the highest level.
 */
export async function listStaffDirectory(db: Db, staffDomain: string): Promise<StaffDirectoryEntry[]> {
  const rows = await db
    .selectDistinctOn([users.id], {
      id: users.id,
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: roles.name,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.isActive, true)))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.isActive, true)))
    .where(ilike(users.email, `%@${escapeLike(staffDomain)}`))
    .orderBy(asc(users.id), sql`${roles.level} desc`);
  return rows
    .map((r) => ({ id: r.id, email: r.email, name: `${r.firstName} ${r.lastName}`.trim(), role: r.role }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

import { asc, eq, ilike, or, sql } from "drizzle-orm";
import type { UserSearchHit } from "../../contract/admin-me";
import type { Db } from "../db/client";
import { profiles, users } from "../db/schema";

const MAX_HITS = 8;

/** Escapes LIKE wildcards so a typed "%" or "_" matches itself. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The header search: users whose first, last or full name or e-mail contains the text. */
export async function searchUsers(db: Db, options: { q: string }): Promise<UserSearchHit[]> {
  const pattern = likePattern(options.q.trim());
  return db
    .select({ id: users.id, firstName: profiles.firstName, lastName: profiles.lastName, email: users.email })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(
      or(
        ilike(users.email, pattern),
        ilike(profiles.firstName, pattern),
        ilike(profiles.lastName, pattern),
        ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, pattern),
      ),
    )
    .orderBy(asc(profiles.firstName), asc(profiles.lastName))
    .limit(MAX_HITS);
}

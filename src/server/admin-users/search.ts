import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { UserListFilter, UserSearchHit } from "../../contract/admin-users";
import type { Db } from "../db/client";
import { profiles, users } from "../db/schema";

const MAX_HITS = 8;

/** Escapes LIKE wildcards so a typed "%" or "_" matches itself. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Full name as indexed by the trigram index of migration admin_users_indexes. */
const fullName = sql`(${profiles.firstName} || ' ' || ${profiles.lastName})`;

/**
 * The WHERE of the header search, and of User Management's list and export: search in name or
 * e-mail, status filter. One filter, so the header search finds whom the list would show.
 */
export function userFilter(filter: UserListFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status !== "all") parts.push(eq(profiles.status, filter.status));
  const q = filter.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    // One id list from two trigram-indexed lookups: an OR across the join would scan every row.
    parts.push(
      inArray(
        profiles.id,
        sql`(select ${users.id} from ${users} where ${users.email} ilike ${pattern}
             union select ${profiles.id} from ${profiles} where ${fullName} ilike ${pattern})`,
      ),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * The header search: users whose full name or e-mail contains the text. It shares User
 * Management's filter, whose two trigram-indexed lookups hold at 100,000 users where an OR of
 * ILIKEs on the unindexed name columns would scan them all.
 */
export async function searchUsers(db: Db, options: { q: string }): Promise<UserSearchHit[]> {
  return db
    .select({
      id: users.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: users.email,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(userFilter({ q: options.q, status: "all" }))
    .orderBy(asc(profiles.firstName), asc(profiles.lastName))
    .limit(MAX_HITS);
}

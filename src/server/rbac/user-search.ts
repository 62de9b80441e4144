import { asc, eq } from "drizzle-orm";
import type { UserSearchHit } from "../../contract/admin-me";
import { userFilter } from "../admin-users/list";
import type { Db } from "../db/client";
import { profiles, users } from "../db/schema";

const MAX_HITS = 8;

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

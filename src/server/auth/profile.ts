import { eq, sql } from "drizzle-orm";
import type { Profile } from "../../contract/auth";
import type { Db } from "../db/client";
import { plans, profiles, users } from "../db/schema";
import { preparedFor } from "../db/sql";
import { notFound } from "../errors";

/*
 * The account's Profile as the auth contract declares it: what sign-up, sign-in and the session
 * answer, and what Settings (profile/) shows and updates. Here, since auth answers it and the
 * features that read it (Settings, goals, weight, the dashboard) build on auth.
 */

const profileQuery = (db: Db, name: string) =>
  db
    .select({
      profile: profiles,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      planName: plans.name,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(plans, eq(plans.id, profiles.planId))
    .where(eq(profiles.id, sql.placeholder("userId")))
    .limit(1)
    .prepare(name);

/** The profile as the API shows it: the spec's fields plus e-mail and the plan's name. */
export async function getProfile(db: Db, userId: string): Promise<Profile> {
  // The dashboard, the weight screen and the profile read it on every visit: prepared once (db/sql.ts).
  const [row] = await preparedFor(db, "profile", profileQuery).execute({ userId });
  if (!row) throw notFound("Profile not found");
  const p = row.profile;
  return {
    id: p.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    firstName: p.firstName,
    lastName: p.lastName,
    birthday: p.birthday,
    sex: p.sex,
    heightCm: p.heightCm,
    timeZone: p.timeZone,
    unitSystem: p.unitSystem,
    planId: p.planId,
    planName: row.planName,
    planStatus: p.planStatus,
    planStartedAt: p.planStartedAt?.toISOString() ?? null,
    status: p.status,
    lastActiveAt: p.lastActiveAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}

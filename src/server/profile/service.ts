import { eq, sql } from "drizzle-orm";
import type { Profile } from "../../contract/auth";
import { PROFILE_MESSAGES, type UpdateProfileBody } from "../../contract/profile";
import { isValidTimeZone } from "../../domain/age";
import { checkBirthday } from "../auth/service";
import type { Db } from "../db/client";
import { plans, profiles, users } from "../db/schema";
import { preparedFor } from "../db/sql";
import { fieldError, notFound } from "../errors";

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

/**
 * Saves the fields the user changed. The birth date is held to the sign-up rules in the user's own
 * calendar: the new time zone when it changes in the same request, else the stored one.
 */
export async function updateProfile(options: {
  db: Db;
  productName: string;
  userId: string;
  changes: UpdateProfileBody;
}): Promise<Profile> {
  const { db, userId, changes } = options;
  if (changes.timeZone !== undefined && !isValidTimeZone(changes.timeZone)) {
    throw fieldError("timeZone", PROFILE_MESSAGES.unknownTimeZone);
  }
  if (changes.birthday !== undefined) {
    const timeZone = changes.timeZone ?? (await getProfile(db, userId)).timeZone;
    checkBirthday(changes.birthday, timeZone, options.productName);
  }
  if (Object.keys(changes).length > 0) {
    // Stored to 0.1 cm: finer than anyone measures, and ft+in round-trips stay stable.
    const heightCm =
      changes.heightCm == null ? changes.heightCm : Math.round(changes.heightCm * 10) / 10;
    const updated = await db
      .update(profiles)
      .set({ ...changes, ...(heightCm === undefined ? {} : { heightCm }) })
      .where(eq(profiles.id, userId))
      .returning({ id: profiles.id });
    if (updated.length === 0) throw notFound("Profile not found");
  }
  return getProfile(db, userId);
}

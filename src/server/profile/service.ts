import { eq } from "drizzle-orm";
import type { Profile } from "../../contract/auth";
import { PROFILE_MESSAGES, type UpdateProfileBody } from "../../contract/profile";
import { getProfile } from "../auth/profile";
import { checkBirthday } from "../auth/service";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";
import { fieldError, notFound } from "../errors";
import { isValidTimeZone } from "../../domain/calendar";

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

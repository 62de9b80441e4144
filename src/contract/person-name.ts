import { z } from "zod";

/**
 * The longest first or last name anyone may hold. Sign-up has always accepted 80, so every later
 * edit (the user's profile, staff in User Management) accepts the same: a name that got in can be saved.
 */
export const NAME_MAX_LENGTH = 80;

type NameLabel = "First name" | "Last name";

/** One rule for a first or last name, wherever it is entered, with its messages in words. */
const personName = (label: NameLabel) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be text`,
    })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} can be at most ${NAME_MAX_LENGTH} characters`);

export const FirstName = personName("First name");
export const LastName = personName("Last name");

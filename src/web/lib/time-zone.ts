/** The browser's time zone: "today" of the age rule is the user's, and a new profile keeps it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

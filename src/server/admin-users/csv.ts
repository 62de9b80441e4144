import type { AdminUser } from "../../contract/admin-users";

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text starting with = + - @ or a tab is prefixed with ' so a spreadsheet does not run it as a
 * formula (OWASP "CSV Injection").
 */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: (string | number | null)[]) =>
  `${fields.map(csvField).join(",")}\r\n`;

export const USER_CSV_HEADER = [
  "id",
  "first_name",
  "last_name",
  "email",
  "status",
  "plan_name",
  "plan_status",
  "price_monthly_cents",
  "activity_status",
  "last_active_at",
  "days_since_signup",
  "join_date",
];

export function userCsvLine(user: Omit<AdminUser, "staffLevel">): string {
  return csvLine([
    user.id,
    user.firstName,
    user.lastName,
    user.email,
    user.status,
    user.planName,
    user.planStatus,
    user.priceMonthly,
    user.activityStatus,
    user.lastActiveAt,
    user.daysSinceSignup,
    user.createdAt.slice(0, 10),
  ]);
}

import type { AuditEntry } from "../../../contract/admin-audit";

/** The actions the staff guards write when they refuse a request (src/server/rbac/guards.ts). */
export const DENIED_ACTIONS: readonly string[] = ["admin.access_denied", "admin.permission_denied"];

export const isDeniedEntry = (entry: Pick<AuditEntry, "action">) =>
  DENIED_ACTIONS.includes(entry.action);

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const names = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/**
 * What a refused request lacked, read from the guard's `after` data: `permission`, `anyOf`,
 * `allOf` or `minimumLevel`, and the role and level the caller held. Null when the entry says none
 * of it (an outsider's access_denied names only their e-mail; its route is the entry's target).
 */
export function denialDetails(entry: Pick<AuditEntry, "action" | "after">): string | null {
  if (!isDeniedEntry(entry)) return null;
  const after = record(entry.after);
  const parts: string[] = [];
  if (typeof after.permission === "string") parts.push(`Needed ${after.permission}`);
  if (names(after.anyOf).length > 0) parts.push(`Needed one of ${names(after.anyOf).join(", ")}`);
  if (names(after.allOf).length > 0) parts.push(`Needed all of ${names(after.allOf).join(", ")}`);
  if (typeof after.minimumLevel === "number") parts.push(`Needed level ${after.minimumLevel}`);
  if (typeof after.role === "string")
    parts.push(
      `held ${after.role}${typeof after.level === "number" ? ` (level ${after.level})` : ""}`,
    );
  return parts.length > 0 ? parts.join(" · ") : null;
}

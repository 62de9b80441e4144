import type { BulkStatusResponse } from "../../../contract/admin-users";
import { countUsers } from "./bulk-delete-text";

/** The bulk-suspend question, counted like the bulk-delete one: 'this user' for one, how many for more. */
export function bulkSuspendConfirmation(count: number): string {
  const whom = count === 1 ? "this user" : `these ${count} users`;
  return `Are you sure you want to suspend ${whom}? Their sessions end at once and they cannot sign in until reactivated.`;
}

export const bulkSuspendTitle = (count: number): string => `Suspend ${countUsers(count)}`;

/**
 * The notice after a bulk Suspend or Reactivate: how many changed, then each one skipped with the
 * server's reason, named when the screen knows the user (`nameOf`), so nobody has to guess which.
 */
export function bulkStatusNotice(
  result: BulkStatusResponse,
  status: "active" | "suspended",
  nameOf: (id: string) => string | undefined,
): { tone: "success" | "warning" | "error"; text: string } {
  const verb = status === "suspended" ? "suspended" : "reactivated";
  const done = `${countUsers(result.changed)} ${verb}`;
  if (result.skipped.length === 0) return { tone: "success", text: done };
  const skipped = result.skipped
    .map((s) => `${nameOf(s.id) ?? "A user not on this page"}: ${s.reason}`)
    .join("; ");
  return {
    tone: result.changed > 0 ? "warning" : "error",
    text: `${done}; ${result.skipped.length} skipped. ${skipped}.`,
  };
}

import { DELETE_USER_CONFIRMATION } from "../../../contract/admin-users";

/**
 * The bulk-delete question, counted: one user keeps the spec's exact sentence ('this user'); more
 * say how many, so nobody confirms "this user" while deleting a page of them.
 */
export function bulkDeleteConfirmation(count: number): string {
  if (count === 1) return DELETE_USER_CONFIRMATION;
  return `Are you sure you want to delete these ${count} users? This action cannot be undone.`;
}

export const bulkDeleteTitle = (count: number): string => `Delete ${count} ${count === 1 ? "user" : "users"}`;

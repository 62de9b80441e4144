import { DELETE_USER_CONFIRMATION } from "../../../contract/admin-users";

/**
 * The bulk-delete question, counted: one user keeps the spec's exact sentence ('this user'); more
 * say how many, so nobody confirms "this user" while deleting a page of them.
 */
export function bulkDeleteConfirmation(count: number): string {
  if (count === 1) return DELETE_USER_CONFIRMATION;
  return `Are you sure you want to delete these ${count} users? This action cannot be undone.`;
}

/** "1 user", "3 users": how the bulk bar's titles and notices count. */
export const countUsers = (count: number): string => `${count} ${count === 1 ? "user" : "users"}`;

export const bulkDeleteTitle = (count: number): string => `Delete ${countUsers(count)}`;

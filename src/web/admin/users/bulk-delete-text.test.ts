import { describe, expect, it } from "vitest";
import { DELETE_USER_CONFIRMATION } from "../../../contract/admin-users";
import { bulkDeleteConfirmation, bulkDeleteTitle } from "./bulk-delete-text";

describe("bulk delete wording", () => {
  it("keeps the spec's sentence for one user", () => {
    expect(bulkDeleteConfirmation(1)).toBe(DELETE_USER_CONFIRMATION);
    expect(bulkDeleteTitle(1)).toBe("Delete 1 user");
  });

  it("says how many when there are several", () => {
    expect(bulkDeleteConfirmation(3)).toBe(
      "Are you sure you want to delete these 3 users? This action cannot be undone.",
    );
    expect(bulkDeleteTitle(3)).toBe("Delete 3 users");
  });
});

import { describe, expect, it } from "vitest";
import { bulkStatusNotice, bulkSuspendConfirmation, bulkSuspendTitle } from "./bulk-status-text";

describe("bulk suspend wording", () => {
  it("asks about 'this user' for one and says how many for several", () => {
    expect(bulkSuspendConfirmation(1)).toBe(
      "Are you sure you want to suspend this user? Their sessions end at once and they cannot sign in until reactivated.",
    );
    expect(bulkSuspendConfirmation(3)).toBe(
      "Are you sure you want to suspend these 3 users? Their sessions end at once and they cannot sign in until reactivated.",
    );
    expect([bulkSuspendTitle(1), bulkSuspendTitle(3)]).toEqual([
      "Suspend 1 user",
      "Suspend 3 users",
    ]);
  });

  it("reports how many changed, and each skipped user by name with the reason", () => {
    const names: Record<string, string> = { a: "Ann Lee" };
    const nameOf = (id: string) => names[id];
    expect(
      bulkStatusNotice({ changed: 2, changedIds: ["x", "y"], skipped: [] }, "suspended", nameOf),
    ).toEqual({ tone: "success", text: "2 users suspended" });
    expect(
      bulkStatusNotice(
        {
          changed: 1,
          changedIds: ["x"],
          skipped: [{ id: "a", reason: "You cannot suspend your own account" }],
        },
        "suspended",
        nameOf,
      ),
    ).toEqual({
      tone: "warning",
      text: "1 user suspended; 1 skipped. Ann Lee: You cannot suspend your own account.",
    });
    expect(
      bulkStatusNotice(
        { changed: 0, changedIds: [], skipped: [{ id: "b", reason: "Already active" }] },
        "active",
        nameOf,
      ),
    ).toEqual({
      tone: "error",
      text: "0 users reactivated; 1 skipped. A user not on this page: Already active.",
    });
  });
});

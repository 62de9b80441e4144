import { describe, expect, it } from "vitest";
import type { StaffContext } from "../../domain/permissions";
import { NOTIFICATION_SOURCES } from "../features";
import { collectNotifications, type BellDeps, type NotificationSource } from "./notifications";

const staff: StaffContext = {
  userId: "u",
  email: "a@vitalog.app",
  role: { id: "r", name: "Support Agent", description: "", level: 40 },
  level: 40,
  permissions: ["support.view"],
};
const deps = {} as BellDeps;

describe("collectNotifications", () => {
  it("keeps sources the viewer may see and drops empty notifications", async () => {
    const sources: NotificationSource[] = [
      {
        permission: "support.view",
        load: async () => [
          { id: "tickets", title: "Open tickets", count: 3, href: "/admin/support" },
        ],
      },
      {
        permission: "support.view",
        load: async () => [{ id: "none", title: "Nothing", count: 0, href: "/admin" }],
      },
      {
        permission: "users.delete",
        load: async () => [{ id: "secret", title: "Hidden", count: 9, href: "/admin/users" }],
      },
    ];
    expect(await collectNotifications(deps, staff, sources)).toEqual({
      notifications: [{ id: "tickets", title: "Open tickets", count: 3, href: "/admin/support" }],
      total: 3,
    });
  });

  it("reports nothing when no source has anything (no made-up count)", async () => {
    expect(await collectNotifications(deps, staff, [])).toEqual({ notifications: [], total: 0 });
    expect(Array.isArray(NOTIFICATION_SOURCES)).toBe(true);
  });
});

import type { NotificationSource } from "../rbac/notifications";
import { countUnassignedOpen } from "./stats";

/** The header bell: open tickets nobody has picked up yet; its link opens the queue filtered to exactly those. */
export const newTicketsNotification: NotificationSource = {
  permission: "support.view",
  async load(deps) {
    const count = await countUnassignedOpen(deps.db);
    return [
      {
        id: "tickets.unassigned",
        title: count === 1 ? "New support ticket" : "New support tickets",
        count,
        href: "/admin/support?status=open&view=unassigned",
      },
    ];
  },
};

import type { AdminNotification } from "../../../contract/admin-me";
import { usePermissions } from "../staff-context";
import { useChatOverview } from "./api";
import { useLiveChatQueue } from "./live";

/**
 * The header bell's line for chats waiting for an agent, for staff with chat.view: read from the
 * console's overview (one cache for both) and kept live by chat:queue. Null when none wait.
 */
export function useWaitingChatsNotification(): AdminNotification | null {
  const canView = usePermissions().can("chat.view");
  const { data } = useChatOverview(canView);
  useLiveChatQueue(canView);
  const waiting = canView ? (data?.stats.waiting ?? 0) : 0;
  return waiting > 0
    ? { id: "chat-waiting", title: "Waiting chats", count: waiting, href: "/admin/live-chat" }
    : null;
}

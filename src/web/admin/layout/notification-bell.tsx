import { useState, type FocusEvent } from "react";
import { Bell } from "lucide-react";
import { Link } from "react-router";
import { useAdminNotifications } from "../api/get-notifications";
import { useWaitingChatsNotification } from "../live-chat/use-waiting-chats";

/**
 * The header bell. It shows a count only when a feature reports something waiting
 * (GET /api/admin/notifications, plus waiting live chats from the chat console's overview, live over
 * chat:queue); no made-up number is ever drawn.
 */
export function NotificationBell() {
  const [isOpen, setOpen] = useState(false);
  const { data, isError } = useAdminNotifications();
  const waitingChats = useWaitingChatsNotification();
  const notifications = [...(data?.notifications ?? []), ...(waitingChats ? [waitingChats] : [])];
  const total = (data?.total ?? 0) + (waitingChats?.count ?? 0);
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  return (
    <div className="relative" onBlur={closeWhenFocusLeaves}>
      <button
        type="button"
        className="relative rounded-lg p-2 text-slate-700 hover:bg-slate-100"
        aria-label={total > 0 ? `Notifications, ${total} waiting` : "Notifications"}
        aria-expanded={isOpen}
        aria-controls="admin-notifications"
        onClick={() => setOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
      >
        <Bell className="size-5" aria-hidden />
        {total > 0 ? (
          <span
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-semibold text-white"
            aria-hidden
          >
            {total > 99 ? "99+" : total}
          </span>
        ) : null}
      </button>
      {isOpen ? (
        <div
          id="admin-notifications"
          className="absolute right-0 top-full z-40 mt-1 w-72 rounded-lg border border-slate-200 bg-white py-2 shadow-lg"
        >
          <p className="px-3 pb-1 text-sm font-semibold text-slate-900">Notifications</p>
          {isError ? (
            <p className="px-3 py-2 text-sm text-red-700">Notifications could not be loaded.</p>
          ) : null}
          {isError && notifications.length === 0 ? null : notifications.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-600">Nothing needs your attention.</p>
          ) : (
            <ul>
              {notifications.map((n) => (
                <li key={n.id}>
                  <Link
                    to={n.href}
                    onClick={() => setOpen(false)}
                    className="flex justify-between gap-2 px-3 py-2 text-sm hover:bg-slate-100"
                  >
                    <span className="text-slate-800">{n.title}</span>
                    <span className="font-semibold text-slate-900">{n.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

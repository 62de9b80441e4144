import type { AdminUser } from "../../../contract/admin-users";
import { Button } from "../../components/ui/button";
import { activityText, PlanStatusBadge, StatusBadge, TwoFactorBadge } from "./status-badges";
import { formatDate } from "../../lib/format";
import { TruncatedText } from "../truncated-text";

interface UserTableProps {
  users: AdminUser[];
  /** Checkbox column (bulk Suspend/Reactivate with users.edit, Bulk Delete with users.delete) and actions column: users.edit or users.delete (admin spec). */
  canManage: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[], on: boolean) => void;
  onOpen: (user: AdminUser) => void;
}

const joined = (iso: string) => formatDate(iso, "medium");
/** The user's name and e-mail are cut at this width, so a long one cannot push the actions off-screen. */
const CELL_WIDTH = "max-w-48 sm:max-w-64 xl:max-w-80";

/** The user table of the spec: select, user, status, plan (+ plan status), activity, joined, actions. */
export function UserTable({
  users,
  canManage,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
}: UserTableProps) {
  const allOnPage = users.length > 0 && users.every((u) => selected.has(u.id));
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">Users</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {canManage ? (
              <th scope="col" className="px-3 py-2">
                <input
                  type="checkbox"
                  aria-label="Select all users on this page"
                  className="size-4 accent-brand-700"
                  checked={allOnPage}
                  onChange={(e) =>
                    onToggleAll(
                      users.map((u) => u.id),
                      e.target.checked,
                    )
                  }
                />
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2">
              User
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="hidden px-3 py-2 md:table-cell">
              2FA
            </th>
            <th scope="col" className="hidden px-3 py-2 md:table-cell">
              Plan
            </th>
            <th scope="col" className="hidden px-3 py-2 md:table-cell">
              Activity
            </th>
            <th scope="col" className="hidden px-3 py-2 md:table-cell">
              Joined
            </th>
            {canManage ? (
              <th scope="col" className="hidden px-3 py-2 md:table-cell">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => {
            const name = `${user.firstName} ${user.lastName}`;
            return (
              <tr key={user.id} className="group/row">
                {canManage ? (
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={`Select ${name}`}
                      className="size-4 accent-brand-700"
                      checked={selected.has(user.id)}
                      onChange={() => onToggle(user.id)}
                    />
                  </td>
                ) : null}
                <td className="px-3 py-2">
                  <button
                    type="button"
                    className="block max-w-full text-left font-medium text-brand-800 hover:underline"
                    onClick={() => onOpen(user)}
                  >
                    <TruncatedText text={name} className={CELL_WIDTH} />
                  </button>
                  <TruncatedText text={user.email} className={`text-slate-600 ${CELL_WIDTH}`} />
                  <div
                    className={`mt-1 text-xs text-slate-600 wrap-anywhere md:hidden ${CELL_WIDTH}`}
                  >
                    {user.planName ?? "No plan"} · {user.hasTwoFactor ? "2FA on" : "2FA off"} ·{" "}
                    {activityText(user.activityStatus, user.daysSinceLastActive)} · Joined{" "}
                    {joined(user.createdAt)}
                  </div>
                </td>
                <td className="px-3 py-2">
                  <StatusBadge status={user.status} />
                </td>
                <td className="hidden px-3 py-2 md:table-cell">
                  <TwoFactorBadge hasTwoFactor={user.hasTwoFactor} />
                </td>
                <td className="hidden whitespace-nowrap px-3 py-2 md:table-cell">
                  <span className="flex items-center">
                    <TruncatedText text={user.planName ?? "No plan"} className="max-w-32" />
                    <PlanStatusBadge status={user.planStatus} />
                  </span>
                </td>
                <td className="hidden px-3 py-2 text-slate-700 md:table-cell">
                  {activityText(user.activityStatus, user.daysSinceLastActive)}
                </td>
                <td className="hidden whitespace-nowrap px-3 py-2 text-slate-700 md:table-cell">
                  {joined(user.createdAt)}
                </td>
                {canManage ? (
                  <td className="hidden px-3 py-2 md:table-cell">
                    <Button
                      variant="secondary"
                      className="px-3 py-1"
                      onClick={() => onOpen(user)}
                      aria-label={`Manage ${name}`}
                    >
                      Manage
                    </Button>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

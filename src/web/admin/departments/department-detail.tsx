import { Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { Button, buttonClass } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useRefreshOnChatQueue } from "../live-chat/live";
import { usePermissions } from "../staff-context";
import { useDeleteDepartment, useDepartmentDetail } from "./api";
import { StaffAssignments } from "./staff-assignments";

/**
 * One department: its statistics from real rows (Open Tickets, Active Chats, Staff Members; Active
 * Chats follows chat:queue for staff who may see the chat queue), staff, and Edit / Delete (delete asks first).
 */
export function DepartmentDetailPane({
  id,
  onEdit,
  onDeleted,
}: {
  id: string;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { data, isPending, isError, error, refetch, isFetching } = useDepartmentDetail(id);
  const { can } = usePermissions();
  useRefreshOnChatQueue(["admin", "departments", "one", id], can("chat.view"));
  const remove = useDeleteDepartment();
  const [isConfirming, setIsConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  // The question appears beside the Delete button: move focus to its answer so keyboard and screen
  // reader users are in it, and give focus back to Delete when it is cancelled.
  useEffect(() => {
    if (isConfirming) confirmRef.current?.focus();
  }, [isConfirming]);
  const cancel = () => {
    setIsConfirming(false);
    deleteRef.current?.focus();
  };
  const canEdit = can("settings.edit");
  if (isPending) return <Spinner label="Loading departments..." />;
  if (isError)
    return (
      <LoadError
        message={loadErrorText("departments", error)}
        onRetry={refetch}
        isRetrying={isFetching}
      />
    );

  return (
    <div className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <span
              aria-hidden
              className="size-4 rounded-full"
              style={{ backgroundColor: data.color }}
            />
            {data.name}
          </h2>
          <p className="mt-1 text-slate-600">{data.description || "No description"}</p>
          <p className="mt-1 text-sm text-slate-600">
            {data.isActive ? "Active" : "Inactive"} · colour {data.color} · sort order{" "}
            {data.sortOrder}
          </p>
        </div>
        {canEdit ? (
          <div className="flex gap-2">
            <Button variant="secondary" onClick={onEdit}>
              <Pencil aria-hidden className="size-4" /> Edit
            </Button>
            <button
              ref={deleteRef}
              type="button"
              className={buttonClass("danger")}
              onClick={() => setIsConfirming(true)}
            >
              <Trash2 aria-hidden className="size-4" /> Delete
            </button>
          </div>
        ) : null}
      </div>
      {isConfirming ? (
        <div
          role="alertdialog"
          aria-labelledby="confirm-delete"
          className="rounded-lg border border-red-200 bg-red-50 p-4"
          onKeyDown={(e) => {
            if (e.key === "Escape") cancel();
          }}
        >
          <p id="confirm-delete" className="font-medium text-red-900">
            Delete {data.name}? Its tickets stay, without a department. This cannot be undone.
          </p>
          {remove.isError ? (
            <p role="alert" className="mt-1 text-sm text-red-800">
              {remove.error.message}
            </p>
          ) : null}
          <div className="mt-3 flex gap-2">
            <button
              ref={confirmRef}
              type="button"
              className={buttonClass("danger")}
              disabled={remove.isPending}
              onClick={() => remove.mutate(id, { onSuccess: onDeleted })}
            >
              Yes, delete
            </button>
            <Button variant="secondary" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      <section aria-labelledby="stats-heading">
        <h3 id="stats-heading" className="text-lg font-semibold text-slate-900">
          Statistics
        </h3>
        <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Stat
            label="Open Tickets"
            value={data.stats.openTickets}
            hint="Open, in progress or waiting"
          />
          <Stat label="Active Chats" value={data.stats.activeChats} />
          <Stat label="Staff Members" value={data.stats.staffMembers} />
        </dl>
      </section>
      <StaffAssignments department={data} canEdit={canEdit} />
    </div>
  );
}

function Stat({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900">{value}</dd>
      {hint ? <dd className="text-xs text-slate-600">{hint}</dd> : null}
    </div>
  );
}

import { useId, useState } from "react";
import { Pencil, Trash2 } from "lucide-react";
import type { Role, RoleAssignment } from "../../../contract/admin-roles";
import { mayAssignRole, mayRemoveRole } from "../../../domain/permissions";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { PermissionGuard } from "../permission-guard";
import { useStaff } from "../staff-context";
import { useChangeAssignment, useRemoveAssignment } from "./api/assignments";
import { formatDate } from "../../lib/format";

const formatAssignedDate = (iso: string) => formatDate(iso, "medium");

/** 'Assigned {date} by {assigner}'; the system (start-up, admin:create) assigns with no person. */
export function assignedLine(assignment: RoleAssignment): string {
  return `Assigned ${formatAssignedDate(assignment.assignedAt)} by ${assignment.assignedBy ?? "System"}`;
}

type RowMode = "view" | "change" | "remove";

/** One holder of the role: e-mail, when and by whom; edit (move to another role) and remove icons. */
export function AssignmentRow({
  assignment,
  role,
  roles,
  onChanged,
}: {
  assignment: RoleAssignment;
  role: Role;
  roles: Role[];
  onChanged: (notice: string) => void;
}) {
  const selectId = useId();
  const [mode, setMode] = useState<RowMode>("view");
  const [targetRoleId, setTargetRoleId] = useState("");
  const change = useChangeAssignment();
  const remove = useRemoveAssignment();
  const error = change.error ?? remove.error;
  const staff = useStaff();
  // Mirrors the server: a holder is moved or removed only from a role the viewer may remove, and
  // only to roles the viewer may assign (below them, with permissions they hold).
  const isRemovable = mayRemoveRole(staff, role);
  const otherRoles = roles.filter(
    (r) =>
      r.id !== role.id &&
      r.isActive &&
      mayAssignRole(staff, { level: r.level, permissions: r.permissions.map((p) => p.name) }),
  );

  const reset = () => {
    setMode("view");
    change.reset();
    remove.reset();
  };

  // mutateAsync, not mutate's onSuccess: the refreshed list drops this row before such a callback
  // would run, and React Query skips callbacks of unmounted observers, so the notice never showed.
  // A failure stays in change.error / remove.error and is shown below.
  const moveTo = async (roleId: string) => {
    const { assignment: moved } = await change
      .mutateAsync({ assignmentId: assignment.id, roleId })
      .catch(() => ({ assignment: null }));
    if (moved) onChanged(`${moved.email} now holds ${moved.role}.`);
  };
  const removeHolder = async () => {
    const isRemoved = await remove.mutateAsync(assignment.id).then(
      () => true,
      () => false,
    );
    if (isRemoved) onChanged(`${role.name} removed from ${assignment.email}.`);
  };

  return (
    <li className="py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">{assignment.email}</p>
          <p className="text-sm text-slate-600">{assignedLine(assignment)}</p>
          {assignment.emailVerified ? null : (
            <p className="text-sm text-amber-800">
              E-mail not verified: the role takes effect once it is.
            </p>
          )}
        </div>
        {isRemovable ? (
          <PermissionGuard permission="roles.assign">
            <div className="flex shrink-0 gap-1">
              {otherRoles.length > 0 ? (
                <button
                  type="button"
                  className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
                  aria-label={`Change the role of ${assignment.email}`}
                  onClick={() => setMode("change")}
                >
                  <Pencil className="size-4" aria-hidden />
                </button>
              ) : null}
              <button
                type="button"
                className="rounded-lg p-2 text-red-700 hover:bg-red-50"
                aria-label={`Remove ${role.name} from ${assignment.email}`}
                onClick={() => setMode("remove")}
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </div>
          </PermissionGuard>
        ) : null}
      </div>
      {mode === "change" ? (
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (targetRoleId) void moveTo(targetRoleId);
          }}
        >
          <div>
            <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
              Move to role
            </label>
            <select
              id={selectId}
              value={targetRoleId}
              onChange={(e) => setTargetRoleId(e.target.value)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              <option value="">Choose a role</option>
              {otherRoles.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name} (Level {r.level})
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={!targetRoleId || change.isPending}>
            {change.isPending ? "Saving..." : "Save"}
          </Button>
          <Button variant="secondary" onClick={reset}>
            Cancel
          </Button>
        </form>
      ) : null}
      {mode === "remove" ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-3">
          <p className="text-sm text-red-900">
            Remove {role.name} from {assignment.email}?
          </p>
          <Button variant="danger" disabled={remove.isPending} onClick={() => void removeHolder()}>
            {remove.isPending ? "Removing..." : "Remove"}
          </Button>
          <Button variant="secondary" onClick={reset}>
            Cancel
          </Button>
        </div>
      ) : null}
      {error && mode !== "view" ? (
        <div className="mt-2">
          <Alert tone="error">{error.message}</Alert>
        </div>
      ) : null}
    </li>
  );
}

import { useState } from "react";
import type { Role } from "../../../contract/admin-roles";
import { mayAssignRole } from "../../../domain/permissions";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { Alert } from "../../components/ui/alert";
import { Spinner } from "../../components/ui/spinner";
import { PermissionGuard } from "../permission-guard";
import { useStaff } from "../staff-context";
import { useRoleAssignments } from "./api/get-roles";
import { AssignRoleForm } from "./assign-role-form";
import { AssignmentRow } from "./assignment-row";

/** 'Assigned Users' of a role; assigning, moving and removing need roles.assign and a role the viewer may handle. */
export function AssignedUsers({ role, roles }: { role: Role; roles: Role[] }) {
  const { data, isPending, isError, error, refetch, isFetching } = useRoleAssignments(role.id);
  const [notice, setNotice] = useState<string | null>(null);
  // Offered only when the server would allow it: a role below the viewer with permissions they hold.
  const staff = useStaff();
  const isAssignable =
    role.isActive &&
    mayAssignRole(staff, { level: role.level, permissions: role.permissions.map((p) => p.name) });
  return (
    <section
      aria-labelledby="assigned-users"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h3 id="assigned-users" className="mb-3 font-semibold text-slate-900">
        Assigned Users
      </h3>
      {isAssignable ? (
        <PermissionGuard permission="roles.assign">
          <AssignRoleForm
            role={role}
            onAssigned={(email) => setNotice(`${email} now holds ${role.name}.`)}
          />
        </PermissionGuard>
      ) : null}
      {notice ? (
        <div className="mb-3">
          <Alert tone="success">{notice}</Alert>
        </div>
      ) : null}
      {isPending ? (
        <Spinner label="Loading assigned users..." />
      ) : isError ? (
        <LoadError
          message={loadErrorText("assigned users", error)}
          onRetry={refetch}
          isRetrying={isFetching}
        />
      ) : data.assignments.length === 0 ? (
        <p className="text-sm text-slate-600">No users assigned to this role</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.assignments.map((assignment) => (
            <AssignmentRow
              key={assignment.id}
              assignment={assignment}
              role={role}
              roles={roles}
              onChanged={setNotice}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

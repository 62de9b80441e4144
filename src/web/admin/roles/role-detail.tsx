import { Pencil } from "lucide-react";
import type { Permission, Role } from "../../../contract/admin-roles";
import { mayEditRole } from "../../../domain/permissions";
import { Button } from "../../components/ui/button";
import { LevelBadge } from "../layout/level-badge";
import { PermissionGuard } from "../permission-guard";
import { useStaff } from "../staff-context";
import { AssignedUsers } from "./assigned-users";
import { PermissionGrid } from "./permission-grid";
import { InactiveBadge } from "./role-list";

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/** One role in view mode: its figures, permissions and the users who hold it. */
export function RoleDetail({
  role,
  roles,
  permissions,
  onEdit,
}: {
  role: Role;
  roles: Role[];
  permissions: Permission[];
  onEdit: () => void;
}) {
  // The server refuses edits to roles at or above the viewer's own level: no button for them.
  const isEditable = mayEditRole(useStaff(), role);
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="role-name"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <div className="flex items-center gap-2">
              <h2 id="role-name" className="text-xl font-bold text-slate-900">
                {role.name}
              </h2>
              <LevelBadge level={role.level} />
              {role.isActive ? null : <InactiveBadge />}
            </div>
            {role.description ? <p className="mt-1 text-slate-600">{role.description}</p> : null}
          </div>
          {isEditable ? (
            <PermissionGuard permission="roles.edit">
              <Button variant="secondary" onClick={onEdit}>
                <Pencil className="size-4" aria-hidden />
                Edit Role
              </Button>
            </PermissionGuard>
          ) : null}
        </div>
        <dl className="mt-4 grid grid-cols-3 gap-3">
          <Stat label="Access Level" value={role.level} />
          <Stat label="Permissions" value={role.permissions.length} />
          <Stat label="Assigned Users" value={role.assignedUserCount} />
        </dl>
      </section>
      <section
        aria-labelledby="role-permissions"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h3 id="role-permissions" className="mb-3 font-semibold text-slate-900">
          Permissions
        </h3>
        <PermissionGrid all={permissions} granted={role.permissions} />
      </section>
      <PermissionGuard permission="roles.view">
        {/* Keyed by role: an e-mail typed (and its error or notice) for one role must not be assigned to the next one selected. */}
        <AssignedUsers key={role.id} role={role} roles={roles} />
      </PermissionGuard>
    </div>
  );
}

import type { Permission } from "../../../contract/admin-roles";

export function PermissionTags({ permission }: { permission: Permission }) {
  return (
    <span className="mt-2 flex flex-wrap gap-1">
      <span className="rounded bg-indigo-50 px-1.5 py-0.5 text-xs font-medium text-indigo-800">{permission.resource}</span>
      <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-800">{permission.action}</span>
    </span>
  );
}

/** The role's permissions: name, description, resource tag and action tag. */
export function PermissionGrid({ permissions }: { permissions: Permission[] }) {
  if (permissions.length === 0) return <p className="text-sm text-slate-600">This role has no permissions.</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {permissions.map((permission) => (
        <li key={permission.id} className="rounded-lg border border-slate-200 p-3">
          <span className="block font-mono text-sm font-semibold text-slate-900">{permission.name}</span>
          <span className="mt-0.5 block text-sm text-slate-600">{permission.description}</span>
          <PermissionTags permission={permission} />
        </li>
      ))}
    </ul>
  );
}

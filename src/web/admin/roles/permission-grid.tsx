import type { Permission } from "../../../contract/admin-roles";

export function PermissionTags({ permission }: { permission: Permission }) {
  return (
    <span className="mt-2 flex flex-wrap gap-1">
      <span className="rounded bg-indigo-50 px-1.5 py-0.5 text-xs font-medium text-indigo-800">
        {permission.resource}
      </span>
      <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-800">
        {permission.action}
      </span>
    </span>
  );
}

/**
 * Every permission there is (name, description, resource tag, action tag), those the role grants
 * first, so a reader sees both what the role may do and what it may not.
 */
export function PermissionGrid({ all, granted }: { all: Permission[]; granted: Permission[] }) {
  const grantedIds = new Set(granted.map((p) => p.id));
  const ordered = [...all].sort(
    (a, b) => Number(grantedIds.has(b.id)) - Number(grantedIds.has(a.id)),
  );
  return (
    <>
      {granted.length === 0 ? (
        <p className="mb-3 text-sm text-slate-600">This role has no permissions.</p>
      ) : null}
      <ul className="grid gap-2 sm:grid-cols-2">
        {ordered.map((permission) => {
          const isGranted = grantedIds.has(permission.id);
          return (
            <li
              key={permission.id}
              className={`rounded-lg border p-3 ${isGranted ? "border-emerald-300 bg-white" : "border-slate-200 bg-slate-50"}`}
            >
              <span className="flex items-center justify-between gap-2">
                <span
                  className={`font-mono text-sm font-semibold ${isGranted ? "text-slate-900" : "text-slate-600"}`}
                >
                  {permission.name}
                </span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${isGranted ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-700"}`}
                >
                  {isGranted ? "Granted" : "Not granted"}
                </span>
              </span>
              <span className="mt-0.5 block text-sm text-slate-600">{permission.description}</span>
              <PermissionTags permission={permission} />
            </li>
          );
        })}
      </ul>
    </>
  );
}

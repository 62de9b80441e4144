import type { Role } from "../../../contract/admin-roles";
import { LevelBadge } from "../layout/level-badge";

/** Deactivated roles are listed (to role editors) so they can be reactivated; the badge says why they do nothing. */
export function InactiveBadge() {
  return (
    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
      Inactive
    </span>
  );
}

/** 'Available Roles': each role's name, level badge, description and permission count. */
export function RoleList({
  roles,
  selectedId,
  onSelect,
}: {
  roles: Role[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <section
      aria-labelledby="available-roles"
      className="rounded-xl border border-slate-200 bg-white"
    >
      <h2
        id="available-roles"
        className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900"
      >
        Available Roles
      </h2>
      <ul className="divide-y divide-slate-100">
        {roles.map((role) => (
          <li key={role.id}>
            <button
              type="button"
              aria-pressed={role.id === selectedId}
              onClick={() => onSelect(role.id)}
              className={`block w-full px-4 py-3 text-left hover:bg-slate-50 ${role.id === selectedId ? "bg-brand-50" : ""}`}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-medium text-slate-900">{role.name}</span>
                <span className="flex shrink-0 items-center gap-1">
                  {role.isActive ? null : <InactiveBadge />}
                  <LevelBadge level={role.level} />
                </span>
              </span>
              {role.description ? (
                <span className="mt-1 block text-sm text-slate-600">{role.description}</span>
              ) : null}
              <span className="mt-1 block text-xs text-slate-600">
                {role.permissions.length}{" "}
                {role.permissions.length === 1 ? "permission" : "permissions"}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

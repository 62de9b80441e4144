import { LevelBadge } from "../layout/level-badge";
import { useStaff } from "../staff-context";

/** 'Your Current Role': the viewer's role, permission count and level. */
export function CurrentRoleCard() {
  const staff = useStaff();
  return (
    <section
      aria-labelledby="your-current-role"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="your-current-role" className="font-semibold text-slate-900">
        Your Current Role
      </h2>
      <div className="mt-2 flex items-center justify-between gap-2">
        <span className="font-medium text-slate-900">{staff.role.name}</span>
        <LevelBadge level={staff.level} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {staff.permissions.length} {staff.permissions.length === 1 ? "permission" : "permissions"}
      </p>
      <p className="mt-3 text-xs text-slate-600">
        Higher levels have more permissions and can manage lower-level roles.
      </p>
    </section>
  );
}

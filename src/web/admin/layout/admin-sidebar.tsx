import { NavLink } from "react-router";
import { hasPermission } from "../../../domain/permissions";
import { useStaff } from "../staff-context";
import { ADMIN_NAV_ITEMS } from "./admin-nav-items";
import { LevelBadge } from "./level-badge";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"
  }`;

/** The viewer's role card and the navigation items their permissions allow. */
export function AdminSidebar({ label, onNavigate }: { label: string; onNavigate?: () => void }) {
  const staff = useStaff();
  const items = ADMIN_NAV_ITEMS.filter((item) => hasPermission(staff, item.permission));
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <div className="flex items-start justify-between gap-2">
          <p className="font-semibold text-slate-900">{staff.role.name}</p>
          <LevelBadge level={staff.level} />
        </div>
        <p className="mt-1 text-sm text-slate-600">{staff.role.description}</p>
      </div>
      <nav aria-label={label} className="grid gap-1">
        {items.map(({ to, label: text, icon: Icon, end }) => (
          <NavLink key={to} to={to} end={end} className={linkClass} onClick={onNavigate}>
            <Icon className="size-4" aria-hidden />
            {text}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}

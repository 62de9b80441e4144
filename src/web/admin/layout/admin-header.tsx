import { LogOut, Menu, X } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "../../components/layout/logo";
import { useStaff } from "../staff-context";
import { HeaderSearch } from "./header-search";
import { NotificationBell } from "./notification-bell";

export function AdminHeader({
  isMenuOpen,
  onToggleMenu,
}: {
  isMenuOpen: boolean;
  onToggleMenu: () => void;
}) {
  const staff = useStaff();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-3 sm:gap-3 sm:px-4">
        <button
          type="button"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={isMenuOpen}
          aria-controls="admin-mobile-menu"
          aria-label={isMenuOpen ? "Close menu" : "Open menu"}
          onClick={onToggleMenu}
        >
          {isMenuOpen ? (
            <X className="size-5" aria-hidden />
          ) : (
            <Menu className="size-5" aria-hidden />
          )}
        </button>
        <Logo to="/admin" />
        <span className="whitespace-nowrap rounded-md bg-slate-900 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">
          Admin Panel
        </span>
        <HeaderSearch className="mx-auto hidden w-full max-w-sm md:block" />
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <NotificationBell />
          <div className="hidden max-w-56 px-2 text-right xl:block">
            <p className="truncate text-sm font-semibold text-slate-900">{staff.role.name}</p>
            <p className="truncate text-xs text-slate-600">{staff.role.description}</p>
          </div>
          <Link
            to="/logout"
            className="hidden items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:flex"
          >
            <LogOut className="size-4" aria-hidden />
            Logout
          </Link>
        </div>
      </div>
    </header>
  );
}

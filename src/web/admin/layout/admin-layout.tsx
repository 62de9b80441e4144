import { useState } from "react";
import { LogOut } from "lucide-react";
import { Link, Outlet, useLocation } from "react-router";
import { AdminHeader } from "./admin-header";
import { AdminSidebar } from "./admin-sidebar";
import { HeaderSearch } from "./header-search";

/** The admin frame: sticky header, sidebar (a menu on small screens), the page. */
export function AdminLayout() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const closeMenu = () => setMenuOpen(false);
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <AdminHeader isMenuOpen={isMenuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      {isMenuOpen ? (
        <div
          id="admin-mobile-menu"
          className="border-b border-slate-200 bg-white px-4 py-3 shadow-sm lg:hidden"
        >
          <HeaderSearch className="mb-3 md:hidden" onNavigate={closeMenu} />
          <AdminSidebar label="Admin menu" onNavigate={closeMenu} />
          <Link
            to="/logout"
            onClick={closeMenu}
            className="mt-1 flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:hidden"
          >
            <LogOut className="size-4" aria-hidden />
            Logout
          </Link>
        </div>
      ) : null}
      <div className="mx-auto flex max-w-7xl gap-6 px-4 py-6">
        <aside className="hidden w-60 shrink-0 lg:block">
          <div className="sticky top-20">
            <AdminSidebar label="Admin" />
          </div>
        </aside>
        <main id="main" key={location.pathname} className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

import { useEffect, useRef, useState } from "react";
import { LogOut, Menu, X } from "lucide-react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { VerifyEmailBanner } from "../auth/verify-email-banner";
import { ChatLauncher } from "../chat/chat-launcher";
import { Logo } from "../components/layout/logo";
import { SiteFooter } from "../components/layout/site-footer";
import { APP_NAV_ITEMS } from "./nav-items";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"
  }`;

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      {APP_NAV_ITEMS.map(({ to, label, icon: Icon, end }) => (
        <NavLink key={to} to={to} end={end} className={linkClass} onClick={onNavigate}>
          <Icon className="size-4" aria-hidden />
          {label}
        </NavLink>
      ))}
    </>
  );
}

/** The signed-in frame: navigation (a menu on small screens), the page, the footer. */
export function AppShell() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (!isMenuOpen) return;
    // Escape closes the menu and puts focus back where it was opened (WAI-ARIA disclosure pattern).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isMenuOpen]);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <Logo to="/app" />
          <nav aria-label="App" className="hidden items-center gap-1 lg:flex">
            <NavLinks />
          </nav>
          <div className="flex items-center gap-1">
            <Link
              to="/logout"
              className="hidden items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 lg:flex"
            >
              <LogOut className="size-4" aria-hidden />
              Logout
            </Link>
            <button
              ref={menuButton}
              type="button"
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
              aria-expanded={isMenuOpen}
              aria-controls="mobile-menu"
              aria-label={isMenuOpen ? "Close menu" : "Open menu"}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {isMenuOpen ? (
                <X className="size-5" aria-hidden />
              ) : (
                <Menu className="size-5" aria-hidden />
              )}
            </button>
          </div>
        </div>
        {isMenuOpen ? (
          <nav
            id="mobile-menu"
            aria-label="App menu"
            className="grid gap-1 border-t border-slate-200 px-4 py-3 lg:hidden"
          >
            <NavLinks onNavigate={() => setMenuOpen(false)} />
            <Link
              to="/logout"
              className={linkClass({ isActive: false })}
              onClick={() => setMenuOpen(false)}
            >
              <LogOut className="size-4" aria-hidden />
              Logout
            </Link>
          </nav>
        ) : null}
      </header>
      <VerifyEmailBanner />
      {/* At least a screen tall, so the footer starts below the fold: a page that shows a spinner
          while its data loads would otherwise have the footer on screen, then push it off when the
          content comes in (a layout shift, Lighthouse's CLS on /app). */}
      <main
        id="main"
        key={location.pathname}
        className="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-6"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <ChatLauncher />
    </div>
  );
}

import { Link, Outlet } from "react-router";
import { useMe } from "../auth/api/get-me";
import { ChatLauncher } from "../chat/chat-launcher";
import { buttonClass } from "../components/ui/button";
import { Logo } from "../components/layout/logo";
import { SiteFooter } from "../components/layout/site-footer";

/** Header and footer of the pages anyone can read. */
export function PublicLayout() {
  const { data: me } = useMe();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3">
          <Logo />
          <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
            {/* On a phone the footer carries Help, so the header keeps room for the two account actions. */}
            <div className="hidden sm:block">
              <Link to="/help" className={buttonClass("ghost")}>
                Help
              </Link>
            </div>
            {me ? (
              <Link to="/app" className={buttonClass("primary")}>
                Open app
              </Link>
            ) : (
              <>
                <Link to="/login" className={buttonClass("ghost", "px-2 sm:px-4")}>
                  Sign in
                </Link>
                <Link to="/signup" className={buttonClass("primary", "px-3 sm:px-4")}>
                  Get started
                </Link>
              </>
            )}
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatLauncher />
    </div>
  );
}

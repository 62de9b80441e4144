import { Outlet, useNavigation } from "react-router";
import { useRouteTitle } from "../lib/use-title";
import { Spinner } from "../components/ui/spinner";

/**
 * A page's code arrives on demand: while the next page loads, the current one stays on screen
 * (React Router keeps it) under a thin bar, and screen readers hear that a page is loading.
 */
function NavigationProgress() {
  const isLoading = useNavigation().state === "loading";
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5">
      {isLoading ? (
        <>
          <div className="h-full w-1/3 animate-pulse bg-brand-700" aria-hidden />
          <span className="sr-only">Loading page...</span>
        </>
      ) : null}
    </div>
  );
}

/** Everything under the router: the tab's title follows the page; navigation shows its progress. */
export function RootLayout() {
  useRouteTitle();
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}

/** The first paint, while the asked-for page's code loads (React Router's HydrateFallback). */
export function RoutePending() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label="Loading page..." />
    </div>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate, useRouteError } from "react-router";
import { Button } from "../components/ui/button";
import { PageLoadError } from "../components/layout/lazy-page";

/**
 * The generic error boundary of the spec: 'Something went wrong' with Try Again. The error's own text
 * is never shown (it is for developers; React already logs it to the console).
 */
export function RouteError() {
  const error = useRouteError();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  const tryAgain = async () => {
    // A page whose code did not download gets it again; if it fails again, the page still says so.
    if (error instanceof PageLoadError) await error.retry().catch(() => undefined);
    // Cached answers may be what crashed the page: drop them so it loads afresh, then re-enter the
    // same address, which resets this boundary (a new location) and renders the page again.
    await queryClient.resetQueries();
    await navigate(location, { replace: true, state: location.state as unknown });
  };

  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="text-sm text-slate-600">
        This page could not be shown. Try again, or use the navigation to go elsewhere.
      </p>
      <Button onClick={() => void tryAgain()}>Try Again</Button>
    </div>
  );
}

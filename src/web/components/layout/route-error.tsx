import { useRouteError } from "react-router";
import { Button } from "../ui/button";

/** The generic error boundary of the spec: 'Something went wrong' with Try Again. */
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : null;
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      {detail ? <p className="text-sm text-slate-600">{detail}</p> : null}
      <Button onClick={() => window.location.reload()}>Try Again</Button>
    </div>
  );
}

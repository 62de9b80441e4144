import { Link } from "react-router";
import { buttonClass } from "../ui/button";

/** Unknown paths under / and under /app: said plainly, with the ways back. */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="text-2xl font-bold text-slate-900">Page not found</h1>
      <p className="text-slate-600">The page you asked for does not exist or has moved.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/" className={buttonClass("secondary")}>
          Back to Home
        </Link>
        <Link to="/app" className={buttonClass("primary")}>
          Go to the app
        </Link>
      </div>
      <p className="text-sm text-slate-600">
        Looking for an answer?{" "}
        <Link to="/help" className="font-semibold text-brand-700 hover:underline">
          Visit the Help Center
        </Link>
      </p>
    </div>
  );
}

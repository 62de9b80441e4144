import { Link } from "react-router";
import { buttonClass } from "../components/ui/button";
import { AuthCard } from "./auth-card";

/**
 * Shown by /signup/complete and /login/link when no provider sign-in waits in this browser: it was
 * finished, it expired, or the page was opened directly. Says so, and offers both ways on.
 */
export function PendingFlowMissing({ title }: { title: string }) {
  return (
    <AuthCard title={title}>
      <p className="text-sm text-slate-700">
        There is no sign-in with Google, Apple or Microsoft waiting to be finished in this browser.
        It may have expired or already been used. Please start again.
      </p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Link to="/login" className={buttonClass("primary")}>
          Sign in
        </Link>
        <Link to="/signup" className={buttonClass("secondary")}>
          Create an account
        </Link>
      </div>
    </AuthCard>
  );
}

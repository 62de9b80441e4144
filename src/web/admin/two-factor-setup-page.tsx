import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import {
  STAFF_TWO_FACTOR_MESSAGES,
  TWO_FACTOR_SETTINGS_HREF,
  type StaffTwoFactorState,
} from "../../contract/admin-security";
import { buttonClass } from "../components/ui/button";
import { ADMIN_ME_QUERY_KEY } from "./api/get-admin-me";

/**
 * Shown by the staff gate instead of the panel while the organisation requires two-factor and this
 * session was not granted with it (issue 13). The server refuses every admin endpoint meanwhile.
 */
export function TwoFactorSetupPage({ state }: { state: StaffTwoFactorState }) {
  const hasFactor = state.hasTwoFactor;
  const queryClient = useQueryClient();
  // Leaving for Settings to set it up: the gate must ask the server again on return, not reuse this answer.
  useEffect(() => () => queryClient.removeQueries({ queryKey: ADMIN_ME_QUERY_KEY }), [queryClient]);
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10"
    >
      <div className="w-full max-w-lg rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-col items-center text-center">
          <ShieldCheck className="size-12 text-brand-700" aria-hidden />
          <h1 className="mt-3 text-2xl font-bold text-slate-900">
            {hasFactor ? "Sign in again with two-factor" : "Set up two-factor authentication"}
          </h1>
          <p className="mt-2 text-slate-700">
            {hasFactor ? STAFF_TWO_FACTOR_MESSAGES.signInAgain : STAFF_TWO_FACTOR_MESSAGES.setUp}
          </p>
        </div>
        {hasFactor ? null : (
          <ol className="mt-6 list-decimal space-y-1 rounded-lg bg-slate-50 p-4 pl-9 text-sm text-slate-700">
            <li>Open Settings → Security and add an authenticator app or a passkey.</li>
            <li>Sign out, then sign in again with your code or passkey.</li>
          </ol>
        )}
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          {hasFactor ? null : (
            <Link to={TWO_FACTOR_SETTINGS_HREF} className={buttonClass("primary")}>
              Go to Settings → Security
            </Link>
          )}
          <Link to="/logout" className={buttonClass(hasFactor ? "primary" : "secondary")}>
            Sign out
          </Link>
          <Link to="/app" className={buttonClass("secondary")}>
            Return to App
          </Link>
        </div>
      </div>
    </main>
  );
}

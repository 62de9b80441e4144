import { Link, useSearchParams } from "react-router";
import { EMAIL_CHANGE_MESSAGES } from "../../contract/email-change";
import { useMe } from "../auth/api/get-me";
import { AuthCard } from "../auth/auth-card";
import { Alert } from "../components/ui/alert";
import { Button, buttonClass } from "../components/ui/button";
import { isApiError } from "../lib/api-client";
import { useConfirmEmailChange } from "./api/email-change";

/**
 * The page of the link mailed to the new address (/confirm-email-change?token=…). Like verify-email,
 * the change takes a click rather than happening on load: mail scanners that open links must not
 * spend the token (and move the account) for the reader.
 */
export function ConfirmEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const confirm = useConfirmEmailChange();
  const { data: me } = useMe();

  if (confirm.isSuccess) {
    return (
      <AuthCard title="E-mail address changed">
        <div className="grid gap-4">
          <Alert tone="success">{confirm.data.message}</Alert>
          <Link to={me ? "/app/settings" : "/login"} className={buttonClass("primary")}>
            {me ? "Back to Settings" : "Sign in"}
          </Link>
        </div>
      </AuthCard>
    );
  }

  const error = confirm.error;
  const message = !token
    ? EMAIL_CHANGE_MESSAGES.invalidLink
    : error
      ? isApiError(error, 400)
        ? (error.fields.token ?? error.message)
        : error.message
      : null;
  return (
    <AuthCard
      title="Confirm your new e-mail address"
      subtitle="Your account moves to this address when you confirm it."
    >
      <div className="grid gap-4">
        {message ? <Alert tone="error">{message}</Alert> : null}
        {token && !confirm.isError ? (
          <Button onClick={() => confirm.mutate({ token })} disabled={confirm.isPending}>
            {confirm.isPending ? "Confirming..." : "Confirm my new e-mail address"}
          </Button>
        ) : null}
        {message ? (
          <p className="text-sm text-slate-700">
            <Link
              to={me ? "/app/settings" : "/login?next=%2Fapp%2Fsettings"}
              className="font-semibold text-brand-800 underline"
            >
              {me ? "Go to Settings" : "Sign in"}
            </Link>{" "}
            to ask for a new link.
          </p>
        ) : null}
      </div>
    </AuthCard>
  );
}

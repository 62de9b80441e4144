import { Link, useSearchParams } from "react-router";
import { VERIFY_EMAIL_MESSAGES } from "../../contract/auth";
import { Alert } from "../components/ui/alert";
import { Button, buttonClass } from "../components/ui/button";
import { isApiError } from "../lib/api-client";
import { useMe } from "./api/get-me";
import { useVerifyEmail } from "./api/verify-email";
import { AuthCard } from "./auth-card";
import { ResendVerificationButton } from "./resend-verification-button";

/**
 * The page of the link mailed at sign-up (/verify-email?token=…). Verifying takes a click rather than
 * happening on load: mail scanners that open links must not spend the token for the reader.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const verify = useVerifyEmail();
  const { data: me } = useMe();
  const next = me ? "/app" : "/login";

  if (verify.isSuccess) {
    return (
      <AuthCard title="E-mail verified">
        <div className="grid gap-4">
          <Alert tone="success">{verify.data.message}</Alert>
          <Link to={next} className={buttonClass("primary")}>
            {me ? "Go to your dashboard" : "Sign in"}
          </Link>
        </div>
      </AuthCard>
    );
  }

  const error = verify.error;
  const message = !token
    ? VERIFY_EMAIL_MESSAGES.invalidLink
    : error
      ? isApiError(error, 400)
        ? (error.fields.token ?? error.message)
        : error.message
      : null;
  return (
    <AuthCard
      title="Verify your e-mail address"
      subtitle="Confirm that this address is yours to finish setting up your account."
    >
      <div className="grid gap-4">
        {message ? <Alert tone="error">{message}</Alert> : null}
        {token ? (
          <Button onClick={() => verify.mutate({ token })} disabled={verify.isPending}>
            {verify.isPending ? "Verifying..." : "Verify my e-mail address"}
          </Button>
        ) : null}
        {message && me && !me.emailVerified ? (
          <ResendVerificationButton variant="secondary" />
        ) : null}
        {message && !me ? (
          <p className="text-sm text-slate-700">
            <Link to="/login?next=%2Fapp" className="font-semibold text-brand-800 underline">
              Sign in
            </Link>{" "}
            to ask for a new link.
          </p>
        ) : null}
      </div>
    </AuthCard>
  );
}

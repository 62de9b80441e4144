import { ShieldX } from "lucide-react";
import { Link } from "react-router";
import { accessDeniedText } from "../../contract/admin-me";
import { isOnDomain } from "../../domain/email";
import { DEFAULT_PRODUCT_NAME, usePublicConfig } from "../lib/public-config";
import { useMe } from "../auth/api/get-me";
import { ResendVerificationButton } from "../auth/resend-verification-button";
import { Button, buttonClass } from "../components/ui/button";
import { useGoBack } from "./go-back";

/** The staff gate's refusal (admin spec, section 2). The server has written the attempt to the audit log. */
export function AccessDeniedPage({ email }: { email: string }) {
  // In a fresh tab (a link from a mail) there is no page of ours to go back to: the app is the way back.
  const goBack = useGoBack("/app");
  const { data: config } = usePublicConfig();
  const product = config?.productName ?? DEFAULT_PRODUCT_NAME;
  const domain = config?.staffEmailDomain;
  const isWrongDomain = domain !== undefined && !isOnDomain(email, domain);
  // The profile says whether the address is proved; staff access needs it (a role alone is not enough).
  const { data: me } = useMe();
  const isUnverifiedStaffAddress =
    domain !== undefined && !isWrongDomain && me?.emailVerified === false;
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10"
    >
      <div className="w-full max-w-lg rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-col items-center text-center">
          <ShieldX className="size-12 text-red-700" aria-hidden />
          <h1 className="mt-3 text-2xl font-bold text-slate-900">Access Denied</h1>
          <p className="mt-2 text-slate-700">{accessDeniedText(product)}</p>
        </div>
        <section aria-labelledby="requirements" className="mt-6 rounded-lg bg-slate-50 p-4">
          <h2 id="requirements" className="text-sm font-semibold text-slate-900">
            To access the admin panel you need:
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>A staff e-mail address{domain ? ` on @${domain}` : ""}</li>
            <li>A verified e-mail address (open the link we e-mailed you)</li>
            <li>A valid staff role assigned to your account</li>
            <li>If you believe you should have access, contact an administrator</li>
          </ul>
        </section>
        {isWrongDomain ? (
          <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            You are signed in as <strong className="break-all">{email}</strong>. Staff access
            requires an e-mail address on the <strong>@{domain}</strong> domain.
          </p>
        ) : null}
        {isUnverifiedStaffAddress ? (
          <div className="mt-4 grid gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <p>
              Your e-mail address <strong className="break-all">{email}</strong> is not verified
              yet. Open the link we e-mailed you; any staff role given to this address takes effect
              once it is verified.
            </p>
            <ResendVerificationButton variant="secondary" />
          </div>
        ) : null}
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={goBack}>
            Go Back
          </Button>
          <Link to="/app" className={buttonClass("primary")}>
            Return to App
          </Link>
        </div>
        <p className="mt-6 border-t border-slate-200 pt-4 text-center text-xs text-slate-600">
          Security notice: this access attempt has been logged.
        </p>
      </div>
    </main>
  );
}

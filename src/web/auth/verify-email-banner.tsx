import { useState } from "react";
import { MailWarning, X } from "lucide-react";
import { useMe } from "./api/get-me";
import { ResendVerificationButton } from "./resend-verification-button";

/** Dismissed for this browser tab's session only: the account stays unverified, so it comes back next visit. */
const DISMISSED_KEY = "vitalog:verify-email-banner-dismissed";

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/** The /app shell's reminder for an account whose e-mail is not verified yet, with a way to get a new link. */
export function VerifyEmailBanner() {
  const { data: me } = useMe();
  const [isDismissed, setDismissed] = useState(wasDismissed);
  if (!me || me.emailVerified || isDismissed) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Storage may be off (private mode): the banner then hides until the next page load.
    }
    setDismissed(true);
  };
  return (
    <section
      aria-labelledby="verify-email-banner"
      className="border-b border-amber-200 bg-amber-50"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 text-sm text-amber-950">
        <MailWarning className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden />
        <div className="flex flex-1 flex-col gap-2">
          <h2 id="verify-email-banner" className="font-semibold">
            Please verify your e-mail address
          </h2>
          <p>
            We sent a link to <strong className="break-all">{me.email}</strong>. Open it to confirm
            the address is yours.
          </p>
          <ResendVerificationButton variant="secondary" />
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss the e-mail verification reminder"
          className="rounded-lg p-1 text-amber-900 hover:bg-amber-100"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
    </section>
  );
}

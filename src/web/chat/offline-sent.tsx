import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../components/ui/button";
import { closeChat } from "./chat-store";

/** After a message was left while no agent was online: the ticket number it became. */
export function OfflineSent({
  ticketNumber,
  isSignedIn,
}: {
  ticketNumber: string;
  isSignedIn: boolean;
}) {
  return (
    <div role="status" className="flex flex-1 flex-col items-center gap-3 p-6 text-center">
      <CheckCircle2 aria-hidden className="size-10 text-brand-700" />
      <p className="text-lg font-semibold text-slate-900">Your message was sent</p>
      <p className="text-slate-700">
        It is now support ticket{" "}
        <strong className="font-semibold text-slate-900">{ticketNumber}</strong>. We will answer it
        by e-mail{isSignedIn ? " and in your support tickets" : ""}.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {isSignedIn ? (
          <Link to="/app/support" className={buttonClass("secondary")} onClick={closeChat}>
            See my tickets
          </Link>
        ) : null}
        <button type="button" className={buttonClass("primary")} onClick={closeChat}>
          Done
        </button>
      </div>
    </div>
  );
}

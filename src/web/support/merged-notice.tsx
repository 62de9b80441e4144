import { GitMerge } from "lucide-react";
import { Link } from "react-router";

/**
 * A merged ticket says where its conversation went on (issue 16), for staff and the customer alike;
 * `href` is that ticket's page in the reader's own area.
 */
export function MergedNotice({
  mergedInto,
  href,
}: {
  mergedInto: { ticketNumber: string };
  href: string;
}) {
  return (
    <p
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800"
    >
      <GitMerge aria-hidden className="size-4 shrink-0 text-slate-600" />
      <span>
        Merged into{" "}
        <Link to={href} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {mergedInto.ticketNumber}
        </Link>
        : the conversation continues there.
      </span>
    </p>
  );
}

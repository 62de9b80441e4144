import type { AuditEntry } from "../../../contract/admin-audit";
import { denialDetails, isDeniedEntry } from "./denial-details";
import { formatDateTime } from "../../lib/format";

const formatTime = (iso: string) => formatDateTime(iso, true);

/** Who acted: name and e-mail, kept from when they acted, so an account deleted since is still named. */
function ActorLabel({ entry }: { entry: AuditEntry }) {
  if (!entry.actorEmail) {
    // Only entries written before names were kept, by an actor deleted since, have nothing to show.
    return <>{entry.actorId ? `Deleted user ${entry.actorId.slice(0, 8)}` : "System"}</>;
  }
  return (
    <>
      {entry.actorName ? <span className="font-medium">{entry.actorName} · </span> : null}
      <span>{entry.actorEmail}</span>
      {entry.isActorDeleted ? (
        <span className="whitespace-nowrap text-slate-600"> (account deleted)</span>
      ) : null}
    </>
  );
}

/** Whom an entry is about: a user by name and e-mail (marked when deleted since), anything else by kind and id. */
function TargetLabel({ entry }: { entry: AuditEntry }) {
  const { target } = entry;
  if (!target)
    return <>{entry.targetType ? `${entry.targetType} ${entry.targetId ?? ""}` : "No target"}</>;
  const who =
    [target.name, target.email].filter(Boolean).join(" · ") ||
    `User ${entry.targetId?.slice(0, 8) ?? ""}`;
  return (
    <>
      User: {who}
      {target.isDeleted ? <span className="whitespace-nowrap"> (account deleted)</span> : null}
    </>
  );
}

/** One audit entry: when, who, what, on what, from where; the before/after data on request. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const hasData = entry.before !== null || entry.after !== null;
  // Both kinds of refusal stand out: an outsider at the panel, and staff probing beyond their role.
  const isDenied = isDeniedEntry(entry);
  const denial = denialDetails(entry);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span
          className={`rounded px-2 py-0.5 font-mono text-xs font-semibold ${isDenied ? "bg-red-100 text-red-900" : "bg-slate-100 text-slate-800"}`}
        >
          {entry.action}
        </span>
        <time dateTime={entry.createdAt} className="text-xs text-slate-600">
          {formatTime(entry.createdAt)}
        </time>
      </div>
      <p className="mt-2 text-sm text-slate-900 wrap-anywhere">
        <ActorLabel entry={entry} />
      </p>
      <p className="text-xs text-slate-600 wrap-anywhere">
        <TargetLabel entry={entry} />
        {entry.ip ? ` · IP ${entry.ip}` : ""}
      </p>
      {denial ? <p className="text-xs text-red-900">{denial}</p> : null}
      {hasData ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-brand-800">Details</summary>
          <div className="mt-2 grid gap-2 md:grid-cols-2">
            {entry.before !== null ? <DataBlock title="Before" data={entry.before} /> : null}
            {entry.after !== null ? <DataBlock title="After" data={entry.after} /> : null}
          </div>
        </details>
      ) : null}
    </li>
  );
}

function DataBlock({ title, data }: { title: string; data: unknown }) {
  return (
    <div>
      <p className="text-xs font-semibold text-slate-700">{title}</p>
      <pre className="mt-1 overflow-x-auto rounded bg-slate-50 p-2 text-xs text-slate-800">
        {JSON.stringify(data, null, 2)}
      </pre>
    </div>
  );
}

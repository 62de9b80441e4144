import { Laptop, Smartphone } from "lucide-react";
import { Link } from "react-router";
import type { ActiveSession } from "../../contract/profile";
import { Alert } from "../components/ui/alert";
import { Button, buttonClass } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { useSessions } from "./api/get-sessions";
import { useRevokeOtherSessions, useRevokeSession } from "./api/revoke-sessions";
import { describeDevice } from "../../domain/device-label";
import { formatDateTime } from "../lib/format";

const formatWhen = (iso: string) => formatDateTime(iso);

function SessionRow({ session }: { session: ActiveSession }) {
  const revoke = useRevokeSession();
  const device = describeDevice(session.userAgent);
  const Icon = /iOS|Android/.test(device) ? Smartphone : Laptop;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-slate-900">
            {device}
            {session.isCurrent ? (
              <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                This device
              </span>
            ) : null}
          </p>
          <p className="break-words text-slate-600">IP address {session.ip ?? "unknown"}</p>
          <p className="text-slate-600">
            Signed in {formatWhen(session.createdAt)} · Last active {formatWhen(session.lastSeenAt)}
          </p>
          {revoke.isError ? (
            <p role="alert" className="text-red-700">
              {revoke.error.message}
            </p>
          ) : null}
        </div>
      </div>
      {session.isCurrent ? (
        <Link to="/logout" className={buttonClass("secondary", "shrink-0")}>
          Sign out<span className="sr-only"> of this device</span>
        </Link>
      ) : (
        <Button
          variant="secondary"
          className="shrink-0"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(session.id)}
        >
          {revoke.isPending ? "Signing out..." : "Sign out"}
          <span className="sr-only">
            {" "}
            of {device}, last active {formatWhen(session.lastSeenAt)}
          </span>
        </Button>
      )}
    </li>
  );
}

/** Every browser signed in to the account, with a way to end any of them. */
export function SessionsList() {
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  if (sessions.isPending) return <Spinner label="Loading your sessions..." />;
  if (sessions.isError) return <Alert tone="error">{sessions.error.message}</Alert>;
  const hasOthers = sessions.data.some((s) => !s.isCurrent);
  return (
    <div className="grid gap-3">
      <ul aria-label="Active sessions" className="divide-y divide-slate-200">
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {revokeOthers.isSuccess ? (
        <Alert tone="success">{`Signed out of ${revokeOthers.data.revoked} other ${revokeOthers.data.revoked === 1 ? "device" : "devices"}.`}</Alert>
      ) : null}
      {revokeOthers.isError ? <Alert tone="error">{revokeOthers.error.message}</Alert> : null}
      {hasOthers ? (
        <div>
          <Button
            variant="secondary"
            disabled={revokeOthers.isPending}
            onClick={() => revokeOthers.mutate()}
          >
            {revokeOthers.isPending ? "Signing out..." : "Sign out of all other devices"}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">You are not signed in anywhere else.</p>
      )}
    </div>
  );
}

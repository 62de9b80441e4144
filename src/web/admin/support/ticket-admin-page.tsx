import { ArrowLeft } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import type { TicketDetail } from "../../../contract/tickets";
import { customerEmailLine, customerLabel } from "../../../domain/customer-label";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";
import { SelectField } from "../../components/ui/select-field";
import {
  DepartmentBadge,
  formatDateTime,
  PriorityBadge,
  PrioritySupportBadge,
  StatusBadge,
} from "../../support/ticket-badges";
import { TicketThread } from "../../support/ticket-thread";
import { usePermissions } from "../staff-context";
import { RealtimeNotice } from "../../components/realtime-notice";
import { useLiveTicket } from "../../support/api/live-ticket";
import { staffTicketKey, useAssignTicket, useStaffOptions, useStaffTicket } from "./api";
import { SlaFacts } from "./sla-badge";
import { CustomerPanel } from "./customer-panel";
import { StaffReplyForm } from "./staff-reply-form";
import { StatusSelect } from "./status-select";
import { MergedNotice } from "../../support/merged-notice";
import { MergeTicket } from "./merge-ticket";
import { TicketTags } from "./ticket-tags";
import { TagChips } from "./tag-chips";
import { DepartmentSelect, PrioritySelect } from "./triage-selects";

/** /admin/support/:id: the whole thread (internal notes too), reply or note, assignee and status, and who the customer is. */
export function TicketAdminPage() {
  const id = useParams().id ?? "";
  const { data: ticket, isPending, isError, error, refetch, isFetching } = useStaffTicket(id);
  useLiveTicket(id, staffTicketKey(id), ticket);
  const { can } = usePermissions();
  if (isPending) return <Spinner label="Loading ticket..." />;
  if (isError)
    return (
      <LoadError
        message={loadErrorText("tickets", error)}
        onRetry={refetch}
        isRetrying={isFetching}
      />
    );
  const canRespond = can("support.respond");
  return (
    <div className="flex flex-col gap-5">
      <Link
        to="/admin/support"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Support Queue
      </Link>
      <RealtimeNotice />
      {ticket.mergedInto ? (
        <MergedNotice
          mergedInto={ticket.mergedInto}
          href={`/admin/support/${ticket.mergedInto.id}`}
        />
      ) : null}
      <div>
        <p className="font-mono text-sm text-slate-600">{ticket.ticketNumber}</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{ticket.subject}</h1>
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <TicketThread ticket={ticket} viewer="staff" />
          {canRespond ? (
            <StaffReplyForm id={ticket.id} departmentId={ticket.department?.id ?? null} />
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <TicketFacts ticket={ticket} canRespond={canRespond} />
          <CustomerPanel ticketId={ticket.id} />
        </div>
      </div>
    </div>
  );
}

function TicketFacts({ ticket, canRespond }: { ticket: TicketDetail; canRespond: boolean }) {
  const customerEmail = customerEmailLine(ticket.customer);
  return (
    <aside
      className="flex flex-col gap-4 self-start rounded-xl border border-slate-200 bg-white p-4 text-sm"
      aria-label="Ticket details"
    >
      <Fact label="Status">
        {canRespond ? (
          <StatusSelect id={ticket.id} ticketNumber={ticket.ticketNumber} status={ticket.status} />
        ) : (
          <StatusBadge status={ticket.status} />
        )}
      </Fact>
      <Fact label="Assigned to">
        {canRespond ? (
          <AssigneeSelect ticket={ticket} />
        ) : (
          (ticket.assignedTo?.name ?? "Unassigned")
        )}
      </Fact>
      <Fact label="Customer">
        <span className="block break-all text-slate-900">{customerLabel(ticket.customer)}</span>
        {customerEmail ? (
          <span className="block break-all text-slate-600">{customerEmail}</span>
        ) : null}
      </Fact>
      <Fact label="Priority">
        <span className="flex flex-wrap gap-1">
          {canRespond ? (
            <PrioritySelect ticket={ticket} />
          ) : (
            <PriorityBadge priority={ticket.priority} />
          )}
          {ticket.prioritySupport ? <PrioritySupportBadge /> : null}
        </span>
      </Fact>
      <Fact label="Department">
        {canRespond ? (
          <DepartmentSelect ticket={ticket} />
        ) : (
          <DepartmentBadge department={ticket.department} />
        )}
      </Fact>
      <Fact label="Tags">
        {canRespond ? <TicketTags ticket={ticket} /> : <TagChips tags={ticket.tags} />}
      </Fact>
      <Fact label="Category">{ticket.category}</Fact>
      {ticket.sla ? (
        <Fact label="SLA">
          <SlaFacts sla={ticket.sla} />
        </Fact>
      ) : null}
      <Fact label="Created">{formatDateTime(ticket.createdAt)}</Fact>
      {ticket.resolvedAt ? <Fact label="Resolved">{formatDateTime(ticket.resolvedAt)}</Fact> : null}
      {ticket.closedAt ? <Fact label="Closed">{formatDateTime(ticket.closedAt)}</Fact> : null}
      {canRespond && !ticket.mergedInto ? (
        <Fact label="Merge">
          <MergeTicket ticket={ticket} />
        </Fact>
      ) : null}
    </aside>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <div className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {label}
      </div>
      <div className="text-slate-800">{children}</div>
    </div>
  );
}

function AssigneeSelect({ ticket }: { ticket: TicketDetail }) {
  const staff = useStaffOptions();
  const assign = useAssignTicket();
  const [error, setError] = useState<string | null>(null);
  const choices = staff.data?.staff ?? [];
  const current = ticket.assignedTo;
  // Someone who has since lost queue access stays shown as the assignee rather than as "Unassigned".
  const kept =
    current && staff.data && !choices.some((s) => s.id === current.id)
      ? [{ value: current.id, label: `${current.name || current.email} (no queue access)` }]
      : [];
  const options = [
    { value: "", label: "Unassigned" },
    ...kept,
    ...choices.map((s) => ({ value: s.id, label: `${s.name} (${s.role})` })),
  ];
  return (
    <>
      <SelectField
        label="Assignee"
        className="[&>label]:sr-only"
        value={ticket.assignedTo?.id ?? ""}
        disabled={assign.isPending || staff.isPending}
        options={options}
        onChange={(e) => {
          setError(null);
          assign.mutate(
            { id: ticket.id, assignedTo: e.target.value || null },
            { onError: (err) => setError(err.message) },
          );
        }}
      />
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { TicketMessageBody } from "../../contract/tickets";
import { LoadError, loadErrorText } from "../components/ui/load-error";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { NotFoundPage } from "../components/layout/not-found";
import { Spinner } from "../components/ui/spinner";
import { isApiError } from "../lib/api-client";
import { applyServerErrors } from "../lib/form-errors";
import { RealtimeNotice } from "../components/realtime-notice";
import { MY_TICKETS, useAnswerTicket, useMyTicket } from "./api/tickets";
import { useLiveTicket } from "./api/live-ticket";
import { TextArea } from "../components/ui/text-area";
import { DepartmentBadge, formatDateTime, PriorityBadge, StatusBadge } from "./ticket-badges";
import { TicketThread } from "./ticket-thread";
import { MergedNotice } from "./merged-notice";

/** /app/support/:id: one of the user's tickets, the team's replies, and an answer box. */
export function TicketPage() {
  const id = useParams().id ?? "";
  const { data: ticket, isPending, isError, error, refetch, isFetching } = useMyTicket(id);
  useLiveTicket(id, [...MY_TICKETS, id], ticket);
  if (isPending) return <Spinner label="Loading ticket..." />;
  if (isError)
    return isApiError(error) && error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <LoadError
        message={loadErrorText("tickets", error)}
        onRetry={refetch}
        isRetrying={isFetching}
      />
    );
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <Link
        to="/app/support"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> All my tickets
      </Link>
      <RealtimeNotice />
      {ticket.mergedInto ? (
        <MergedNotice
          mergedInto={ticket.mergedInto}
          href={`/app/support/${ticket.mergedInto.id}`}
        />
      ) : null}
      <div>
        <p className="text-sm text-slate-600">{ticket.ticketNumber}</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{ticket.subject}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <StatusBadge status={ticket.status} />
          <PriorityBadge priority={ticket.priority} />
          <DepartmentBadge department={ticket.department} />
          <span className="text-slate-600">Category: {ticket.category}</span>
          <span className="text-slate-600">
            {ticket.assignedTo
              ? `Handled by ${ticket.assignedTo.firstName}`
              : "Waiting for an agent"}
          </span>
          {ticket.resolvedAt ? (
            <span className="text-slate-600">Resolved {formatDateTime(ticket.resolvedAt)}</span>
          ) : null}
        </div>
      </div>
      <TicketThread ticket={ticket} viewer="customer" />
      {/* A merged ticket goes on in the other one (the notice above links it): answers belong there. */}
      {ticket.mergedInto ? null : (
        <AnswerForm
          id={ticket.id}
          reopens={ticket.status === "resolved" || ticket.status === "closed"}
        />
      )}
    </div>
  );
}

function AnswerForm({ id, reopens }: { id: string; reopens: boolean }) {
  const answer = useAnswerTicket(id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TicketMessageBody>({
    resolver: zodResolver(TicketMessageBody),
    defaultValues: { body: "" },
  });
  const submit = form.handleSubmit(async ({ body }) => {
    setFormError(null);
    try {
      await answer.mutateAsync(body);
      form.reset({ body: "" });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ["body"]));
    }
  });
  return (
    <Card>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        <TextArea
          label="Your answer"
          rows={4}
          error={form.formState.errors.body?.message}
          {...form.register("body")}
        />
        {reopens ? <p className="text-sm text-slate-600">Answering reopens this ticket.</p> : null}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Sending..." : "Send answer"}
          </Button>
        </div>
      </form>
    </Card>
  );
}

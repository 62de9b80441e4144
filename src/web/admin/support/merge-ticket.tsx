import { useState } from "react";
import type { TicketDetail } from "../../../contract/tickets";
import { STATUS_LABELS } from "../../../domain/tickets";
import { Button } from "../../components/ui/button";
import { SelectField } from "../../components/ui/select-field";
import { isApiError } from "../../lib/api-client";
import { useMergeTargets, useMergeTicket } from "./triage-api";

/**
 * Merges this ticket into another open ticket of the same customer: the thread is copied there, this
 * one is closed. The choices are the customer's other tickets the server would accept; its refusals
 * (another agent merged or closed one meanwhile) show under the select, and the choice stays.
 */
export function MergeTicket({ ticket }: { ticket: TicketDetail }) {
  const targets = useMergeTargets(ticket.id);
  const merge = useMergeTicket();
  const [targetId, setTargetId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const choices = targets.data?.tickets ?? [];
  if (targets.isPending) return <p className="text-slate-600">Loading the customer's tickets...</p>;
  if (targets.isError)
    return (
      <p role="alert" className="text-red-700">
        Error loading tickets: {targets.error.message}
      </p>
    );
  if (choices.length === 0)
    return <p className="text-slate-600">This customer has no other open ticket to merge into.</p>;
  const chosen = choices.find((t) => t.id === targetId);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!chosen) return setError("Choose a ticket to merge into");
        setError(null);
        merge.mutate(
          { id: ticket.id, targetId: chosen.id },
          // On success the page shows "Merged into …" with its link, from the ticket the server answered.
          {
            onError: (err) =>
              setError(isApiError(err) ? (err.fields.targetId ?? err.message) : err.message),
          },
        );
      }}
    >
      <SelectField
        label="Merge into"
        value={targetId}
        error={error ?? undefined}
        hint="Its messages are copied there in time order, and this ticket is closed."
        onChange={(e) => {
          setTargetId(e.target.value);
          setError(null);
        }}
        options={[
          { value: "", label: "Choose a ticket" },
          ...choices.map((t) => ({
            value: t.id,
            label: `${t.ticketNumber} · ${t.subject} (${STATUS_LABELS[t.status]})`,
          })),
        ]}
      />
      <div>
        <Button type="submit" variant="secondary" disabled={merge.isPending}>
          {merge.isPending ? "Merging..." : chosen ? `Merge into ${chosen.ticketNumber}` : "Merge"}
        </Button>
      </div>
    </form>
  );
}

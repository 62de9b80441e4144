import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { StaffCreateTicketBody } from "../../../contract/tickets";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { applyServerErrors } from "../../lib/form-errors";
import { EMPTY_TICKET, TICKET_FIELDS, TicketFormFields } from "../../support/ticket-form-fields";
import { useCreateTicketForUser } from "./api";

/** Create Ticket (support.respond): a ticket on behalf of a user, found by their e-mail. */
export function CreateTicketForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const create = useCreateTicketForUser();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<StaffCreateTicketBody>({
    resolver: zodResolver(StaffCreateTicketBody),
    defaultValues: { ...EMPTY_TICKET, email: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const ticket = await create.mutateAsync(body);
      await navigate(`/admin/support/${ticket.id}`);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, [...TICKET_FIELDS, "email"]));
    }
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="mb-6 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
      aria-labelledby="create-ticket-heading"
    >
      <h2 id="create-ticket-heading" className="text-lg font-semibold text-slate-900">
        Create Ticket
      </h2>
      <TextField
        label="Customer e-mail"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TicketFormFields register={form.register} errors={errors} asked="priority" />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Creating..." : "Create Ticket"}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

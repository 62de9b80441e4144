import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { CreateTicketBody } from "../../contract/tickets";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { applyServerErrors } from "../lib/form-errors";
import { useOpenTicket } from "./api/tickets";
import { EMPTY_TICKET, TICKET_FIELDS, TicketFormFields } from "./ticket-form-fields";

/** /app/support/new: a signed-in user writes to the support desk. */
export function NewTicketPage() {
  const navigate = useNavigate();
  const openTicket = useOpenTicket();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreateTicketBody>({ resolver: zodResolver(CreateTicketBody), defaultValues: EMPTY_TICKET });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const ticket = await openTicket.mutateAsync(body);
      await navigate(`/app/support/${ticket.id}`);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, TICKET_FIELDS));
    }
  });
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Send us a message" description="Tell us what happened; we answer here and by e-mail, usually within 24 hours." />
      <Card>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <TicketFormFields register={form.register} errors={errors} />
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={isSubmitting}>{isSubmitting ? "Sending..." : "Send message"}</Button>
            <Link to="/app/support" className="inline-flex items-center px-4 py-2 text-sm font-semibold text-slate-700 hover:underline">Cancel</Link>
          </div>
        </form>
      </Card>
    </div>
  );
}

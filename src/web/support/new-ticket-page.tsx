import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CreateTicketBody, CustomerImpact } from "../../contract/tickets";
import { TICKET_CATEGORIES, type TicketCategory } from "../../domain/tickets";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { applyServerErrors } from "../lib/form-errors";
import { useActiveDepartments, useOpenTicket } from "./api/tickets";
import { EMPTY_TICKET, TICKET_FIELDS, TicketFormFields } from "./ticket-form-fields";

const isCategory = (value: string | null): value is TicketCategory =>
  (TICKET_CATEGORIES as readonly (string | null)[]).includes(value);

/**
 * What another screen filled in for the user (`?subject=&message=&category=&department=&impact=`,
 * the plan page's upgrade request): only a starting point, the user still reads and sends it.
 */
function prefillOf(params: URLSearchParams): CreateTicketBody {
  const category = params.get("category");
  const impact = CustomerImpact.safeParse(params.get("impact"));
  return {
    ...EMPTY_TICKET,
    subject: (params.get("subject") ?? "").slice(0, 200),
    description: (params.get("message") ?? "").slice(0, 5000),
    category: isCategory(category) ? category : EMPTY_TICKET.category,
    priority: impact.success ? impact.data : EMPTY_TICKET.priority,
  };
}

/**
 * Selects the department the link named (by id or by name, any case) once the list has loaded: the
 * select has no option to show it before. An unknown or inactive one leaves "any department".
 */
function usePrefilledDepartment(wanted: string | null, select: (id: string) => void) {
  const departments = useActiveDepartments();
  useEffect(() => {
    if (!wanted || !departments.data) return;
    const key = wanted.trim().toLowerCase();
    const found = departments.data.departments.find(
      (d) => d.id === wanted || d.name.toLowerCase() === key,
    );
    if (found) select(found.id);
  }, [wanted, departments.data, select]);
}

/** /app/support/new: a signed-in user writes to the support desk. */
export function NewTicketPage() {
  const navigate = useNavigate();
  const openTicket = useOpenTicket();
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const [defaultValues] = useState(() => prefillOf(params));
  const form = useForm<CreateTicketBody>({
    resolver: zodResolver(CreateTicketBody),
    defaultValues,
  });
  const { setValue } = form;
  const selectDepartment = useCallback((id: string) => setValue("departmentId", id), [setValue]);
  usePrefilledDepartment(params.get("department"), selectDepartment);
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
      <PageHeader
        title="Send us a message"
        description="Tell us what happened; we answer here and by e-mail, usually within 24 hours."
      />
      <Card>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <TicketFormFields register={form.register} errors={errors} asked="impact" />
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Sending..." : "Send message"}
            </Button>
            <Link
              to="/app/support"
              className="inline-flex items-center px-4 py-2 text-sm font-semibold text-slate-700 hover:underline"
            >
              Cancel
            </Link>
          </div>
        </form>
      </Card>
    </div>
  );
}

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { CreateTicketBody } from "../../contract/tickets";
import { PRIORITY_LABELS, TICKET_CATEGORIES, TICKET_PRIORITIES } from "../../domain/tickets";
import { TextField } from "../components/ui/text-field";
import { useActiveDepartments } from "./api/tickets";
import { SelectField } from "../components/ui/select-field";
import { TextArea } from "../components/ui/text-area";

/** Subject, description, category, department (active ones) and priority: shared by users and staff. */
export function TicketFormFields({ register, errors }: { register: UseFormRegister<CreateTicketBody>; errors: FieldErrors<CreateTicketBody> }) {
  const departments = useActiveDepartments();
  const departmentOptions = departments.isPending
    ? [{ value: "", label: "Loading departments..." }]
    : departments.isError
      ? [{ value: "", label: "Error loading departments" }]
      : [{ value: "", label: "Not sure / any department" }, ...departments.data.departments.map((d) => ({ value: d.id, label: d.name }))];
  return (
    <>
      <TextField label="Subject" maxLength={200} error={errors.subject?.message} {...register("subject")} />
      <TextArea label="Description" rows={6} error={errors.description?.message} {...register("description")} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="Category" error={errors.category?.message} options={TICKET_CATEGORIES.map((c) => ({ value: c, label: c }))} {...register("category")} />
        <SelectField
          label="Department"
          error={errors.departmentId?.message}
          options={departmentOptions}
          {...register("departmentId", { setValueAs: (v: string | null) => (v ? v : null) })}
        />
        <SelectField label="Priority" error={errors.priority?.message} options={TICKET_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))} {...register("priority")} />
      </div>
    </>
  );
}

export const EMPTY_TICKET: CreateTicketBody = { subject: "", description: "", category: "General", departmentId: null, priority: "medium" };
export const TICKET_FIELDS = ["subject", "description", "category", "departmentId", "priority"] as const;

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { CreateTicketBody } from "../../contract/tickets";
import { CUSTOMER_IMPACTS, impactLabel } from "../../domain/ticket-triage";
import {
  PRIORITY_LABELS,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  type TicketPriority,
} from "../../domain/tickets";
import { useProductName } from "../lib/public-config";
import { TextField } from "../components/ui/text-field";
import { useActiveDepartments } from "./api/tickets";
import { SelectField } from "../components/ui/select-field";
import { TextArea } from "../components/ui/text-area";

/** The fields both forms share; staff's priority may also be urgent, the customer's impact may not. */
type TicketFieldValues = Omit<CreateTicketBody, "priority"> & { priority: TicketPriority };

/**
 * Subject, description, category, department (active ones), and how urgent it is: shared by users and
 * staff. `asked` is who answers the last one: a customer describes the impact (low, medium or high,
 * stored as the priority), staff set the priority itself.
 */
export function TicketFormFields({
  register,
  errors,
  asked,
}: {
  register: UseFormRegister<TicketFieldValues>;
  errors: FieldErrors<TicketFieldValues>;
  asked: "impact" | "priority";
}) {
  const departments = useActiveDepartments();
  const productName = useProductName();
  const departmentOptions = departments.isPending
    ? [{ value: "", label: "Loading departments..." }]
    : departments.isError
      ? [{ value: "", label: "Error loading departments" }]
      : [
          { value: "", label: "Not sure / any department" },
          ...departments.data.departments.map((d) => ({ value: d.id, label: d.name })),
        ];
  const urgency =
    asked === "impact"
      ? {
          label: "Impact",
          options: CUSTOMER_IMPACTS.map((i) => ({ value: i, label: impactLabel(i, productName) })),
        }
      : {
          label: "Priority",
          options: TICKET_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] })),
        };
  return (
    <>
      <TextField
        label="Subject"
        maxLength={200}
        error={errors.subject?.message}
        {...register("subject")}
      />
      <TextArea
        label="Description"
        rows={6}
        error={errors.description?.message}
        {...register("description")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          error={errors.category?.message}
          options={TICKET_CATEGORIES.map((c) => ({ value: c, label: c }))}
          {...register("category")}
        />
        <SelectField
          label="Department"
          error={errors.departmentId?.message}
          options={departmentOptions}
          {...register("departmentId", { setValueAs: (v: string | null) => (v ? v : null) })}
        />
      </div>
      <SelectField
        label={urgency.label}
        error={errors.priority?.message}
        options={urgency.options}
        {...register("priority")}
      />
    </>
  );
}

export const EMPTY_TICKET: CreateTicketBody = {
  subject: "",
  description: "",
  category: "General",
  departmentId: null,
  priority: "medium",
};
export const TICKET_FIELDS = [
  "subject",
  "description",
  "category",
  "departmentId",
  "priority",
] as const;

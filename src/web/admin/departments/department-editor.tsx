import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { DepartmentBody, type Department } from "../../../contract/departments";
import {
  DEFAULT_DEPARTMENT_COLOR,
  HEX_COLOR_PATTERN,
  nextDepartmentSortOrder,
} from "../../../domain/tickets";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { TextField } from "../../components/ui/text-field";
import { applyServerErrors } from "../../lib/form-errors";
import { TextArea } from "../../components/ui/text-area";
import { useSaveDepartment } from "./api";

const FIELDS = ["name", "description", "color", "sortOrder", "isActive"] as const;

/** Create (the spec's defaults: #6B7280, active, count + 1) or edit; server errors land under their field. */
export function DepartmentEditor({
  department,
  count,
  onDone,
}: {
  department: Department | null;
  count: number;
  onDone: (id?: string) => void;
}) {
  const save = useSaveDepartment();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DepartmentBody>({
    resolver: zodResolver(DepartmentBody),
    defaultValues: department
      ? {
          name: department.name,
          description: department.description,
          color: department.color,
          sortOrder: department.sortOrder,
          isActive: department.isActive,
        }
      : {
          name: "",
          description: "",
          color: DEFAULT_DEPARTMENT_COLOR,
          sortOrder: nextDepartmentSortOrder(count),
          isActive: true,
        },
  });
  const { errors, isSubmitting } = form.formState;
  const color = useWatch({ control: form.control, name: "color" });
  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id: department?.id ?? null, body });
      onDone(saved.id);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 className="text-xl font-bold text-slate-900">
        {department ? `Edit ${department.name}` : "Create Department"}
      </h2>
      <TextField label="Name" error={errors.name?.message} {...form.register("name")} />
      <TextArea
        label="Description"
        rows={3}
        error={errors.description?.message}
        {...form.register("description")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Colour"
          placeholder="#RRGGBB"
          autoComplete="off"
          spellCheck={false}
          error={errors.color?.message}
          trailing={
            <span
              aria-hidden
              className="mr-2 size-6 rounded border border-slate-300"
              style={{
                backgroundColor: HEX_COLOR_PATTERN.test(color?.trim() ?? "")
                  ? color.trim()
                  : "transparent",
              }}
            />
          }
          {...form.register("color")}
        />
        <TextField
          label="Sort order"
          type="number"
          step={1}
          min={0}
          inputMode="numeric"
          error={errors.sortOrder?.message}
          {...form.register("sortOrder", { valueAsNumber: true })}
        />
      </div>
      <Checkbox
        label="Department is active"
        error={errors.isActive?.message}
        {...form.register("isActive")}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save"}
        </Button>
        <Button variant="secondary" onClick={() => onDone()} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

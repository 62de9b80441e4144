import { UserMinus } from "lucide-react";
import { useState } from "react";
import type { DepartmentDetail } from "../../../contract/departments";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { SelectField } from "../../components/ui/select-field";
import { formatDate } from "../../support/ticket-badges";
import { useAssignStaff, useRemoveStaff } from "./api";

/** Stored staff assignments: 'Assign Staff' lists staff not yet here; the list shows name, role, date. */
export function StaffAssignments({
  department,
  canEdit,
}: {
  department: DepartmentDetail;
  canEdit: boolean;
}) {
  const assign = useAssignStaff();
  const remove = useRemoveStaff();
  const [choice, setChoice] = useState("");
  const [error, setError] = useState<string | null>(null);
  const onError = (err: Error) => setError(err.message);

  return (
    <section aria-labelledby="staff-heading" className="flex flex-col gap-3">
      <h3 id="staff-heading" className="text-lg font-semibold text-slate-900">
        Staff Assignments
      </h3>
      {canEdit ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!choice) return;
            setError(null);
            assign.mutate(
              { id: department.id, userId: choice },
              { onSuccess: () => setChoice(""), onError },
            );
          }}
        >
          <SelectField
            label="Assign Staff"
            className="min-w-56 flex-1"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            options={[
              {
                value: "",
                label: department.available.length
                  ? "Choose a staff member"
                  : "Everyone is assigned",
              },
              ...department.available.map((s) => ({ value: s.id, label: `${s.name} (${s.role})` })),
            ]}
          />
          <Button type="submit" disabled={!choice || assign.isPending}>
            Assign
          </Button>
        </form>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {department.assigned.length === 0 ? (
        <p className="text-slate-600">No staff assigned to this department</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {department.assigned.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{s.name}</p>
                <p className="text-sm text-slate-600">
                  {s.role} · assigned {s.assignedAt ? formatDate(s.assignedAt) : ""}
                </p>
              </div>
              {canEdit ? (
                <Button
                  variant="ghost"
                  disabled={remove.isPending}
                  onClick={() => {
                    setError(null);
                    remove.mutate({ id: department.id, userId: s.id }, { onError });
                  }}
                >
                  <UserMinus aria-hidden className="size-4" /> Remove
                  <span className="sr-only"> {s.name}</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useState } from "react";
import { Check, X } from "lucide-react";
import { UNLIMITED, type AdminPlan } from "../../../contract/admin-plans";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { formatMoney, formatNumber } from "../../lib/format";
import { usePermissions } from "../staff-context";
import { useDeletePlan } from "./api";

export const limitText = (value: number) =>
  value === UNLIMITED ? "Unlimited" : formatNumber(value);

const FLAGS = [
  ["data_export", "Data export"],
  ["priority_support", "Priority support"],
  ["custom_meal_plans", "Custom meal plans"],
  ["client_management", "Client management"],
  ["api_access", "API access"],
] as const;

/** One plan: pricing, features, limits, sort order, active flag; edit and delete with plans.edit. */
export function PlanDetail({
  plan,
  onEdit,
  onDeleted,
}: {
  plan: AdminPlan;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { can } = usePermissions();
  const remove = useDeletePlan();
  const [error, setError] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const doDelete = async () => {
    setError(null);
    try {
      await remove.mutateAsync(plan.id);
      onDeleted();
    } catch (e) {
      setError(e instanceof Error ? e.message : "An unexpected error occurred");
    }
  };
  return (
    <Card>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{plan.name}</h2>
          <p className="text-sm text-slate-600">{plan.description}</p>
        </div>
        {can("plans.edit") ? (
          <div className="flex gap-2">
            <Button variant="secondary" onClick={onEdit}>
              Edit
            </Button>
            {plan.userCount === 0 ? (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {isConfirming ? (
        <div
          role="alertdialog"
          aria-labelledby="confirm-plan-delete"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3"
        >
          <p id="confirm-plan-delete" className="text-sm text-red-900">
            Delete the {plan.name} plan? This cannot be undone.
          </p>
          <div className="mt-3 flex gap-2">
            <Button variant="danger" disabled={remove.isPending} onClick={() => void doDelete()}>
              Delete plan
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      {error ? (
        <div className="mb-3">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">Monthly</dt>
          <dd className="font-semibold">{formatMoney(plan.priceMonthly)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Yearly</dt>
          <dd className="font-semibold">{formatMoney(plan.priceYearly)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Sort order</dt>
          <dd className="font-semibold">{plan.sortOrder}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Status</dt>
          <dd className="font-semibold">{plan.isActive ? "Active" : "Inactive"}</dd>
        </div>
        <div className="col-span-2 sm:col-span-4">
          <dt className="text-slate-600">Users on this plan</dt>
          <dd className="font-semibold">
            {formatNumber(plan.userCount)}
            {plan.userCount > 0 ? " (deactivate instead of deleting)" : ""}
          </dd>
        </div>
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">Features</h3>
      {plan.features.length ? (
        <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
          {plan.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">No features listed</p>
      )}
      <h3 className="mt-5 text-sm font-semibold text-slate-900">Limits</h3>
      <dl className="mt-1 grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Weight entries per month</dt>
          <dd className="font-semibold">{limitText(plan.limits.weight_entries_per_month)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Meal entries per day</dt>
          <dd className="font-semibold">{limitText(plan.limits.meal_entries_per_day)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Workout entries per month</dt>
          <dd className="font-semibold">{limitText(plan.limits.workout_entries_per_month)}</dd>
        </div>
      </dl>
      <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        {FLAGS.map(([key, label]) => (
          <li key={key} className="flex items-center gap-2">
            {plan.limits[key] ? (
              <Check className="size-4 text-green-700" aria-hidden />
            ) : (
              <X className="size-4 text-slate-500" aria-hidden />
            )}
            <span>
              {label}: {plan.limits[key] ? "Included" : "Not included"}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

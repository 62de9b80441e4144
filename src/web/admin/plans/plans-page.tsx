import { useState } from "react";
import { Plus } from "lucide-react";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { Button } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { formatMoney } from "../../lib/format";
import { usePermissions } from "../staff-context";
import { useAdminPlans } from "./api";
import { PlanDetail } from "./plan-detail";
import { PlanEditor } from "./plan-editor";

type Mode = "view" | "editing" | "creating";

/** Plan Management (admin spec, section 2): plan cards, a plan's detail, the editor (view/editing/creating). */
export function PlansPage() {
  const { can } = usePermissions();
  const { data, isPending, isError, error, refetch, isFetching } = useAdminPlans();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>("view");
  const selected = data?.plans.find((p) => p.id === selectedId) ?? null;
  const done = (id: string | null) => {
    if (id) setSelectedId(id);
    setMode("view");
  };

  return (
    <div>
      <PageHeader
        title="Plan Management"
        description="Prices, features and limits of the plans users can hold"
        actions={
          can("plans.create") ? (
            <Button onClick={() => setMode("creating")} disabled={!data}>
              <Plus className="size-4" aria-hidden />
              Create Plan
            </Button>
          ) : null
        }
      />
      {isPending ? (
        <Spinner label="Loading plans..." />
      ) : isError ? (
        <LoadError
          message={loadErrorText("plans", error)}
          onRetry={refetch}
          isRetrying={isFetching}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
          <ul className="grid gap-3" aria-label="Plans">
            {data.plans.map((plan) => (
              <li key={plan.id}>
                <button
                  type="button"
                  aria-pressed={plan.id === selectedId}
                  onClick={() => {
                    setSelectedId(plan.id);
                    setMode("view");
                  }}
                  className={`w-full rounded-xl border bg-white p-4 text-left shadow-sm hover:border-brand-600 ${plan.id === selectedId ? "border-brand-700 ring-2 ring-brand-200" : "border-slate-200"}`}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900">{plan.name}</span>
                    {plan.isActive ? null : (
                      <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                        Inactive
                      </span>
                    )}
                  </span>
                  <span className="mt-1 block text-2xl font-bold text-slate-900">
                    {formatMoney(plan.priceMonthly)}
                    <span className="text-sm font-normal text-slate-600">/month</span>
                  </span>
                  <span className="block text-sm text-slate-600">
                    {plan.features.length} feature{plan.features.length === 1 ? "" : "s"} ·{" "}
                    {plan.userCount} user{plan.userCount === 1 ? "" : "s"}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div className="min-w-0">
            {mode === "creating" ? (
              <PlanEditor key="new" plan={null} planCount={data.plans.length} onDone={done} />
            ) : selected && mode === "editing" ? (
              <PlanEditor
                key={selected.id}
                plan={selected}
                planCount={data.plans.length}
                onDone={done}
              />
            ) : selected ? (
              <PlanDetail
                key={selected.id}
                plan={selected}
                onEdit={() => setMode("editing")}
                onDeleted={() => setSelectedId(null)}
              />
            ) : (
              <div className="flex min-h-48 flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
                <h2 className="text-lg font-semibold text-slate-900">Select a Plan</h2>
                <p className="mt-1 text-sm text-slate-600">
                  Choose a plan to see its pricing, features and limits
                </p>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

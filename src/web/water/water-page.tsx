import { X } from "lucide-react";
import { Link } from "react-router";
import { formatVolume } from "../../domain/units";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { Spinner } from "../components/ui/spinner";
import { useWaterDay } from "./api/get-water";
import { useRemoveWater } from "./api/remove-water";
import { WaterCustomForm } from "./water-custom-form";
import { WaterProgress } from "./water-progress";
import { WaterQuickAdd } from "./water-quick-add";
import { WaterWeek } from "./water-week";

const timeOf = (iso: string) => new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" }).format(new Date(iso));

export function WaterPage() {
  const { data, isPending, isError, error } = useWaterDay();
  const remove = useRemoveWater();
  if (isPending) return <Spinner label="Loading your water..." />;
  if (isError) return <Alert tone="error">{error.message}</Alert>;
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Water"
        description={<>Your daily goal is {formatVolume(data.goalMl, data.unitSystem)}. <Link to="/app/goals" className="font-semibold text-brand-700 underline">Change it</Link></>}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="grid gap-5">
          <WaterProgress totalMl={data.totalMl} goalMl={data.goalMl} unitSystem={data.unitSystem} />
          <WaterQuickAdd unitSystem={data.unitSystem}>{(onAdded) => <WaterCustomForm unitSystem={data.unitSystem} onAdded={onAdded} />}</WaterQuickAdd>
        </Card>
        <Card>
          <h2 className="mb-4 text-lg font-semibold text-slate-900">Last 7 days</h2>
          <WaterWeek data={data} />
        </Card>
      </div>
      <Card>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">Today&apos;s drinks</h2>
        {data.entries.length === 0 ? (
          <p className="text-slate-600">Nothing yet today. Tap a glass or a bottle above.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {data.entries.map((entry) => (
              <li key={entry.id} className="flex items-center justify-between py-2">
                <span>
                  <span className="font-medium text-slate-900">{formatVolume(entry.amountMl, data.unitSystem)}</span>
                  <span className="text-sm text-slate-600"> at {timeOf(entry.createdAt)}</span>
                </span>
                <Button variant="ghost" className="px-2" aria-label={`Remove ${formatVolume(entry.amountMl, data.unitSystem)} at ${timeOf(entry.createdAt)}`} disabled={remove.isPending} onClick={() => remove.mutate(entry.id)}>
                  <X className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {remove.isError ? <Alert tone="error">{remove.error.message}</Alert> : null}
      </Card>
    </div>
  );
}

import { Link, Navigate, useSearchParams } from "react-router";
import { formatVolume } from "../lib/format";
import { addDays, isIsoDate } from "../../domain/calendar";
import { DayNavigator, formatDay } from "../components/day-navigator";
import { Alert } from "../components/ui/alert";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { Spinner } from "../components/ui/spinner";
import { useWaterDay } from "./api/get-water";
import { WaterCustomForm } from "./water-custom-form";
import { WaterDrinks } from "./water-drinks";
import { WaterProgress } from "./water-progress";
import { WaterQuickAdd } from "./water-quick-add";
import { WaterWeek, waterDaySearch } from "./water-week";

/** How a sentence names the day: "today", "yesterday", "on Monday 3 June". */
function phraseFor(date: string, today: string): { bare: string; on: string } {
  if (date === today) return { bare: "today", on: "today" };
  if (date === addDays(today, -1)) return { bare: "yesterday", on: "yesterday" };
  const name = formatDay(date, today);
  return { bare: name, on: `on ${name}` };
}

/**
 * Water for one day (today unless ?date= says otherwise, so a reload or a shared link keeps the day):
 * quick adds, a custom amount, the day's drinks and the seven days up to it.
 */
export function WaterPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("date");
  const date = asked && isIsoDate(asked) ? asked : undefined;
  const { data, isPending, isError, error, isPlaceholderData } = useWaterDay(date);
  if (isPending) return <Spinner label="Loading your water..." />;
  if (isError) return <Alert tone="error">{error.message}</Alert>;

  // The day asked for; while it loads, `data` is still the previous day (see useWaterDay).
  const shown = date ?? data.today;
  // Drinks cannot be logged ahead (the API refuses them), so a future address falls back to today.
  if (shown > data.today) return <Navigate to="/app/water" replace />;
  const isToday = shown === data.today;
  const day = phraseFor(shown, data.today);
  const goTo = (next: string) => setParams(new URLSearchParams(waterDaySearch(next, data.today)));

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Water"
        description={
          <>
            Your daily goal is {formatVolume(data.goalMl, data.unitSystem)}.{" "}
            <Link to="/app/goals" className="font-semibold text-brand-700 underline">
              Change it
            </Link>
          </>
        }
      />
      <DayNavigator date={shown} today={data.today} maxDate={data.today} onChange={goTo} />
      <div
        className={`grid gap-6 transition-opacity ${isPlaceholderData ? "opacity-60" : ""}`}
        aria-busy={isPlaceholderData}
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <Card className="grid gap-5">
            <WaterProgress
              totalMl={data.totalMl}
              goalMl={data.goalMl}
              unitSystem={data.unitSystem}
              label={`Water ${day.on}`}
              isToday={isToday}
            />
            {/* Keyed by day: the "Added …" note and its Undo belong to the day they were made on. */}
            <WaterQuickAdd
              key={shown}
              unitSystem={data.unitSystem}
              date={shown}
              isBusy={isPlaceholderData}
            >
              {(onAdded) => (
                <WaterCustomForm
                  unitSystem={data.unitSystem}
                  date={shown}
                  isBusy={isPlaceholderData}
                  onAdded={onAdded}
                />
              )}
            </WaterQuickAdd>
          </Card>
          <Card>
            <h2 className="mb-4 text-lg font-semibold text-slate-900">
              {isToday ? "Last 7 days" : `7 days up to ${day.bare}`}
            </h2>
            <WaterWeek data={data} />
          </Card>
        </div>
        <Card>
          <WaterDrinks
            data={data}
            title={`Drinks ${day.on}`}
            emptyText={
              isToday
                ? "Nothing yet today. Tap a glass or a bottle above."
                : `Nothing logged ${day.on}. Tap a glass or a bottle above to add one.`
            }
          />
        </Card>
      </div>
    </div>
  );
}

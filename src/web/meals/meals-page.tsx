import { CopyPlus, NotebookPen } from "lucide-react";
import { useCallback, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { MEALS, type MealEntry, type MealName } from "../../contract/meals";
import type { CreateSavedMealResponse, DeletedEntry } from "../../contract/saved-meals";
import { MAIN_NUTRIENTS, NUTRIENT_INFO } from "../../domain/nutrition";
import { DayNavigator, formatDay } from "../components/day-navigator";
import { PlanLimitNotice, planLimitOf } from "../components/plan-limit-notice";
import { Alert } from "../components/ui/alert";
import { Button, buttonClass } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { Spinner } from "../components/ui/spinner";
import { formatNumber } from "../lib/format";
import { AddFoodDialog } from "./add-food-dialog";
import { CopyDayForm } from "./copy-day-form";
import { useCopyEntries, useDiaryDay } from "./api/diary";
import { useLogSavedMeal, useSavedMeals } from "./api/saved-meals";
import { DayTargets } from "./day-targets";
import { EditEntryDialog } from "./edit-entry-dialog";
import { addDays, isIsoDate } from "../../domain/calendar";
import { MealSection } from "./meal-section";
import { NutrientPanel, TotalValue } from "./nutrient-panel";
import { SaveMealDialog } from "./save-meal-dialog";
import { SavedMealsList } from "./saved-meals";
import { UndoToast } from "./undo-toast";

/** The food diary: one day (the user's local day), four meals, totals and micronutrients. */
export function MealsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("date");
  const diary = useDiaryDay(asked && isIsoDate(asked) ? asked : undefined);
  const [adding, setAdding] = useState<MealName | null>(null);
  const [editing, setEditing] = useState<MealEntry | null>(null);
  const copy = useCopyEntries();
  const [deleted, setDeleted] = useState<DeletedEntry | null>(null);
  const closeUndo = useCallback(() => setDeleted(null), []);
  const [savingMeal, setSavingMeal] = useState<MealName | null>(null);
  const [saved, setSaved] = useState<(CreateSavedMealResponse & { at: number }) | null>(null);
  const savedMeals = useSavedMeals();
  const logSaved = useLogSavedMeal();

  if (diary.isPending) return <Spinner label="Loading your diary..." />;
  if (diary.isError) return <Alert tone="error">{diary.error.message}</Alert>;
  const day = diary.data;
  const goTo = (date: string) => {
    copy.reset();
    logSaved.reset();
    setSaved(null);
    setParams(date === day.today ? {} : { date });
  };
  const copyFromYesterday = (meal?: MealName) =>
    copy.mutate({ fromDate: addDays(day.date, -1), toDate: day.date, ...(meal ? { meal } : {}) });
  // One copy mutation serves the buttons (into the day shown) and the form (from it to another day).
  // A plan-limit refusal of either shows here; the form reports its success and other errors itself.
  const isFormCopy = copy.variables?.fromDate === day.date;
  const limit = planLimitOf(copy.error) ?? planLimitOf(logSaved.error);
  const copied = copy.isSuccess && !isFormCopy ? copy.data.copied : null;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Meals"
        description="Your food diary. Values come from the USDA food database (SR28)."
        actions={
          <>
            <Link to="/app/meals/my-foods" className={buttonClass("secondary")}>
              <NotebookPen className="size-4" aria-hidden /> My foods
            </Link>
            <Button
              variant="secondary"
              onClick={() => copyFromYesterday()}
              disabled={copy.isPending}
            >
              <CopyPlus className="size-4" aria-hidden /> Copy yesterday&apos;s whole day
            </Button>
          </>
        }
      />
      <DayNavigator date={day.date} today={day.today} onChange={goTo} />
      {limit ? (
        <PlanLimitNotice details={limit} />
      ) : copy.isError && !isFormCopy ? (
        <Alert tone="error">{copy.error.message}</Alert>
      ) : null}
      {logSaved.isError && !planLimitOf(logSaved.error) ? (
        <Alert tone="error">{logSaved.error.message}</Alert>
      ) : null}
      {/* The save's message gives way to the next log of a saved meal, which reports itself. */}
      {saved && logSaved.submittedAt < saved.at ? (
        <Alert tone="success">
          {`Saved “${saved.name}” with ${saved.items.length} ${saved.items.length === 1 ? "food" : "foods"}`}
          {saved.skipped > 0
            ? ` (${saved.skipped} quick ${saved.skipped === 1 ? "add" : "adds"} left out)`
            : ""}
          .
        </Alert>
      ) : null}
      {copied !== null ? (
        <Alert tone="success">{`Copied ${copied} ${copied === 1 ? "entry" : "entries"} from yesterday.`}</Alert>
      ) : null}
      <DayTargets targets={day.targets} day={day.day} />
      <DayTotals day={day} />
      <div className="grid gap-4 lg:grid-cols-2">
        {MEALS.map((meal) => (
          <MealSection
            key={meal}
            meal={meal}
            entries={day.entries.filter((e) => e.meal === meal)}
            totals={day.meals[meal]}
            onAdd={() => setAdding(meal)}
            onEdit={setEditing}
            onCopyYesterday={() => copyFromYesterday(meal)}
            copying={copy.isPending}
            targets={day.targets}
            day={day.day}
            savedMeals={savedMeals.data?.items ?? []}
            onSaveAsMeal={() => {
              setSaved(null);
              setSavingMeal(meal);
            }}
            onLogSaved={(id) => logSaved.mutate({ id, body: { date: day.date, meal } })}
            fullDay={day.limit.max !== -1 && day.limit.used >= day.limit.max ? day.limit : null}
          />
        ))}
      </div>
      <Card className="grid gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Saved meals</h2>
        {savedMeals.isError ? (
          <Alert tone="error">{savedMeals.error.message}</Alert>
        ) : savedMeals.data ? (
          <SavedMealsList meals={savedMeals.data.items} date={day.date} logMeal={logSaved} />
        ) : (
          <Spinner label="Loading saved meals..." />
        )}
      </Card>
      <Card className="grid gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Copy this day</h2>
        <CopyDayForm
          key={day.date}
          fromDate={day.date}
          copy={copy}
          describeDay={(date) => relativeDay(date, day.today)}
        />
      </Card>
      <Card>
        <NutrientPanel day={day.day} />
      </Card>
      <AddFoodDialog date={day.date} meal={adding} onClose={() => setAdding(null)} />
      <EditEntryDialog entry={editing} onClose={() => setEditing(null)} onDeleted={setDeleted} />
      <SaveMealDialog
        date={day.date}
        meal={savingMeal}
        onClose={() => setSavingMeal(null)}
        onSaved={(result) => {
          setSavingMeal(null);
          setSaved({ ...result, at: Date.now() });
        }}
      />
      <UndoToast deleted={deleted} onDone={closeUndo} />
    </div>
  );
}

function DayTotals({ day }: { day: ReturnType<typeof useDiaryDay>["data"] & object }) {
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Day total</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {MAIN_NUTRIENTS.map((key) => (
          <div key={key} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{NUTRIENT_INFO[key].label}</dt>
            <dd
              className="font-semibold text-slate-900"
              data-testid={key === "energyKcal" ? "day-kcal" : undefined}
            >
              <TotalValue totals={day.day} nutrient={key} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600">
        {day.limit.max === -1
          ? `${formatNumber(day.entries.length)} ${day.entries.length === 1 ? "entry" : "entries"} ${dayPhrase(day.date, day.today)}.`
          : `${formatNumber(day.limit.used)} of ${formatNumber(day.limit.max)} entries your plan allows for this day.`}
      </p>
    </Card>
  );
}

/** "today", "yesterday", "tomorrow" or "Monday 3 June", for the middle of a sentence. */
function relativeDay(date: string, today: string): string {
  const name = formatDay(date, today);
  return ["Today", "Yesterday", "Tomorrow"].includes(name) ? name.toLowerCase() : name;
}

/** "today", "yesterday", "tomorrow" or "on Monday 3 June", to end a sentence about the day shown. */
function dayPhrase(date: string, today: string): string {
  const name = relativeDay(date, today);
  return name === formatDay(date, today) ? `on ${name}` : name;
}

import { useState, type ChangeEvent } from "react";
import { Link } from "react-router";
import { Download, Upload } from "lucide-react";
import {
  describeFileLimit,
  fileTooLargeMessage,
  IMPORT_FILE_LIMITS,
} from "../../../contract/import-limits";
import type { ImportPreview } from "../../../contract/workout-import";
import { lbToKg } from "../../../domain/units";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { PlanLimitNotice, planLimitOf } from "../../components/plan-limit-notice";
import { isApiError } from "../../lib/api-client";
import { useExportAvailability } from "../../data-export/api/get-export-availability";
import { useWorkoutDefaults } from "../api/get-workout-defaults";
import { EXPORT_CSV_PATH, useImportWorkouts, usePreviewImport } from "./api/import-workouts";
import { PreviewDetails } from "./preview-details";
import { parseTypedNumber } from "../../lib/typed-number";

const FORMAT_NAMES: Record<ImportPreview["format"], string> = {
  strong: "Strong",
  hevy: "Hevy",
  fitnotes: "FitNotes",
};

type Choice<T extends string> = { value: T; label: string };

function UnitQuestion<T extends string>(props: {
  legend: string;
  name: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="rounded-lg border border-amber-200 bg-amber-50 p-4">
      <legend className="px-1 text-sm font-semibold text-amber-900">{props.legend}</legend>
      <div className="flex flex-wrap gap-4">
        {props.choices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm text-slate-900">
            <input
              type="radio"
              name={props.name}
              value={choice.value}
              checked={props.value === choice.value}
              onChange={() => props.onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ImportPage() {
  return (
    <>
      <PageHeader
        title="Import and export workouts"
        description="Bring your history from Strong, Hevy or FitNotes, or take yours elsewhere."
        actions={
          <Link to="/app/workouts" className={buttonClass("secondary")}>
            Back to workouts
          </Link>
        }
      />
      <div className="grid gap-6">
        <ImportCard />
        <ExportCard />
      </div>
    </>
  );
}

function ExportCard() {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Export</h2>
      <p className="mt-1 text-sm text-slate-600">
        Every finished workout as a CSV file in Strong&apos;s layout, which Strong, Hevy and this
        page can read. Weights are in kg and distances in km; when importing it elsewhere, choose
        kg.
      </p>
      <div className="mt-4">
        <ExportLink />
      </div>
    </Card>
  );
}

/**
 * The download when the plan has CSV export (the rule of Your data's CSVs, asked of the same
 * endpoint); otherwise the plan-limit notice before any click, not a link the server refuses.
 */
function ExportLink() {
  const { data, isPending, isError } = useExportAvailability();
  if (isPending) return <Spinner />;
  if (isError)
    return (
      <Alert tone="error">
        Could not check whether your plan includes CSV export. Reload the page to try again.
      </Alert>
    );
  if (!data.csv)
    return data.planLimit ? <PlanLimitNotice details={data.planLimit} isInputKept={false} /> : null;
  return (
    // A plain link: the browser downloads the attachment with the session cookie.
    <a href={EXPORT_CSV_PATH} download className={buttonClass("secondary")}>
      <Download aria-hidden className="h-4 w-4" />
      Export all workouts as CSV
    </a>
  );
}

function ImportCard() {
  const defaults = useWorkoutDefaults();
  const preview = usePreviewImport();
  const run = useImportWorkouts();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [weightUnit, setWeightUnit] = useState<"kg" | "lb" | null>(null);
  const [distanceUnit, setDistanceUnit] = useState<"km" | "mi" | null>(null);
  const [bodyWeight, setBodyWeight] = useState("");
  const imperial = defaults.data?.unitSystem === "imperial";

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    preview.reset();
    run.reset();
    setCsv(null);
    setFileError(null);
    if (!file) return;
    // Told before uploading: the server would refuse it with the same words.
    if (file.size > IMPORT_FILE_LIMITS.workouts.maxBytes) {
      setFileError(fileTooLargeMessage(IMPORT_FILE_LIMITS.workouts));
      return;
    }
    const text = await file.text();
    setCsv(text);
    // The user's own units are the likely answer; they are asked only when the file does not say.
    setWeightUnit(imperial ? "lb" : "kg");
    setDistanceUnit(imperial ? "mi" : "km");
    preview.mutate({ csv: text });
  }

  const data = preview.data;
  const typedWeight = parseTypedNumber(bodyWeight);
  const bodyWeightKg =
    data?.needsBodyWeight && typedWeight !== null && !Number.isNaN(typedWeight)
      ? Math.round((imperial ? lbToKg(typedWeight) : typedWeight) * 10) / 10
      : null;
  const newCount = data?.counts.new ?? 0;
  const canImport =
    csv !== null &&
    data !== undefined &&
    newCount > 0 &&
    (!data.needsBodyWeight || bodyWeightKg !== null) &&
    !run.isPending;

  function startImport() {
    if (csv === null || !data) return;
    const body = {
      csv,
      weightUnit: data.needsWeightUnit ? weightUnit : null,
      distanceUnit: data.needsDistanceUnit ? distanceUnit : null,
      bodyWeightKg,
    };
    // Read again once imported, so the table marks what is now in the log.
    run.mutate(body, { onSuccess: () => preview.mutate(body) });
  }

  const limit = planLimitOf(run.error);
  const fieldErrors = isApiError(run.error) ? run.error.fields : {};
  const previewError = isApiError(preview.error)
    ? (preview.error.fields.csv ?? preview.error.message)
    : preview.error?.message;

  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Import</h2>
      <p className="mt-1 text-sm text-slate-600">
        In Strong: Settings, Export Strong Data. In Hevy: Settings, Export &amp; Import Data, Export
        Workouts. In FitNotes: Settings, Spreadsheet Export, Workout Data. Workouts already here are
        skipped, so importing the same file twice adds nothing.{" "}
        {describeFileLimit(IMPORT_FILE_LIMITS.workouts)}
      </p>
      <div className="mt-4">
        <label htmlFor="workout-csv" className="mb-1 block text-sm font-medium text-slate-800">
          CSV file from Strong, Hevy or FitNotes
        </label>
        <input
          id="workout-csv"
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void chooseFile(event)}
          className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
        />
      </div>
      <div className="mt-4 grid gap-4" aria-live="polite">
        {fileError ? <Alert tone="error">{fileError}</Alert> : null}
        {preview.isPending ? <Spinner label="Reading the file…" /> : null}
        {previewError ? <Alert tone="error">{previewError}</Alert> : null}
        {data ? (
          <>
            <p className="text-sm text-slate-800">
              A <strong>{FORMAT_NAMES[data.format]}</strong> export: {data.counts.workouts}{" "}
              workouts, {newCount} not imported yet.
            </p>
            {data.needsWeightUnit ? (
              <UnitQuestion
                legend="Were these weights in kg or lb?"
                name="weight-unit"
                value={weightUnit ?? "kg"}
                choices={[
                  { value: "kg", label: "kg" },
                  { value: "lb", label: "lb" },
                ]}
                onChange={setWeightUnit}
              />
            ) : null}
            {data.needsDistanceUnit ? (
              <UnitQuestion
                legend="Were these distances in km or miles?"
                name="distance-unit"
                value={distanceUnit ?? "km"}
                choices={[
                  { value: "km", label: "km" },
                  { value: "mi", label: "miles" },
                ]}
                onChange={setDistanceUnit}
              />
            ) : null}
            {data.needsBodyWeight ? (
              <TextField
                label={`Your body weight (${imperial ? "lb" : "kg"})`}
                inputMode="decimal"
                value={bodyWeight}
                onChange={(event) => setBodyWeight(event.target.value)}
                hint="Calories burned are estimated from it until you log a weigh-in."
                error={fieldErrors.bodyWeightKg}
                className="max-w-xs"
              />
            ) : null}
            <PreviewDetails preview={data} isImported={run.isSuccess} />
            {run.data ? null : (
              <div>
                <Button onClick={startImport} disabled={!canImport}>
                  <Upload aria-hidden className="h-4 w-4" />
                  {run.isPending
                    ? "Importing…"
                    : newCount > 0
                      ? `Import ${newCount} workouts`
                      : "Nothing new to import"}
                </Button>
              </div>
            )}
          </>
        ) : null}
        {limit ? (
          <PlanLimitNotice details={limit} isInputKept />
        ) : run.error ? (
          <Alert tone="error">{run.error.message}</Alert>
        ) : null}
        {run.data ? (
          <Alert tone="success">
            Imported {run.data.imported} {run.data.imported === 1 ? "workout" : "workouts"}
            {run.data.skipped > 0
              ? `, ${run.data.skipped} already there ${run.data.skipped === 1 ? "was" : "were"} skipped`
              : ""}
            {run.data.errors.length > 0
              ? `; ${run.data.errors.length} lines could not be read`
              : ""}
            .{" "}
            <Link to="/app/workouts" className="font-medium underline">
              See your workouts
            </Link>
          </Alert>
        ) : null}
      </div>
    </Card>
  );
}
